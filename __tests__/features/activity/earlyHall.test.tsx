import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { appOn, drawnMarkup } from '../../app/drawnScreen';
import { screens } from '@/app/routes';
import { fillFigures } from '@/early/fill';

// The activity hall opens on its cards, covers first. The drawn hall holds a template of the line on the latest
// application and of a card; the filler draws them from the early script's own read of the hall (a public read,
// for visitors and members alike). Filled, the view must be the app's hall from the same answer, and a cover
// only ever an http(s) address.

const API = 'http://api.test/api';
const ok = (data: unknown) => ({ status: 'success', code: 200, message: '', data });
const card = (id: number, title: string, subtitle: string, hall: string | null, cover: string) => ({
  id,
  title,
  subtitle,
  hall_image: hall,
  cover_image: cover,
  type: 1,
  type_text: 'Deposit',
  content: '',
  apply_type: 2,
  apply_url: null,
  apply_desc: null,
  hall_field: '',
  date_desc: null,
  rule_content: null,
});
const HALL = {
  activity: [
    card(1, 'First deposit 100%', 'Up to 8888', 'http://api.test/assets/hall-1.svg', 'http://api.test/assets/c-1.svg'),
    card(2, 'Slots rescue', '', null, 'http://api.test/assets/c-2.svg'),
    card(3, 'Weekend 20%', 'Sat & Sun', 'javascript:alert(1)', ''),
  ],
  random: [{ name: 'aq***0', title: 'First deposit 100%' }],
};
let hall: unknown = HALL;
const server = setupServer(
  http.get(`${API}/act/list`, () => HttpResponse.json(ok(hall))),
  http.all(`${API}/*`, () => HttpResponse.json(ok([]))),
);
beforeAll(async () => {
  window.scrollTo = jest.fn() as never;
  server.listen({ onUnhandledRequest: 'bypass' });
  await screens.Activity();
});
afterAll(() => server.close());

async function drawn(answer: unknown, member = false) {
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('Activity', '/Activity', 'en', member);
  const info = member ? ok({ id: 7, name: 'member01', money: '1', is_demo: 0 }) : null;
  return { el, filled: fillFigures(el, { member, info, reads: { 'act/list': ok(answer) } }, 'en', 844) };
}

const app = () => appOn('/Activity', { api: API, shown: '.act-list', member: false });

/** What a member sees of the hall: each shown part's text, and each cover's address and loading. */
function seen(root: Element) {
  const shown = (el: Element) => !el.classList.contains('off');
  return {
    texts: [...root.querySelectorAll('.act-marquee, .act-card-title, .act-card-sub')]
      .filter(shown)
      .map((e) => e.textContent),
    covers: [...root.querySelectorAll('.act-cover img')]
      .filter(shown)
      .map((i) => [i.getAttribute('src'), i.getAttribute('loading')]),
  };
}

test('the hall is drawn as the app draws it from the same answer, for a visitor and a member', async () => {
  for (const member of [false, true]) {
    const { el, filled } = await drawn(HALL, member);
    expect(filled).toBe(true);
    expect(el.querySelector('[data-fill-rows], .skeleton-line')).toBeNull();
    const view = await app();
    expect(seen(el)).toEqual(seen(view.container));
    view.unmount();
  }
  const { el } = await drawn(HALL);
  expect(seen(el)).toEqual({
    texts: [
      'aq***0 applied for First deposit 100%',
      'First deposit 100%',
      'Up to 8888',
      'Slots rescue',
      'Weekend 20%',
      'Sat & Sun',
    ],
    covers: [
      ['http://api.test/assets/hall-1.svg', 'eager'],
      ['http://api.test/assets/c-2.svg', 'lazy'],
    ],
  });
  expect(el.innerHTML).not.toContain('javascript:');
});

test('no application yet: the line stays hidden, as the app draws none', async () => {
  hall = { ...HALL, random: [] };
  const { el } = await drawn(hall);
  expect(el.querySelector('.act-marquee')?.className).toBe('act-marquee off');
  const view = await app();
  expect(view.container.querySelector('.act-marquee')).toBeNull();
  expect(seen(el)).toEqual(seen(view.container));
  view.unmount();
  hall = HALL;
});

test('an empty hall, or a failed read, is left to the app', async () => {
  expect((await drawn({ activity: [], random: [] })).filled).toBe(false);
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('Activity', '/Activity', 'en', false);
  expect(fillFigures(el, { member: false, info: null, reads: { 'act/list': null } }, 'en', 844)).toBe(false);
  expect(el.querySelector('[data-fill-rows]')).not.toBeNull();
});
