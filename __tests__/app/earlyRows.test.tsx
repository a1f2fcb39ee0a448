import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from './renderRoutes';
import { makeStore } from '@/state/store';
import { setApiBase } from '@/api/apiBase';
import { writeToken } from '@/api/tokenCookie';
import { fillFigures } from '@/early/fill';
import { memberOpeningReads } from '@/early/memberOpeningReads';
import { slotsPending } from '@/lib/fillSlots';
import { drawnMarkup } from './drawnScreen';
import en from '../../i18n/en.json';

// A list screen drawn by the build (records, the inbox) holds a template of its list's rows; the early script repeats it for the
// rows of its own read of the list's first page (src/early/fill.ts). Given that answer, the drawn list must read as
// the app's list once the same answer is in: row for row, word for word, each row where the app places it.

const API = 'http://api.test/api';
const INFO = { status: 'success', data: { id: 7, name: 'english1', money: '1', is_demo: 0 } };
const VIEWPORT = 844;

const moneyLog = (n: number) => ({
  id: 100 - n,
  money: n % 2 ? '1614.5' : '-300',
  money_before: '12304',
  money_after: '13918.456',
  money_type: 'money',
  money_type_text: 'Main wallet',
  number_type: n % 2 ? 1 : -1,
  operate_type: 3,
  operate_type_text: n === 2 ? '' : 'Game transfer',
  description: `Transfer ${n} from PG`,
  created_at: `2026-11-2${n % 9}T16:36:14.000000Z`,
});
const gameRecord = (n: number) => ({
  id: 200 - n,
  billNo: `AG20261129${n}`,
  api_name: 'AG',
  api_name_text: 'AG Live',
  name: 'english1',
  gameName: n === 1 ? '' : `Baccarat ${n}`,
  betAmount: '200',
  validBetAmount: '199.995',
  netAmount: n % 3 === 0 ? '0' : n % 2 ? '180' : '-200',
  status: 'COMPLETE',
  gameType: 1,
  game_type_text: 'Live casino',
  roundNo: null,
  wagerDetail: null,
  gameResult: null,
  betTime: '2026-11-28 16:33:46',
  created_at: '2026-11-28 16:34:00',
});
const page = (items: unknown[], last = 2) => ({
  status: 'success',
  code: 200,
  message: '',
  data: { data: items, current_page: 1, last_page: last, total: items.length * last },
  statistic: {
    sum_money: '9530',
    valid_money: '2530',
    sum_bet_amount: '1',
    sum_valid_bet_amount: '1',
    sum_net_amount: '1',
  },
});
const recharge = (n: number) => ({
  id: 300 - n,
  bill_no: `R2026112900${n}`,
  name: 'english1',
  money: n === 1 ? '1000000' : '500.5',
  payment_type: 'bank_transfer',
  payment_type_text: n === 2 ? '' : 'Bank transfer',
  account: '6222',
  payment_desc: null,
  payment_detail: null,
  // Every status, with the server's words for it or without, and one the app does not know (shown as pending).
  status: [1, 2, 3, 0][n % 4],
  status_text: n % 3 === 0 ? '' : ['Pending', 'Paid', 'Rejected', 'Pending'][n % 4],
  fail_reason: null,
  hk_at: null,
  confirm_at: null,
  created_at: '2026-11-28 10:00:00',
});
const mail = (n: number) => ({
  id: 400 - n,
  title: n === 3 ? 'A title long enough to run past the edge of a phone screen, so that it must be cut' : `Mail ${n}`,
  content: `<p>Your <b>withdrawal</b> ${n} &amp; more</p>`,
  created_at: '2026-11-28 10:00:00',
  is_read: n % 2 ? 0 : 1,
});
const NOTICES = {
  status: 'success',
  code: 200,
  message: '',
  data: [
    { title: 'Maintenance', content: '<p>PG games <b>closed</b> 02:00–04:00 &amp; back after</p>', url: null },
    { title: 'New games', content: 'Three new slots', url: '#/Main/GameList' },
  ],
  alert: [],
};
const list = <T,>(make: (n: number) => T) => Array.from({ length: 12 }, (_, i) => make(i + 1));
const ANSWERS = {
  moneylog: page(list(moneyLog)),
  'game/record': page(list(gameRecord), 1),
  'recharge/list': page(list(recharge), 1),
  'member/message/list': { ...page(list(mail)), unread: 6, notice: 0 },
};

const server = setupServer(
  http.post(`${API}/auth/me`, () => HttpResponse.json(INFO)),
  http.post(`${API}/moneylog`, () => HttpResponse.json(ANSWERS.moneylog)),
  http.post(`${API}/game/record`, () => HttpResponse.json(ANSWERS['game/record'])),
  http.post(`${API}/recharge/list`, () => HttpResponse.json(ANSWERS['recharge/list'])),
  http.post(`${API}/member/message/list`, () => HttpResponse.json(ANSWERS['member/message/list'])),
  http.get(`${API}/system/notices`, () => HttpResponse.json(NOTICES)),
  http.all(`${API}/*`, () => HttpResponse.json({ status: 'success', code: 200, message: '', data: [] })),
);
beforeAll(() => {
  window.scrollTo = jest.fn() as never;
  Object.defineProperty(window, 'innerHeight', { value: VIEWPORT, configurable: true });
  server.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(() => server.close());

/** Each row as the member reads it: its words, its slots' texts and classes, and its place. */
const rowsOf = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>('.vlist-row')].map((li) => ({
    words: li.textContent,
    classes: [...li.querySelectorAll('.signed-money, .status-pill, .mail-title, .mail-dot, .mail-state')].map(
      (s) => s.className,
    ),
    top: li.style.top,
    height: li.style.height,
  }));

type Screen = 'MoneyLog' | 'GameRecord' | 'RechargeList' | 'Message' | 'Notice';

/** The screen drawn and filled from `answer`, the answer of its list's read (a member read, unless named). */
async function drawn(screen: Screen, path: string, answer: unknown, publicRead?: string) {
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup(screen, path);
  const read = publicRead ?? memberOpeningReads(`#${path}`, API, 'en').reads[0].path;
  return { el, filled: fillFigures(el, { member: true, info: INFO, reads: { [read]: answer } }, 'en', VIEWPORT) };
}

async function app(path: string) {
  setApiBase(API);
  writeToken('session');
  const store = makeStore({ session: { token: 'session', isDemo: false, unread: 0 }, locale: { lang: 'en' } });
  const { view } = await renderRoutes(store, path);
  await view.findAllByRole('listitem');
  return view;
}

test.each([
  ['MoneyLog', '/Member/MoneyLog', 'moneylog', 144, 'Loading more…'],
  ['GameRecord', '/Member/GameRecord', 'game/record', 112, 'That is everything'],
  ['RechargeList', '/Member/RechargeList', 'recharge/list', 100, 'That is everything'],
  ['Message', '/Member/Message', 'member/message/list', 80, 'Loading more…'],
] as const)(
  '%s: the drawn rows read as the app draws the same answer, where it draws them',
  async (screen, path, read, h, footer) => {
    const { el, filled } = await drawn(screen, path, ANSWERS[read]);
    expect(filled).toBe(true);
    expect(el.hasAttribute('data-filled')).toBe(true);
    // The rows that fit the viewport, no more; the list as high as all the page's rows.
    const rows = rowsOf(el);
    expect(rows).toHaveLength(Math.ceil(VIEWPORT / h) + 1);
    expect(rows.map((r) => [r.top, r.height])).toEqual(rows.map((_, i) => [`${i * h}px`, `${h}px`]));
    expect(el.querySelector<HTMLElement>('.vlist')?.style.height).toBe(`${12 * h}px`);
    expect(el.querySelector('.list-skeleton')).toBeNull();
    expect(el.querySelector('template')).toBeNull();
    expect(el.querySelector('.list-footer')?.textContent).toBe(footer);

    // The screen's own figures from the same read (totals, the inbox's badge and toolbar), as drawn.
    const beside = (root: ParentNode) =>
      ['.totals', '.segmented', '.mail-toolbar'].map((sel) => {
        const node = root.querySelector(sel);
        return node && [node.className, node.textContent];
      });
    const drawnBeside = beside(el);
    expect(el.querySelector('.totals .skeleton')).toBeNull();

    const view = await app(path);
    expect(beside(document.body)).toEqual(drawnBeside);
    const shown = rowsOf(document.body).slice(0, rows.length);
    expect(shown.map((r) => [r.words, r.classes])).toEqual(rows.map((r) => [r.words, r.classes]));
    expect(shown.map((r) => r.top)).toEqual(rows.map((r) => r.top));
    expect(document.querySelector('#root .list-footer, .list-footer')?.textContent).toBe(footer);
    view.unmount();
  },
);

test('the figures are the formatted answer: money through the one formatter, signs and colours by direction', async () => {
  const { el } = await drawn('MoneyLog', '/Member/MoneyLog', ANSWERS.moneylog);
  const [first, second] = rowsOf(el);
  expect(first.words).toContain('+$1,614.50');
  expect(first.words).toContain('Before 12,304.00 → After 13,918.46');
  expect(first.classes).toEqual(['signed-money up']);
  expect(second.words).toContain('−$300.00');
  expect(second.classes).toEqual(['signed-money down']);
  // An entry without its type's name shows the type's number, as the app's row does.
  expect(second.words?.startsWith('3')).toBe(true);
});

test('a failed read or a demo player leave the drawn list to the app; an empty page draws the empty list', async () => {
  for (const answer of [null, { status: 'error', message: 'nope' }]) {
    const { el, filled } = await drawn('MoneyLog', '/Member/MoneyLog', answer);
    expect(filled).toBe(false);
    expect(el.querySelector('.list-skeleton')).not.toBeNull();
    expect(el.querySelector('.totals .skeleton')).not.toBeNull();
    expect(el.hasAttribute('data-filled')).toBe(false);
    // The app's list is still to come: the shell that shows it waits for it.
    expect(slotsPending(el)).toBe(true);
  }
  // An empty page: its totals are drawn, and the list as the app draws it without rows (components/InfiniteList).
  const empty = await drawn('MoneyLog', '/Member/MoneyLog', page([]));
  expect(empty.filled).toBe(true);
  expect(empty.el.querySelector('.totals')?.textContent).toContain('$9,530.00');
  expect(empty.el.querySelector('.list-skeleton, .vlist')).toBeNull();
  expect(empty.el.querySelector('.list-empty')?.textContent).toBe(
    `${en['records.moneyLog.emptyText']}${en['records.moneyLog.emptyAction']}`,
  );
  expect(slotsPending(empty.el)).toBe(false);
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('MoneyLog', '/Member/MoneyLog');
  const demo = { status: 'success', data: { ...INFO.data, is_demo: 1 } };
  expect(fillFigures(el, { member: true, info: demo, reads: { moneylog: ANSWERS.moneylog } }, 'en', VIEWPORT)).toBe(
    false,
  );
  expect(el.querySelector('.vlist-row')).toBeNull();
});

test('the app draws no template: its list slot is gone once its rows are in', async () => {
  const view = await app('/Member/MoneyLog');
  expect(document.querySelector('template')).toBeNull();
  expect(slotsPending(document.body)).toBe(false);
  view.unmount();
});

test("the notices drawn from the early read of the platform's notices read as the app's list", async () => {
  const { el, filled } = await drawn('Notice', '/Member/Notice', NOTICES, 'system/notices');
  expect(filled).toBe(true);
  const words = (root: ParentNode) => [...root.querySelectorAll('.notice-row')].map((r) => r.textContent);
  const drawnRows = words(el);
  expect(drawnRows).toEqual(['MaintenancePG games closed 02:00–04:00 & back after', 'New gamesThree new slots']);
  const view = await app('/Member/Notice');
  expect(words(document.body)).toEqual(drawnRows);
  view.unmount();
});
