import { http, HttpResponse } from 'msw';
import { screens } from '@/app/routes';
import { fillFigures } from '@/early/fill';
import { appOn, drawnMarkup, mockPlatform, okAnswer, TEST_API } from '../../app/drawnScreen';

// A supplier's game list opens on its games. The build draws it at one address of its route, with a row to repeat
// and the game types' names; the filler draws the rows from the early read of the list the address names, and the
// title from the address. Filled, it must be what the app shows from the same answer, and nothing of a game's data
// may run or load from anywhere but http(s).

const API = TEST_API;
const ok = okAnswer;
const PATTERN = '/Main/recommendGame/:api_code/:gametype';
const game = (name: string, extra: Record<string, unknown> = {}) => ({
  id: name.length,
  name,
  api_name: 'AG',
  game_code: `g-${name.length}`,
  game_type: 1,
  img_url: `https://cdn.test/${name.length}.png`,
  tags: '',
  api: { api_title: 'AG Live' },
  ...extra,
});
const GAMES = [
  game('Baccarat', { tags: 'hot,new' }),
  game('<img src=x onerror=alert(1)>', { img_url: 'javascript:alert(1)' }),
  game('Roulette', { tags: 'new', img_url: null }),
];
const page = { data: GAMES, current_page: 1, last_page: 2, total: 30 };
mockPlatform([http.get(`${API}/games/lists`, () => HttpResponse.json(ok(page)))], () => screens.RecommendGame());

/** The list as the build draws it, at the address `hash` names, filled from `reads`. */
async function drawn(hash: string, reads: Record<string, unknown>) {
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('RecommendGame', '/Main/recommendGame/PG/3', 'en', false, PATTERN);
  window.location.hash = hash;
  return { el, filled: fillFigures(el, { member: false, info: null, reads }, 'en', 844) };
}

/** What a member sees: the title, the tags, and each row's words and picture. */
function seen(root: Element) {
  const shown = (el: Element) => !el.closest('.off');
  return {
    title: root.querySelector('.nav-title')?.textContent,
    tags: [...root.querySelectorAll('.game-tags')].filter(shown).length,
    rows: [...root.querySelectorAll('.game-row')].map((row) => ({
      words: [...row.querySelectorAll('.game-name, .game-meta > span')].filter(shown).map((e) => e.textContent),
      picture: row.querySelector('img')?.getAttribute('src') ?? null,
    })),
  };
}

test('the games, their marks and pictures, and the title the address names are drawn as the app draws them', async () => {
  const { el, filled } = await drawn('#/Main/recommendGame/ag/1', { 'games/lists': ok(page) });
  expect(filled).toBe(true);
  const view = await appOn('/Main/recommendGame/ag/1', { api: API, shown: '.game-row', member: false });
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).title).toBe('AG · Live casino');
  expect(seen(el).tags).toBe(1);
  expect(seen(el).rows[0]).toEqual({ words: ['Baccarat', 'Hot', 'New', 'AG Live'], picture: 'https://cdn.test/8.png' });
  // A name is text; a picture that is not http(s) is not loaded.
  expect(seen(el).rows[1]).toEqual({ words: ['<img src=x onerror=alert(1)>', 'AG Live'], picture: null });
  expect(el.querySelector('[onerror], script')).toBeNull();
  view.unmount();
});

test('the local lottery, which is not such a list, is left to the app: no title, no tags, the skeleton', async () => {
  const { el, filled } = await drawn('#/Main/recommendGame/JZ/4', {});
  expect(filled).toBe(false);
  expect(seen(el)).toEqual({ title: '', tags: 0, rows: [] });
  expect(el.querySelector('[data-fill-rows] .skeleton-line')).not.toBeNull();
});
