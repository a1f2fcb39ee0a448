import { http, HttpResponse } from 'msw';
import { appOn, drawnFilled, mockPlatform, okAnswer, TEST_API } from '../../app/drawnScreen';
import { screens } from '@/app/routes';

// The rebate screen opens on what is due: the head's figures, each game type's line and the claim. The drawn screen
// holds slots for the head and a template of a line and the claim, which the filler writes from the early script's
// own read of the list. Filled, it must say what the app says from the same answer, to the cent.

const API = TEST_API;
const ok = okAnswer;
const INFO = { id: 7, name: 'english1', money: '10', fs_money: '2.5', ml_money: '0', is_demo: 0 };
const line = (gameType: number, text: string, valid: string, rate: string, due: number) => ({
  gameType,
  game_type_text: text,
  api_names: 'AG,PG',
  total_valid: valid,
  rate,
  fs_money: due,
});
const LIST = ok([line(1, 'Live', '12345.67', '0.8', 98.77), line(3, 'Slots', '6543.21', '1.1', 71.98)], {
  deadtime: 1764300000,
  today: '12.5',
  yesterday: 0,
  total: '1000.1',
});
let answer: object = LIST;
mockPlatform(
  [
    http.post(`${API}/auth/me`, () => HttpResponse.json(ok(INFO))),
    http.get(`${API}/fsnow/list`, () => HttpResponse.json(answer)),
  ],
  () => screens.Fsnow(),
);
afterEach(() => {
  answer = LIST;
});

const drawn = () =>
  drawnFilled('Fsnow', '/Member/Fsnow', { member: true, info: ok(INFO), reads: { 'fsnow/list': answer } });

const app = () => appOn('/Member/Fsnow', { api: API, shown: '.fs-lines, .fs-empty' });

/** What a member reads: the head's figures, each line's words and figures, and whether the claim can be made. */
function seen(root: Element) {
  const texts = (selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent);
  return {
    head: texts('.fs-head [data-fill]'),
    lines: texts('.fs-line'),
    claim: [...root.querySelectorAll<HTMLButtonElement>('.btn-block')].map((b) => `${b.textContent} ${b.disabled}`),
  };
}

test('the head, the lines and the claim are drawn as the app draws them from the same answer', async () => {
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  // Only the rebate wallet's balance is left to the app (the member's, not the list's).
  expect(el.querySelector('[data-fill-rows], .fs-head .skeleton')).toBeNull();
  const view = await app();
  expect(seen(el)).toEqual(seen(view.container));
  // The total due is the exact sum of the lines, not the platform's total paid.
  expect(seen(el).head).toEqual(['$170.75', '$12.50', '$0.00', '$1,000.10']);
  expect(seen(el).claim).toEqual(['Claim false']);
  view.unmount();
});

test('nothing due: the claim is drawn as the app draws it, not to be tapped', async () => {
  answer = ok([line(1, 'Live', '0.5', '0.8', 0)], { deadtime: 1, today: 0, yesterday: 0, total: 0 });
  const { el } = await drawn();
  const view = await app();
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).claim[0]).toMatch(/ true$/);
  view.unmount();
});

test('no lines yet: the head is drawn, the lines are left to the app', async () => {
  answer = ok([], { deadtime: 1, today: 0, yesterday: 0, total: 0 });
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  expect(seen(el).head).toEqual(['$0.00', '$0.00', '$0.00', '$0.00']);
  expect(el.querySelector('[data-fill-rows]')).not.toBeNull();
});
