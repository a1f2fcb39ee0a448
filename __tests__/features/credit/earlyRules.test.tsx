import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen as on, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../app/renderRoutes';
import { drawnMarkup } from '../../app/drawnScreen';
import { makeStore } from '@/state/store';
import { setApiBase } from '@/api/apiBase';
import { screens } from '@/app/routes';
import { fillFigures } from '@/early/fill';
import { sanitizeHtml } from '@/lib/sanitizeHtml';

// A visitor's credit screens open on the platform's rules, server HTML. The drawn view holds an HTML slot for each
// rule, which the filler with the sanitiser (src/early/fillHtml.ts) writes from the early script's own read of the
// rules. Filled, the view must hold what the app's own screen shows from the same answer, and never what the
// sanitiser takes out.

const API = 'http://api.test/api';
const ok = (data: unknown) => ({ status: 'success', code: 200, message: '', data });
const RULES = {
  credit_detail: '<p>Interest-free <strong>credit</strong>.</p><img src="x" onerror="alert(1)">',
  credit_rule: '<ol><li>Borrow up to the limit.</li><li>1 to 30 days.</li></ol><script>alert(2)</script>',
  credit_xize: '<p onclick="alert(3)">Late repayment lowers the limit.</p>',
  credit_borrow: '<p>Check the review in two hours.</p>',
  credit_lend: '',
};
let rules: unknown = RULES;
const server = setupServer(
  http.get(`${API}/credit/rule`, () => HttpResponse.json(ok(rules))),
  http.all(`${API}/*`, () => HttpResponse.json(ok([]))),
);
beforeAll(async () => {
  window.scrollTo = jest.fn() as never;
  server.listen({ onUnhandledRequest: 'bypass' });
  await Promise.all([screens.CreditIndex(), screens.CreditBorrow(), screens.CreditRepay()]);
});
afterEach(() => {
  rules = RULES;
});
afterAll(() => server.close());

/** The visitor's drawn view of `path`, filled from `answer` (with the sanitiser unless `plain`). */
async function drawn(
  name: 'CreditIndex' | 'CreditBorrow' | 'CreditRepay',
  path: string,
  answer: unknown,
  plain = false,
) {
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup(name, path, 'en', false);
  const reads = { 'credit/rule': ok(answer) };
  const clean = plain ? undefined : sanitizeHtml;
  return { el, filled: fillFigures(el, { member: false, info: null, reads }, 'en', 844, clean) };
}

async function app(path: string) {
  setApiBase(API);
  const store = makeStore({ session: { token: '', isDemo: false, unread: 0 }, locale: { lang: 'en' } });
  return (await renderRoutes(store, path)).view;
}

const htmlSlots = (root: ParentNode) =>
  [...root.querySelectorAll('[data-fill-html]')].map((s) => [s.getAttribute('data-fill-html'), s.innerHTML]);

test("the rules' page: each rule drawn as the app draws it from the same answer, sanitised", async () => {
  const { el, filled } = await drawn('CreditIndex', '/Credit/Index', RULES);
  expect(filled).toBe(true);
  expect(el.hasAttribute('data-filled')).toBe(true);
  expect(el.querySelector('.skeleton-line')).toBeNull();
  expect(el.innerHTML).not.toMatch(/onerror|onclick|<script|alert/);

  const view = await app('/Credit/Index');
  await on.findByText('Borrow up to the limit.');
  const shown = view.container.querySelectorAll('.credit-card [data-fill-html]');
  expect(htmlSlots(el)).toEqual(htmlSlots(view.container));
  expect(htmlSlots(el).map(([name]) => name)).toEqual(['creditDetail', 'creditRule', 'creditXize']);
  expect(shown).toHaveLength(3);
  const cards = (root: ParentNode) => [...root.querySelectorAll('.credit-card')].map((c) => c.textContent);
  expect(cards(el)).toEqual(cards(view.container));
  view.unmount();
});

test("a form's own rule: its card hidden until the rule is in, shown with it, and left hidden when there is none", async () => {
  const borrow = await drawn('CreditBorrow', '/Credit/Borrow', RULES);
  const card = (root: ParentNode) => root.querySelector('[data-fill-html="creditBorrow"]')?.closest('section');
  expect(borrow.filled).toBe(true);
  expect(card(borrow.el)?.className).toBe('credit-card');
  expect(card(borrow.el)?.textContent).toBe('Check the review in two hours.');
  const view = await app('/Credit/Borrow');
  await on.findByText('Check the review in two hours.');
  expect(card(view.container)?.outerHTML).toBe(card(borrow.el)?.outerHTML);
  view.unmount();

  // The platform writes no repayment rule: the app draws no card, and the drawn one stays hidden.
  const repay = await drawn('CreditRepay', '/Credit/Repay', RULES);
  const hidden = repay.el.querySelector('[data-fill-html="creditLend"]')?.closest('section');
  expect(hidden?.className).toBe('credit-card off');
  const repayView = await app('/Credit/Repay');
  await waitFor(() => expect(repayView.container.querySelector('.credit-nav')).not.toBeNull());
  await waitFor(() => expect(repayView.container.querySelector('.skeleton-line')).toBeNull());
  expect(repayView.container.querySelector('[data-fill-html="creditLend"]')).toBeNull();
  repayView.unmount();
});

test('server HTML is never written without the sanitiser, nor from a failed read', async () => {
  const plain = await drawn('CreditIndex', '/Credit/Index', RULES, true);
  expect(plain.el.querySelectorAll('[data-fill-html] .skeleton-line').length).toBeGreaterThan(0);
  expect(plain.el.innerHTML).not.toContain('Borrow up to the limit');

  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('CreditIndex', '/Credit/Index', 'en', false);
  const failed = { member: false, info: null, reads: { 'credit/rule': null } };
  expect(fillFigures(el, failed, 'en', 844, sanitizeHtml)).toBe(false);
  expect(el.querySelectorAll('[data-fill-html] .skeleton-line').length).toBeGreaterThan(0);
});
