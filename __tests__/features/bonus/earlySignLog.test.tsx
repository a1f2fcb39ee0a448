import { http, HttpResponse } from 'msw';
import type { Locale } from '@i18n/locales';
import { appOn, drawnFilled, mockPlatform, okAnswer, TEST_API } from '../../app/drawnScreen';
import { screens } from '@/app/routes';

// The sign-in history opens on the member's sign-ins. The drawn screen holds a row's template, with the row's
// sentence in the page's language, and the history without sign-ins; the filler draws them from the early
// script's own read. Filled, it must say what the app says from the same answer.

const API = TEST_API;
const ok = okAnswer;
const INFO = { id: 7, name: 'english1', money: '10', is_demo: 0 };
const sign = (id: number, day: string, days: number, money: string) => ({
  id,
  day,
  days,
  money,
  created_at: `${day} 09:00:0${id}`,
});
const page = (rows: object[], last = 1) => ok({ data: rows, current_page: 1, last_page: last, total: rows.length });
const SIGNS = page([sign(2, '2026-11-29', 2, '2.5'), sign(1, '2026-11-28', 1, '1234.5')]);
let answer: object = SIGNS;
mockPlatform(
  [
    http.post(`${API}/auth/me`, () => HttpResponse.json(ok(INFO))),
    http.get(`${API}/dailybonus/money/history`, () => HttpResponse.json(answer)),
  ],
  () => screens.DailyBonusLog(),
);
afterEach(() => {
  answer = SIGNS;
});

const drawn = (lang: Locale = 'en') =>
  drawnFilled(
    'DailyBonusLog',
    '/dailybonus/log',
    { member: true, info: ok(INFO), reads: { 'dailybonus/money/history': answer } },
    lang,
  );

const app = (lang: Locale = 'en') => appOn('/dailybonus/log', { api: API, shown: '.vlist, .list-empty', lang });

/** What a member reads: each row's words and figures, the list's footer, or what the empty history says. */
function seen(root: Element) {
  const texts = (selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent);
  return { rows: texts('.bonus-row'), footer: texts('.list-footer'), empty: texts('.list-empty') };
}

test.each<Locale>(['en', 'zh_cn'])(
  'the sign-ins are drawn as the app draws them from the same answer (%s)',
  async (lang) => {
    const { el, filled } = await drawn(lang);
    expect(filled).toBe(true);
    expect(el.querySelector('[data-fill-rows], .skeleton-line')).toBeNull();
    const view = await app(lang);
    expect(seen(el)).toEqual(seen(view.container));
    if (lang === 'en')
      expect(seen(el).rows).toEqual([
        '2026-11-29 · day 2 of the streak2026-11-29 09:00:02$2.50',
        '2026-11-28 · day 1 of the streak2026-11-28 09:00:01$1,234.50',
      ]);
    view.unmount();
  },
);

test('no sign-in yet: the history says so, with the way to sign in, as the app does', async () => {
  answer = page([]);
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  const view = await app();
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).empty).toEqual(['No sign-ins yetSign in']);
  view.unmount();
});
