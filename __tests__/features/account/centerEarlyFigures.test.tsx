import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../app/renderRoutes';
import { makeStore } from '@/state/store';
import { setApiBase } from '@/api/apiBase';
import { writeToken } from '@/api/tokenCookie';
import { screens } from '@/app/routes';
import { fillFigures } from '@/early/fill';

// The early shell's copy of Center is the card as it stands before the member's info is in; the early script
// gives it the member's figures from its own read of that info (src/early/fill.ts). Given them, it must read as the
// app's own card once that info is in: the same words, each figure in the same place.

const API = 'http://api.test/api';
const INFO = {
  id: 7,
  name: 'english1',
  money: '12345.675',
  fs_money: '0.5',
  ml_money: '300',
  level: 3,
  level_name: '',
  updated_at: '2026-11-28 09:05:07',
  is_demo: 0,
  agent_id: 0,
  is_trans_on: 1,
};
let hold = true;
// The held answers, let go when the tests end (a request left open keeps its time-out running).
const held: (() => void)[] = [];
const answer = () => HttpResponse.json({ status: 'success', code: 200, message: '', data: INFO });
const server = setupServer(
  http.post(`${API}/auth/me`, () =>
    hold ? new Promise<Response>((resolve) => held.push(() => resolve(answer()))) : answer(),
  ),
  http.all(`${API}/*`, () => HttpResponse.json({ status: 'success', code: 200, message: '', data: [] })),
);
beforeAll(async () => {
  window.scrollTo = jest.fn() as never;
  server.listen({ onUnhandledRequest: 'bypass' });
  await screens.Center();
});
afterAll(() => {
  held.forEach((release) => release());
  server.close();
});

async function center() {
  setApiBase(API);
  writeToken('session');
  const store = makeStore({ session: { token: 'session', isDemo: false, unread: 0 }, locale: { lang: 'en' } });
  const { view } = await renderRoutes(store, '/Center');
  return view;
}

const slots = (root: Element) =>
  Object.fromEntries(
    [...root.querySelectorAll('[data-fill]')].map((s) => [s.getAttribute('data-fill'), s.textContent]),
  );

test("the card drawn before the member's info, given the figures from that info, reads as the app's card", async () => {
  hold = true;
  const pending = await center();
  const drawn = document.createElement('div');
  drawn.innerHTML = document.querySelector('.account-card')?.innerHTML ?? '';
  // Before: every figure is a skeleton beside its label.
  expect(drawn.querySelectorAll('[data-fill] .skeleton')).toHaveLength(6);
  expect(drawn.textContent).toContain('Last login');
  pending.unmount();

  expect(fillFigures(drawn, { member: true, info: { status: 'success', data: INFO }, reads: {} }, 'en', 844)).toBe(
    true,
  );
  expect(drawn.hasAttribute('data-filled')).toBe(true);
  expect(drawn.querySelector('.skeleton')).toBeNull();

  hold = false;
  const app = await center();
  const card = await app
    .findByText('english1', { selector: '.account-name [data-fill]' })
    .then((n) => n.closest('.account-card'));
  expect(slots(drawn)).toEqual(slots(card as Element));
  expect(slots(drawn)).toEqual({
    initial: 'e',
    name: 'english1',
    vip: 'VIP3',
    login: '2026-11-28 09:05:07',
    money: '$12,345.68',
    fsMoney: '$0.50',
    mlMoney: '$300.00',
  });
  expect(drawn.textContent).toBe(card?.textContent);
  app.unmount();
});

test("a demo player's card, or no answer, is left to the app", () => {
  const drawn = document.createElement('div');
  drawn.innerHTML = '<p><span data-fill="name"><span class="skeleton"></span></span></p>';
  expect(fillFigures(drawn, { member: true, info: { data: { ...INFO, is_demo: 1 } }, reads: {} }, 'en', 844)).toBe(
    false,
  );
  expect(fillFigures(drawn, { member: true, info: null, reads: {} }, 'en', 844)).toBe(false);
  expect(drawn.querySelector('.skeleton')).not.toBeNull();
  expect(drawn.hasAttribute('data-filled')).toBe(false);
});
