import { http, HttpResponse } from 'msw';
import { screens } from '@/app/routes';
import { appOn, drawnFilled, mockPlatform, okAnswer, TEST_API } from '../../app/drawnScreen';

// Yuebao opens on the plans on sale and the member's main wallet. The drawn screen holds a plan card's template,
// with its sentences in the page's language, and the list without plans; the filler draws them from the early
// script's own read of the plans, and the wallet from the member's info. Filled, it must show what the app shows
// from the same answers: each plan's facts, and a note in place of the buy button where a plan cannot be bought.

const API = TEST_API;
const ok = okAnswer;
const INFO = { id: 7, name: 'english1', money: '12345.6', is_demo: 0 };
const plan = (id: number, extra: Record<string, unknown>) => ({
  id,
  SettingName: `Plan ${id}`,
  MinAmount: '10.00',
  MaxAmount: '10000.00',
  SettleTime: 24,
  IsCycleSettle: 1,
  Rate: '0.5',
  TotalCount: '100000.00',
  LimitInterest: '500.00',
  LimitOrderIntervalTime: 0,
  InterestAuditMultiple: '2',
  LimitUserOrderCount: '-1',
  RemainingCount: '99990.00',
  UserOrderCount: null,
  LimitOrderInterval: null,
  ...extra,
});
const PLANS = ok([
  plan(1, {}),
  plan(2, { IsCycleSettle: 0, SettleTime: 1000, LimitUserOrderCount: '2000.00', UserOrderCount: '1995.00' }),
  plan(3, { RemainingCount: '9.99', LimitOrderIntervalTime: 12, LimitOrderInterval: '2026-12-01 08:00:00' }),
  plan(4, { SettingName: '<img src=x onerror=alert(1)>', LimitUserOrderCount: '3000.00', UserOrderCount: '10.00' }),
]);
let answer: object = PLANS;
mockPlatform(
  [
    http.post(`${API}/auth/me`, () => HttpResponse.json(ok(INFO))),
    http.post(`${API}/yuebao/getMemberYuebaoList`, () => HttpResponse.json(answer)),
  ],
  () => screens.Yuebao(),
);
afterEach(() => {
  answer = PLANS;
});

const drawn = () =>
  drawnFilled('Yuebao', '/Member/Yuebao', {
    member: true,
    info: ok(INFO),
    reads: { 'yuebao/getMemberYuebaoList': answer },
  });
const app = () => appOn('/Member/Yuebao', { api: API, shown: '.yb-list, .yb-empty' });

/** What a member sees: the wallet, and each card's shown parts, words and figures. */
function seen(root: Element) {
  const shown = (el: Element) => !el.closest('.off');
  return {
    wallet: root.querySelector('.yb-wallet')?.textContent,
    cards: [...root.querySelectorAll('.yb-card')].map((li) =>
      [...li.querySelectorAll('h2, .yb-rate, dt, dd, .yb-block, button')].filter(shown).map((e) => e.textContent),
    ),
    empty: root.querySelector('.yb-empty')?.textContent ?? null,
  };
}

test("each plan is drawn as the app draws it from the same answer, and the member's wallet", async () => {
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  expect(el.querySelector('[data-fill-rows], .skeleton, .skeleton-line')).toBeNull();
  const view = await app();
  expect(seen(el)).toEqual(seen(view.container));
  const [open, capped, soldOut, odd] = seen(el).cards;
  expect(seen(el).wallet).toBe('Main wallet $12,345.60');
  expect(open).toEqual(expect.arrayContaining(['$99,990.00 left of $100,000.00', 'Cyclic, every 24 h', 'No limit']));
  expect(open).toContain('Buy now');
  // 5.00 under the cap is less than ten: the cap is reached, whatever the sale has left. Hours go in as written.
  expect(capped).toEqual(expect.arrayContaining(['Single, after 1000 h', '$1,995.00 of $2,000.00 bought']));
  expect(capped).toContain('Purchase quantity reached the cap');
  expect(capped).not.toContain('Buy now');
  expect(soldOut).toEqual(expect.arrayContaining(['Sold out', '12 hYou can buy again from 2026-12-01 08:00:00']));
  // The server's words are text, never markup.
  expect(odd[0]).toBe('<img src=x onerror=alert(1)>');
  expect(el.querySelector('[onerror]')).toBeNull();
  view.unmount();
});

test('no plan on sale: the list says so, as the app does', async () => {
  answer = ok([]);
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  const view = await app();
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).empty).toBe('No plans yet');
  view.unmount();
});
