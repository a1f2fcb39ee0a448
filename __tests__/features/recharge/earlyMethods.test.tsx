import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createIntl } from 'react-intl';
import { renderRoutes } from '../../app/renderRoutes';
import { drawnMarkup } from '../../app/drawnScreen';
import { makeStore } from '@/state/store';
import { setApiBase } from '@/api/apiBase';
import { writeToken } from '@/api/tokenCookie';
import { fillFigures } from '@/early/fill';
import { CATALOG_LOADERS, LOCALES, LOCALE_TAGS } from '@i18n/locales';
import { methodFigures, type MethodKind } from '@/features/recharge/methodFigures';
import { m } from '@/features/recharge/messages';

// Deposit drawn by the build holds, for each group of methods, the template of its section and the sentences of a
// row in the page's language; the early script fills them from its own read of the methods (src/early/fill.ts).
// Filled, the groups must read as the app's once the same answers are in, in every language.

const API = 'http://api.test/api';
const INFO = { status: 'success', data: { id: 7, name: 'english1', money: '1', is_demo: 0 } };
const method = (id: number, over: Record<string, unknown>) => ({
  id,
  account: '',
  name: `Method ${id}`,
  desc: `Pay ${id}`,
  type: 'bank',
  qrcode: '',
  memo: '',
  rate: '0',
  min: 100,
  max: 50000,
  is_open: 1,
  type_text: 'Bank transfer',
  ...over,
});
const ONLINE = [
  method(1, { rate: '5.00', type_text: 'Alipay' }),
  method(2, { min: 0, max: 0, desc: '' }),
  method(3, { min: '50.5', max: '20000' }),
];
const COMPANY = [method(4, { rate: '2' }), method(5, { type_text: 'USDT', max: 200000 })];
const answer = (data: unknown) => ({ status: 'success', code: 200, message: '', data });
const READS = { 'payment/online/list': answer(ONLINE), 'payment/normal/list': answer(COMPANY) };

const server = setupServer(
  http.post(`${API}/auth/me`, () => HttpResponse.json(INFO)),
  http.get(`${API}/payment/online/list`, () => HttpResponse.json(READS['payment/online/list'])),
  http.get(`${API}/payment/normal/list`, () => HttpResponse.json(READS['payment/normal/list'])),
  http.all(`${API}/*`, () => HttpResponse.json(answer([]))),
);
beforeAll(() => {
  window.scrollTo = jest.fn() as never;
  server.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(() => server.close());

/** Each group drawn as the member reads it (a skeleton group has no heading yet): its words, row by row. */
const groups = (root: ParentNode) =>
  [...root.querySelectorAll('.recharge-card')]
    .filter((s) => s.querySelector('h2') && s.querySelector('.method-list'))
    .map((s) => [s.querySelector('h2')?.textContent, ...[...s.querySelectorAll('.method')].map((b) => b.textContent)]);

async function drawn(lang: (typeof LOCALES)[number]) {
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('Recharge', '/Member/Recharge', lang);
  return { el, filled: fillFigures(el, { member: true, info: INFO, reads: READS }, lang, 844) };
}

test('the drawn groups read as the app draws the same methods', async () => {
  const { el, filled } = await drawn('en');
  expect(filled).toBe(true);
  expect(el.querySelector('.skeleton')).toBeNull();
  expect(el.querySelector('template')).toBeNull();
  const shown = groups(el);
  expect(shown.map((g) => g.length)).toEqual([4, 3]);

  setApiBase(API);
  writeToken('session');
  const store = makeStore({ session: { token: 'session', isDemo: false, unread: 0 }, locale: { lang: 'en' } });
  const { view } = await renderRoutes(store, '/Member/Recharge');
  await view.findAllByText('Pay 1');
  expect(groups(document.body)).toEqual(shown);
  view.unmount();
});

test.each(LOCALES)('%s: each row says what the app’s messages say with the same values', async (lang) => {
  const { el } = await drawn(lang);
  const messages = (await CATALOG_LOADERS[lang]()) as Record<string, string>;
  const intl = createIntl({ locale: LOCALE_TAGS[lang], messages });
  const ids = { limit: m.limitText.id, noLimit: m.noLimitText.id, bonus: m.bonusText.id };
  const say = (sentence: keyof typeof ids, values?: Record<string, string>) =>
    intl.formatMessage({ id: ids[sentence] }, values);
  const expected = (list: typeof ONLINE, kind: MethodKind) =>
    list.map((p) => methodFigures(p as never, kind, say).meta);
  const metas = [...el.querySelectorAll('.method-meta')].map((n) => n.textContent);
  expect(metas).toEqual([...expected(ONLINE, 'online'), ...expected(COMPANY, 'company')]);
  // The bonus shows for an online channel only, and a method without limits says so.
  expect(metas[0]).toContain('5.00');
  expect(metas[3]).not.toContain('2');
});

test('a failed read leaves its group to the app', async () => {
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('Recharge', '/Member/Recharge');
  const reads = { ...READS, 'payment/normal/list': null };
  expect(fillFigures(el, { member: true, info: INFO, reads }, 'en', 844)).toBe(true);
  expect(groups(el)).toHaveLength(1);
  expect(el.querySelectorAll('.method-skeleton').length).toBeGreaterThan(0);
});
