import { http, HttpResponse } from 'msw';
import { screens } from '@/app/routes';
import { platformDate } from '@/lib/signCalendar';
import { appOn, drawnFilled, mockPlatform, okAnswer, TEST_API } from '../../app/drawnScreen';

// The daily sign-in opens on this month's sign-ins, the streak, the calendar, the streak's awards and the reward of
// each day. The drawn screen holds the view as a template with the lists' slots in it (the calendar's weeks, the
// awards, the rewards), its sentences (plurals among them) in the page's language; the filler draws it all from the
// early script's own reads of the month and the awards. Filled, it must be what the app shows from the same answers.

const API = TEST_API;
const ok = okAnswer;
const info = { id: 7, name: 'english1', money: '10', is_demo: 0 };
const today = platformDate(Date.now()).day;
let month: object = ok({ checked_day: [today] });
let awards: object = ok({
  list: [
    { id: 1, days: 1, money: '3.00', status: 2 },
    { id: 2, days: 2, money: '8.80', status: 1 },
    { id: 3, days: 7, money: '28.80', status: 0 },
  ],
  config: {
    continuous_days: 2,
    today_checked: 1,
    rewards: [
      { day: 1, money: '1.00' },
      { day: 2, money: '2.00' },
      { day: 3, money: '3.50' },
    ],
  },
});
const AWARDS = awards;
mockPlatform(
  [
    http.post(`${API}/auth/me`, () => HttpResponse.json(ok(info))),
    http.get(`${API}/dailybonus/history`, () => HttpResponse.json(month)),
    http.get(`${API}/dailybonus/award/list`, () => HttpResponse.json(awards)),
  ],
  () => screens.DailyBonus(),
);
afterEach(() => {
  month = ok({ checked_day: [today] });
  awards = AWARDS;
});

const drawn = () =>
  drawnFilled('DailyBonus', '/dailybonus', {
    member: true,
    info: ok(info),
    reads: { 'dailybonus/history': month, 'dailybonus/award/list': awards },
  });

/** What a member sees: every shown part's words, and each calendar day's marks. */
function seen(root: Element) {
  const shown = (el: Element) => !el.closest('.off');
  return {
    words: [
      ...root.querySelectorAll(
        '.bonus-head p, .bonus-head button, caption, .sign-awards li > *, .sign-rewards li, .bonus-muted',
      ),
    ]
      .filter(shown)
      .map((e) => e.textContent),
    days: [...root.querySelectorAll('.sign-calendar tbody td')].map((td) => `${td.className}:${td.textContent}`),
  };
}

test('the head, the calendar, the awards and the rewards are drawn as the app draws them', async () => {
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  expect(el.querySelector('[data-fill-rows], .skeleton-block, .skeleton-line')).toBeNull();
  const view = await appOn('/dailybonus', { api: API, shown: '.sign-calendar' });
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).words).toEqual(
    expect.arrayContaining([
      'Signed in on 1 day this month',
      '2-day streak',
      'Signed in today. Come back tomorrow!',
      '1 day in a row',
      'Claimed',
      '2 days in a row',
      'Claim',
      '7 days in a row',
      '5 days to go',
      'Day 3$3.50',
    ]),
  );
  expect(seen(el).words).not.toContain('Sign in now');
  expect(seen(el).days).toContain(`sign-day signed today:${today}✓signed intoday`);
  view.unmount();
});

test('not signed in today, no reward table: the reward and the button, no rewards part', async () => {
  month = ok({ checked_day: [] });
  awards = ok({ list: [], config: { continuous_days: 0, today_checked: 0, rewards: [] } });
  const { el } = await drawn();
  const view = await appOn('/dailybonus', { api: API, shown: '.sign-calendar' });
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).words).toEqual(expect.arrayContaining(['Signed in on 0 days this month', 'Sign in now']));
  expect(el.querySelector('.sign-rewards')?.closest('.off')).not.toBeNull();
  view.unmount();
});

test("a failed read of this month's sign-ins leaves the skeleton for the app", async () => {
  month = { status: 'error', code: 500, message: 'down' };
  const { el } = await drawn();
  expect(el.querySelector('[data-fill-rows="signIn"]')).not.toBeNull();
  expect(el.querySelector('.sign-calendar')).toBeNull();
});
