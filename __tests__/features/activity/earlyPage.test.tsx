import { http, HttpResponse } from 'msw';
import { screens } from '@/app/routes';
import { fillFigures } from '@/early/fill';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import { appOn, drawnMarkup, mockPlatform, okAnswer, TEST_API } from '../../app/drawnScreen';

// An activity's page (the hall's, /Activity/:id, and the promotions', /Main/activity/:id) opens on the activity:
// its title, time, content, how to apply and rules, the operator's HTML. The build draws the page once for every
// activity; the filler with the sanitiser writes it from the early script's own read of the one opened. Filled, it
// must be what the app shows from the same answer, part for part, and never what the sanitiser takes out.

const API = TEST_API;
const ok = okAnswer;
const activity = (extra: Record<string, unknown>) => ({
  id: 5,
  title: 'Deposit bonus <b>100%</b>',
  subtitle: '',
  type: 1,
  type_text: 'Deposit',
  cover_image: '',
  hall_image: '',
  hall_field: '',
  date_desc: 'All year',
  content: '<p>Get <strong>100%</strong> more.</p><img src="x" onerror="alert(1)">',
  apply_type: 0,
  apply_url: null,
  apply_desc: '<p onclick="alert(2)">Paid in an hour.</p>',
  rule_content: '<ol><li>One per member.</li></ol><script>alert(3)</script>',
  ...extra,
});
let answer: unknown = activity({});
mockPlatform([http.get(`${API}/act/5`, () => HttpResponse.json(ok(answer)))], () =>
  Promise.all([screens.ActivityDetail(), screens.MainActivityDetail()]),
);
afterEach(() => {
  answer = activity({});
});

const PAGES = {
  hall: { screen: 'ActivityDetail', path: '/Activity/5', pattern: '/Activity/:id' },
  promotions: { screen: 'MainActivityDetail', path: '/Main/activity/5', pattern: '/Main/activity/:id' },
} as const;

/** A visitor's drawn page, filled by the filler with the sanitiser from the early read of the activity. */
async function drawn(page: keyof typeof PAGES) {
  const { screen, path, pattern } = PAGES[page];
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup(screen, pattern.replace(':id', '1'), 'en', false, pattern);
  window.location.hash = `#${path}`;
  const answers = { member: false, info: null, reads: { 'act/:id': ok(answer) } };
  return { el, filled: fillFigures(el, answers, 'en', 844, sanitizeHtml) };
}

const app = (page: keyof typeof PAGES) => appOn(PAGES[page].path, { api: API, shown: '.act-detail', member: false });

/** What a reader sees of the page: each shown part's words, the HTML slots, and the way to apply. */
function seen(root: Element) {
  const article = root.querySelector('.act-detail');
  const shown = (el: Element) => !el.closest('.off');
  return {
    parts: [...(article?.querySelectorAll('h2, h3, p, [data-fill-html]') ?? [])]
      .filter(shown)
      .map((e) => e.textContent),
    html: [...(article?.querySelectorAll('[data-fill-html]') ?? [])].map((e) => [
      e.getAttribute('data-fill-html'),
      e.innerHTML,
    ]),
    apply: [...(article?.querySelectorAll('.act-apply > *') ?? [])]
      .filter(shown)
      .map((e) => [e.className, e.textContent]),
  };
}

test.each(Object.keys(PAGES) as Array<keyof typeof PAGES>)(
  "the %s page is drawn as the app draws it from the same answer, the operator's HTML sanitised",
  async (page) => {
    const { el, filled } = await drawn(page);
    expect(filled).toBe(true);
    expect(el.querySelector('.skeleton-line')).toBeNull();
    expect(el.innerHTML).not.toMatch(/onerror|onclick|<script|alert/);
    const view = await app(page);
    expect(seen(el)).toEqual(seen(view.container));
    // The title is the server's words as text; no way to apply is needed for this one.
    expect(seen(el).parts[0]).toBe('Deposit bonus <b>100%</b>');
    expect(seen(el).apply).toEqual([['', 'No application needed: it is paid automatically']]);
    view.unmount();
  },
);

test("applied for with the hall's form: the hall's page leaves how to apply to its form, the promotions' links to it", async () => {
  answer = activity({ apply_type: 2, apply_desc: '', date_desc: null });
  for (const page of ['hall', 'promotions'] as const) {
    const { el } = await drawn(page);
    const view = await app(page);
    expect(seen(el)).toEqual(seen(view.container));
    expect(seen(el).parts).not.toContain('When');
    expect(seen(el).apply).toEqual(
      page === 'hall' ? [] : [['act-apply-link btn btn-primary', 'Apply in the promotion hall']],
    );
    view.unmount();
  }
});

test('an application page that is not http(s) is no way to apply, drawn or not', async () => {
  answer = activity({ apply_type: 3, apply_url: 'javascript:alert(4)' });
  const { el } = await drawn('promotions');
  const view = await app('promotions');
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).apply).toEqual([['', 'No application needed: it is paid automatically']]);
  view.unmount();
});

test('a failed read draws no page: the HTML slots keep their skeletons for the app', async () => {
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('ActivityDetail', '/Activity/1', 'en', false, '/Activity/:id');
  const reads = { 'act/:id': { status: 'error', code: 404, message: 'gone' } };
  expect(fillFigures(el, { member: false, info: null, reads }, 'en', 844, sanitizeHtml)).toBe(false);
  expect(el.querySelector('[data-fill-html] .skeleton-line')).not.toBeNull();
});
