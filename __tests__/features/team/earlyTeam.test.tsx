import { http, HttpResponse } from 'msw';
import { screens } from '@/app/routes';
import { appOn, drawnFilled, mockPlatform, okAnswer, TEST_API } from '../../app/drawnScreen';

// An agent opens the team area on its overview: the team's counts, the 15-day chart's legend and the last day's
// money, and the report for the week. The drawn screen holds the tabs and that overview as a template; the filler
// draws it from the early script's own reads of the downline, the chart and the report (an agent's reads: for
// anyone else they are not sent, and the app draws the screen). Filled, it must show what the app shows.

const API = TEST_API;
const ok = okAnswer;
const agent = { id: 9, name: 'agent001', money: '10', is_demo: 0, agent_id: 4 };
const CHILDREN = {
  ...ok({ data: [], current_page: 1, last_page: 1, total: 0 }),
  sum: { team_total_count: 12, team_direct_count: 5, today_new_count: 2 },
};
const day = (date: string, win: string) => ({
  date,
  recharge: '100.10',
  drawing: '20',
  game_record: '300.00',
  win,
  fanshui: '1.5',
  hongli: '0',
});
const CHART = [day('2026-11-28', '-10.25'), day('2026-11-29', '40.00')];
const REPORT = {
  total_count: 12,
  new_member_count: 2,
  active_count: 4,
  total_recharge: '1234.50',
  total_online: '100.00',
  total_drawing: '300.00',
  total_validbet_amount: '5000.00',
  total_shuyin: '-250.75',
  total_fanshui: '12.00',
  total_hongli: '8.00',
  total_other: '0',
  total_sy: '180.25',
};
let chart: object = ok(CHART);
mockPlatform(
  [
    http.post(`${API}/auth/me`, () => HttpResponse.json(ok(agent))),
    http.post(`${API}/team/childlist`, () => HttpResponse.json(CHILDREN)),
    http.post(`${API}/team/chart`, () => HttpResponse.json(chart)),
    http.post(`${API}/team/report`, () => HttpResponse.json(ok(REPORT))),
  ],
  () => screens.Promotion(),
);
afterEach(() => {
  chart = ok(CHART);
});

const drawn = (info: object = agent) =>
  drawnFilled('Promotion', '/Member/Promotion', {
    member: true,
    info: ok(info),
    reads: { 'team/childlist': CHILDREN, 'team/chart': chart, 'team/report': ok(REPORT) },
  });

/** What an agent sees: each part's words and figures in order, the signed figures' colours, the swatches' colours. */
function seen(root: Element) {
  const words = [
    ...root.querySelectorAll(
      '.segmented-tab, .team-stats dt, .team-stats dd, .team-card h2:not(.visually-hidden), .chart-key, .chart-day strong, .chart-readout div, .team-report div',
    ),
  ].map((e) => e.textContent);
  return {
    words,
    signs: [...root.querySelectorAll('.signed-money')].map((e) => e.className),
    swatches: [...root.querySelectorAll<HTMLElement>('.chart-swatch')].map((e) => e.style.backgroundColor),
    earlier: [...root.querySelectorAll<HTMLButtonElement>('.chart-day button')].map((b) => b.disabled),
  };
}

test("an agent's overview: the counts, the chart's totals and last day, and the week's report, as the app draws them", async () => {
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  expect(el.querySelector('[data-fill-rows], .skeleton-block, .skeleton')).toBeNull();
  const view = await appOn('/Member/Promotion', { api: API, shown: '.team-report' });
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).words).toEqual(
    expect.arrayContaining([
      'Team members',
      '12',
      'Deposits200.20',
      // The legend's win over both days: −10.25 + 40.00.
      'Win/loss+29.75',
      '2026-11-29',
      'Win/loss+$40.00',
      'Deposits$1,234.50',
      'Members’ win/loss−$250.75',
      'Team result+$180.25',
    ]),
  );
  expect(seen(el).signs).toContain('signed-money down');
  expect(seen(el).swatches).toContain('rgb(37, 99, 235)');
  // The last day is shown: an earlier one can be picked, a later one cannot.
  expect(seen(el).earlier).toEqual([false, true]);
  view.unmount();
});

test("for anyone but an agent the team's reads are not sent: the skeleton stays, for the app's own view", async () => {
  const { el } = await drawnFilled('Promotion', '/Member/Promotion', {
    member: true,
    info: ok({ ...agent, agent_id: 0 }),
    reads: { 'team/childlist': null, 'team/chart': null, 'team/report': null },
  });
  expect(el.querySelector('[data-fill-rows="teamOverview"]')).not.toBeNull();
  expect(el.querySelector('.team-stats')).toBeNull();
});

test('a chart without days, which the app says in words, is left to the app', async () => {
  chart = ok([]);
  const { el } = await drawn();
  expect(el.querySelector('[data-fill-rows="teamOverview"]')).not.toBeNull();
  expect(el.querySelector('.team-stats')).toBeNull();
});
