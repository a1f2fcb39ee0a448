import { http, HttpResponse } from 'msw';
import { screens } from '@/app/routes';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import { appOn, drawnFilled, mockPlatform, okAnswer, TEST_API } from '../../app/drawnScreen';

// The wheel opens on its disc, today's spins, where they come from, the prizes, the rules and the log. The drawn
// screen holds the view as a template, with its sentences (plurals among them) in the page's language, the disc's
// label and a prize as rows of their own, and the log's row; the filler draws them from the early script's own reads
// of the setting, today's spins (read with the member's name) and the log, the rules through the sanitiser. Filled,
// it must show what the app shows from the same answers.

const API = TEST_API;
const ok = okAnswer;
const info = { id: 7, name: 'english1', money: '1234.5', is_demo: 0 };
const SETTING = {
  prizes: [
    { id: 1, name: 'Thanks', money: '0.00' },
    { id: 2, name: '1.88 cash', money: '1.88' },
    { id: 3, name: '<b>888</b> cash', money: '888.00' },
  ],
  desc: '<p>Spin <b>daily</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  per: 100,
  max: 5,
};
const TODAY = { times: 2, used: 1, remain: 1, today_recharge: '250.00' };
const LOG = {
  data: [{ id: 3, prize_id: 2, name: '1.88 cash', money: '1.88', created_at: '2026-11-29 10:00:00' }],
  current_page: 1,
  last_page: 1,
  total: 1,
};
let setting: object = ok(SETTING);
let today: object = ok(TODAY);
let log: object = ok(LOG);
const asked: unknown[] = [];
mockPlatform(
  [
    http.post(`${API}/auth/me`, () => HttpResponse.json(ok(info))),
    http.get(`${API}/wheel/setting`, () => HttpResponse.json(setting)),
    http.post(`${API}/wheel/query`, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json(today);
    }),
    http.post(`${API}/wheel/log`, () => HttpResponse.json(log)),
  ],
  () => screens.Wheel(),
);
afterEach(() => {
  setting = ok(SETTING);
  today = ok(TODAY);
  log = ok(LOG);
});

const drawn = () =>
  drawnFilled(
    'Wheel',
    '/Wheel',
    { member: true, info: ok(info), reads: { 'wheel/setting': setting, 'wheel/query': today, 'wheel/log': log } },
    'en',
    sanitizeHtml,
  );

/**
 * What a member sees: every shown part's words, the disc's labels and their turns, whether a spin can be tried, the
 * way to deposit, the rules' markup.
 */
function seen(root: Element) {
  const shown = (el: Element) => !el.closest('.off');
  return {
    words: [
      ...root.querySelectorAll('.bonus-head p, .bonus-card h2, .bonus-facts li, .wheel-prizes li, .bonus-row span'),
    ]
      .filter(shown)
      .map((e) => e.textContent),
    labels: [...root.querySelectorAll<HTMLElement>('.wheel-disc > .wheel-label')].map((l) => [
      l.className,
      l.style.transform,
      l.textContent,
    ]),
    spin: [...root.querySelectorAll<HTMLButtonElement>('.bonus-head button')].map((b) => b.disabled),
    deposit: [...root.querySelectorAll('.bonus-card a')].filter(shown).map((a) => a.textContent),
    rules: [...root.querySelectorAll('.bonus-rules')].filter(shown).map((r) => r.innerHTML),
  };
}

test("the disc, today's spins, where they come from, the prizes, the rules and the log are drawn as the app draws them", async () => {
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  expect(el.querySelector('[data-fill-rows], .skeleton-block, .skeleton-line')).toBeNull();
  asked.length = 0;
  const view = await appOn('/Wheel', { api: API, shown: '.bonus-row' });
  // The app reads today's spins with the member's name, as the early script does.
  expect(asked).toEqual([{ name: 'english1' }]);
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).words).toEqual(
    expect.arrayContaining([
      'Main wallet $1,234.50',
      'Spins left today: 1',
      'One spin per $100.00 deposited, up to 5 a day',
      'Deposited today $250.00: 2 spins',
      'Deposit $50.00 more for another spin',
      '<b>888</b> cash',
      '1.88 cash',
    ]),
  );
  // A prize that pays shows what it pays; one that pays nothing, its name. Each is turned to its sector's middle.
  expect(seen(el).labels).toEqual([
    ['wheel-label dark', 'rotate(60deg)', 'Thanks'],
    ['wheel-label light flip', 'rotate(180deg)', '$1.88'],
    ['wheel-label dark', 'rotate(300deg)', '$888.00'],
  ]);
  expect(seen(el).spin).toEqual([false]);
  expect(seen(el).deposit).toEqual(['Deposit']);
  // The handler, the script and the address that is not http(s) are gone.
  expect(seen(el).rules).toEqual(['<p>Spin <b>daily</b></p><img alt="">']);
  view.unmount();
});

test("today's maximum reached and every spin used, no rules, no log: the button unusable, no way to deposit", async () => {
  setting = ok({ ...SETTING, desc: ' ' });
  today = ok({ ...TODAY, used: 5, today_recharge: '800.00' });
  log = ok({ ...LOG, data: [], total: 0 });
  const { el } = await drawn();
  const view = await appOn('/Wheel', { api: API, shown: '.list-empty' });
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).spin).toEqual([true]);
  expect(seen(el).deposit).toEqual([]);
  expect(seen(el).rules).toEqual([]);
  expect(seen(el).words).toEqual(
    expect.arrayContaining([
      'Spins left today: 0',
      'Deposited today $800.00: 5 spins',
      'You have earned today’s maximum',
    ]),
  );
  view.unmount();
});

test("a failed read of today's spins leaves the skeleton for the app", async () => {
  today = { status: 'error', code: 500, message: 'down' };
  const { el } = await drawn();
  expect(el.querySelector('[data-fill-rows="wheel"]')).not.toBeNull();
  expect(el.querySelector('.wheel-disc')).toBeNull();
});
