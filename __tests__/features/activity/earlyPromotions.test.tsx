import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { appOn, drawnMarkup } from '../../app/drawnScreen';
import { screens } from '@/app/routes';
import { fillFigures } from '@/early/fill';

// The Promotions tab opens on its category chips and cards. The drawn tab holds a template of each; the filler
// draws them from the early script's own read of the promotions, filtered by the category the address names, as
// the app filters them.

const API = 'http://api.test/api';
const ok = (data: unknown) => ({ status: 'success', code: 200, message: '', data });
const promo = (id: number, title: string, type: number, typeText: string) => ({
  id,
  title,
  subtitle: `About ${title}`,
  cover_image: `http://api.test/assets/p-${id}.svg`,
  type,
  type_text: typeText,
});
const PROMOTIONS = [
  promo(1, 'First deposit', 3, 'Deposit'),
  promo(2, 'Daily rebate', 1, 'Rebate'),
  promo(3, 'Weekend deposit', 3, 'Deposit'),
];
let answer: unknown = PROMOTIONS;
const server = setupServer(
  http.get(`${API}/activities`, () => HttpResponse.json(ok(answer))),
  http.all(`${API}/*`, () => HttpResponse.json(ok([]))),
);
beforeAll(async () => {
  window.scrollTo = jest.fn() as never;
  server.listen({ onUnhandledRequest: 'bypass' });
  await screens.MainActivity();
});
afterEach(() => {
  answer = PROMOTIONS;
  window.location.hash = '';
});
afterAll(() => server.close());

/** The visitor's drawn tab at `path`, filled from the promotions `answer`. */
async function drawn(path: string) {
  window.location.hash = `#${path}`;
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('MainActivity', '/Main/activity', 'en', false);
  const filled = fillFigures(el, { member: false, info: null, reads: { activities: ok(answer) } }, 'en', 844);
  return { el, filled };
}

const app = (path: string) => appOn(path, { api: API, shown: '.act-list, .query-state', member: false });

/** What a member sees: the chips (the chosen one marked) and each card's title, as shown. */
function seen(root: Element) {
  const shown = (el: Element) => !el.closest('.off');
  return {
    chips: [...root.querySelectorAll('.chip')]
      .filter(shown)
      .map((c) => `${c.textContent}${c.classList.contains('chip-on') ? ' (on)' : ''}`),
    checked: [...root.querySelectorAll<HTMLInputElement>('.chip input')].filter(shown).map((i) => i.checked),
    cards: [...root.querySelectorAll('.act-card-title')].map((c) => c.textContent),
  };
}

test.each(['/Main/activity', '/Main/activity?type=3', '/Main/activity?type=9'])(
  '%s: the chips and cards are drawn as the app draws them from the same answer',
  async (path) => {
    const { el, filled } = await drawn(path);
    expect(filled).toBe(true);
    expect(el.querySelector('[data-fill-rows]')).toBeNull();
    const view = await app(path);
    expect(seen(el)).toEqual(seen(view.container));
    view.unmount();
  },
);

test('the category the address names is the chosen chip, and only its promotions are drawn', async () => {
  const { el } = await drawn('/Main/activity?type=3');
  expect(seen(el)).toEqual({
    chips: ['All', 'Deposit (on)', 'Rebate'],
    checked: [false, true, false],
    cards: ['First deposit', 'Weekend deposit'],
  });
});

test('one category: no chips, as the app shows none', async () => {
  answer = [PROMOTIONS[0], PROMOTIONS[2]];
  const { el } = await drawn('/Main/activity');
  expect(el.querySelector('.act-tabs')?.className).toBe('act-tabs off');
  const view = await app('/Main/activity');
  expect(view.container.querySelector('.act-tabs')).toBeNull();
  expect(seen(el)).toEqual(seen(view.container));
  view.unmount();
});
