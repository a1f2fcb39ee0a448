import { http, HttpResponse } from 'msw';
import { screens } from '@/app/routes';
import { appOn, drawnFilled, mockPlatform, okAnswer, TEST_API } from '../../app/drawnScreen';

// The VIP screen opens on the member's level, the way to the next one and the table of levels. The drawn screen
// holds the whole view as a template, with its sentences in the page's language and one level's row; the filler
// draws it from the early script's own reads of the VIP table and the member's info. Filled, it must show what the
// app shows from the same answers, bar for bar.

const API = TEST_API;
const ok = okAnswer;
let info: Record<string, unknown> = { id: 7, name: 'english1', money: '10', is_demo: 0, level: 1, level_name: 'VIP1' };
const level = (n: number, deposit: string, bet: string, type: number) => ({
  level: n,
  level_name: n ? `VIP${n}` : '',
  deposit_money: deposit,
  bet_money: bet,
  level_bonus: `${n * 10}.00`,
  week_bonus: `${n}.00`,
  month_bonus: `${n * 3}.00`,
  credit_bonus: `${n * 1000}.00`,
  levelup_type: type,
});
const TABLE = {
  levels: [level(0, '0', '0', 2), level(1, '1000.00', '10000.00', 2), level(2, '5000.00', '50000.00', 4)],
  total_deposit: '3000',
  total_bet: '20000.5',
  levelup_types: { 2: 'Valid bet', 4: 'Deposit and bet' },
  member_levels: { level_bonus: '10.00', day_bonus: 0, week_bonus: '1.00', month_bonus: 0, year_bonus: 0 },
};
let answer: object = ok(TABLE);
mockPlatform(
  [
    http.post(`${API}/auth/me`, () => HttpResponse.json(ok(info))),
    http.get(`${API}/member/vips`, () => HttpResponse.json(answer)),
  ],
  () => screens.Vip(),
);
afterEach(() => {
  answer = ok(TABLE);
  info = { ...info, level: 1, level_name: 'VIP1' };
});

const drawn = () =>
  drawnFilled('Vip', '/Member/Vip', { member: true, info: ok(info), reads: { 'member/vips': answer } });
const app = () => appOn('/Member/Vip', { api: API, shown: '.vip-head' });

/** What a member sees: every shown part's words, each bar's width, and which level is marked the member's. */
function seen(root: Element) {
  const shown = (el: Element) => !el.closest('.off');
  return {
    words: [...root.querySelectorAll('.vip-head p, .vip-card h2, .vip-card > p, .vip-step p, dt, dd, h3, .vip-badge')]
      .filter(shown)
      .map((e) => e.textContent),
    bars: [...root.querySelectorAll<HTMLElement>('.progress-fill')].filter(shown).map((b) => b.style.width),
    current: [...root.querySelectorAll('.vip-level-current h3')].map((e) => e.textContent),
  };
}

test('the standing, the steps to the next level and the table are drawn as the app draws them', async () => {
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  expect(el.querySelector('[data-fill-rows], .skeleton-block, .skeleton-line')).toBeNull();
  const view = await app();
  expect(seen(el)).toEqual(seen(view.container));
  // Level 2 asks for deposit and bet: both steps, each with its bar, and the figures exact to the cent.
  expect(seen(el).bars).toEqual(['60%', '40%']);
  expect(seen(el).words).toEqual(
    expect.arrayContaining(['On the way to VIP2', 'Deposit $2,000.00 more for VIP2', '$20,000.50 of $50,000.00']),
  );
  expect(seen(el).current).toEqual(['VIP1']);
  view.unmount();
});

test('at the top level: the top words, no steps', async () => {
  info = { ...info, level: 2, level_name: 'VIP2' };
  const { el } = await drawn();
  const view = await app();
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).bars).toEqual([]);
  expect(seen(el).current).toEqual(['VIP2']);
  view.unmount();
});

test('a failed read draws nothing: the skeleton stays for the app', async () => {
  answer = { status: 'error', code: 500, message: 'down' };
  const { el, filled } = await drawn();
  expect(filled).toBe(false);
  expect(el.querySelector('[data-fill-rows]')).not.toBeNull();
});
