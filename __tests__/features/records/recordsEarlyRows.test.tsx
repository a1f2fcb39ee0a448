import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';
import { renderRoutes } from '../../app/renderRoutes';
import { makeStore } from '@/state/store';
import { setApiBase } from '@/api/apiBase';
import { TOKEN_COOKIE } from '@/api/tokenCookie';
import { fillFigures } from '@/earlyFill';
import { memberOpeningReads } from '@/api/memberOpeningReads';
import { slotsPending } from '@/lib/fillSlots';
import { setImmediate as nodeSetImmediate } from 'node:timers';

// The build draws screens with React's static renderer, which schedules with setImmediate (jsdom leaves it out).
Object.assign(globalThis, { setImmediate: nodeSetImmediate });

// A records screen drawn by the build holds a template of its list's rows; the early script repeats it for the
// rows of its own read of the list's first page (src/earlyFill.ts). Given that answer, the drawn list must read as
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
const ANSWERS = {
  moneylog: page(Array.from({ length: 12 }, (_, i) => moneyLog(i + 1))),
  'game/record': page(
    Array.from({ length: 12 }, (_, i) => gameRecord(i + 1)),
    1,
  ),
};

const server = setupServer(
  http.post(`${API}/auth/me`, () => HttpResponse.json(INFO)),
  http.post(`${API}/moneylog`, () => HttpResponse.json(ANSWERS.moneylog)),
  http.post(`${API}/game/record`, () => HttpResponse.json(ANSWERS['game/record'])),
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
    signed: [...li.querySelectorAll('.signed-money')].map((s) => s.className),
    top: li.style.top,
    height: li.style.height,
  }));

/**
 * The screen's member view as the build draws it, by a copy of the app's modules of its own (the build draws in a
 * process of its own: the static renderer and the test's renderer would otherwise share the app's contexts).
 */
async function drawnMarkup(screen: 'MoneyLog' | 'GameRecord', path: string): Promise<string> {
  let markup = '';
  await jest.isolateModulesAsync(async () => {
    const { renderScreenShell } = await import('@/app/screenShells');
    markup = await renderScreenShell(screen, path, 'en', true);
  });
  return markup;
}

async function drawn(screen: 'MoneyLog' | 'GameRecord', path: string, answer: unknown) {
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup(screen, path);
  const read = memberOpeningReads(`#${path}`, API, 'en').reads[0].path;
  return { el, filled: fillFigures(el, { info: INFO, reads: { [read]: answer } }, 'en', VIEWPORT) };
}

async function app(path: string) {
  setApiBase(API);
  Cookies.set(TOKEN_COOKIE, 'session', { path: '/' });
  const store = makeStore({ session: { token: 'session', isDemo: false, unread: 0 }, locale: { lang: 'en' } });
  const { view } = await renderRoutes(store, path);
  await view.findAllByRole('listitem');
  return view;
}

test.each([
  ['MoneyLog', '/Member/MoneyLog', 144, 'Loading more…'],
  ['GameRecord', '/Member/GameRecord', 112, 'That is everything'],
] as const)(
  '%s: the drawn rows read as the app draws the same answer, where it draws them',
  async (screen, path, h, footer) => {
    const { el, filled } = await drawn(screen, path, ANSWERS[path === '/Member/MoneyLog' ? 'moneylog' : 'game/record']);
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

    const view = await app(path);
    const shown = rowsOf(document.body).slice(0, rows.length);
    expect(shown.map((r) => [r.words, r.signed])).toEqual(rows.map((r) => [r.words, r.signed]));
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
  expect(first.signed).toEqual(['signed-money up']);
  expect(second.words).toContain('−$300.00');
  expect(second.signed).toEqual(['signed-money down']);
  // An entry without its type's name shows the type's number, as the app's row does.
  expect(second.words?.startsWith('3')).toBe(true);
});

test('a failed read, an empty page or a demo player leave the drawn list to the app', async () => {
  for (const answer of [null, { status: 'error', message: 'nope' }, page([])]) {
    const { el, filled } = await drawn('MoneyLog', '/Member/MoneyLog', answer);
    expect(filled).toBe(false);
    expect(el.querySelector('.list-skeleton')).not.toBeNull();
    expect(el.hasAttribute('data-filled')).toBe(false);
    // The app's list is still to come: the shell that shows it waits for it.
    expect(slotsPending(el)).toBe(true);
  }
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('MoneyLog', '/Member/MoneyLog');
  const demo = { status: 'success', data: { ...INFO.data, is_demo: 1 } };
  expect(fillFigures(el, { info: demo, reads: { moneylog: ANSWERS.moneylog } }, 'en', VIEWPORT)).toBe(false);
  expect(el.querySelector('.vlist-row')).toBeNull();
});

test('the app draws no template: its list slot is gone once its rows are in', async () => {
  const view = await app('/Member/MoneyLog');
  expect(document.querySelector('template')).toBeNull();
  expect(slotsPending(document.body)).toBe(false);
  view.unmount();
});
