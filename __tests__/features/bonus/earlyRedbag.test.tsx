import { http, HttpResponse } from 'msw';
import { screens } from '@/app/routes';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import { appOn, drawnFilled, mockPlatform, okAnswer, TEST_API } from '../../app/drawnScreen';

// The red packet opens on today's grabs, where they come from, the rules and the log. The drawn screen holds the
// view as a template, with its sentences (plurals among them) in the page's language, and the log's row; the filler
// draws both from the early script's own reads of today's red packet and its log, the rules through the sanitiser.
// Filled, it must show what the app shows from the same answers.

const API = TEST_API;
const ok = okAnswer;
const info = { id: 7, name: 'english1', money: '1234.5', is_demo: 0 };
const TODAY = {
  desc: '<p>Grab <b>daily</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  times: 2,
  used: 1,
  remain: 1,
  today_recharge: '1200.00',
  today_bet: '270.00',
  setting: {
    recharge: [
      [100, 1],
      [1000, 2],
      [5000, 3],
    ],
    bet: [[1000, 1]],
  },
  size: { min: '1.00', max: '18.88' },
};
const LOG = {
  data: [{ id: 3, money: '8.80', created_at: '2026-11-29 10:00:00' }],
  current_page: 1,
  last_page: 1,
  total: 1,
};
let today: object = ok(TODAY);
let log: object = ok(LOG);
mockPlatform(
  [
    http.post(`${API}/auth/me`, () => HttpResponse.json(ok(info))),
    http.get(`${API}/redbag/desc`, () => HttpResponse.json(today)),
    http.post(`${API}/redbag/log`, () => HttpResponse.json(log)),
  ],
  () => screens.RedBag(),
);
afterEach(() => {
  today = ok(TODAY);
  log = ok(LOG);
});

const drawn = () =>
  drawnFilled(
    'RedBag',
    '/RedBag',
    { member: true, info: ok(info), reads: { 'redbag/desc': today, 'redbag/log': log } },
    'en',
    sanitizeHtml,
  );

/** What a member sees: every shown part's words, whether a grab can be tried, the rules' markup. */
function seen(root: Element) {
  const shown = (el: Element) => !el.closest('.off');
  return {
    words: [...root.querySelectorAll('.bonus-head p, .bonus-card h2, .bonus-facts li, .bonus-row span, .list-empty')]
      .filter(shown)
      .map((e) => e.textContent),
    grab: [...root.querySelectorAll<HTMLButtonElement>('.bonus-head button')].map((b) => b.disabled),
    rules: [...root.querySelectorAll('.bonus-rules')].filter(shown).map((r) => r.innerHTML),
  };
}

test("today's grabs, where they come from, the rules and the log are drawn as the app draws them", async () => {
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  expect(el.querySelector('[data-fill-rows], .skeleton-block, .skeleton-line')).toBeNull();
  const view = await appOn('/RedBag', { api: API, shown: '.bonus-row' });
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).words).toEqual(
    expect.arrayContaining([
      'Grabs left today: 1',
      'Main wallet $1,234.50',
      'Deposited today $1,200.00: 2 grabs',
      'Deposit $3,800.00 more for 3 grabs',
      'Valid bets today $270.00: 0 grabs',
      'Bet $730.00 more for 1 grab',
      '$8.80',
    ]),
  );
  expect(seen(el).grab).toEqual([false]);
  // The handler, the script and the address that is not http(s) are gone.
  expect(seen(el).rules).toEqual(['<p>Grab <b>daily</b></p><img alt="">']);
  view.unmount();
});

test('no grab left, no rules, no log: the button unusable, the words that say so, the log empty', async () => {
  today = ok({ ...TODAY, desc: '  ', used: 5, today_recharge: '80000', today_bet: '0' });
  log = ok({ ...LOG, data: [], total: 0 });
  const { el } = await drawn();
  const view = await appOn('/RedBag', { api: API, shown: '.list-empty' });
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).grab).toEqual([true]);
  expect(seen(el).rules).toEqual([]);
  expect(seen(el).words).toEqual(
    expect.arrayContaining(['Grabs left today: 0', 'No grabs left today. Deposit or bet more to earn more.']),
  );
  // The top deposit tier reached: no next step for it.
  expect(seen(el).words.filter((w) => w?.startsWith('Deposit '))).toEqual([]);
  view.unmount();
});

test("a failed read of today's red packet leaves its skeleton for the app", async () => {
  today = { status: 'error', code: 500, message: 'down' };
  const { el } = await drawn();
  expect(el.querySelector('[data-fill-rows="redbag"]')).not.toBeNull();
  expect(el.querySelector('.bonus-head')).toBeNull();
});
