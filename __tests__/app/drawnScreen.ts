import { setImmediate as nodeSetImmediate } from 'node:timers';
import type { Locale } from '@i18n/locales';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { waitFor } from '@testing-library/react';
import type { ScreenName } from '@/app/routes';
import { makeStore } from '@/state/store';
import { setApiBase } from '@/api/apiBase';
import { writeToken } from '@/api/tokenCookie';
import { fillFigures } from '@/early/fill';
import type { EarlyAnswers } from '@/early/declaration';
import { renderRoutes } from './renderRoutes';

// The build draws screens with React's static renderer, which schedules with setImmediate (jsdom leaves it out).
Object.assign(globalThis, { setImmediate: nodeSetImmediate });

/**
 * A screen's view as the build draws it (src/app/screenShells.tsx) at `path` (an address of its route `pattern`), a
 * member's unless `member` is false, by a copy of
 * the app's modules of its own: the build draws in a process of its own, and the static renderer and a test's
 * renderer would otherwise share the app's contexts.
 */
export async function drawnMarkup(
  screen: ScreenName,
  path: string,
  lang: Locale = 'en',
  member = true,
  pattern = path,
): Promise<string> {
  let markup = '';
  await jest.isolateModulesAsync(async () => {
    const { renderScreenShell } = await import('@/app/screenShells');
    markup = await renderScreenShell(screen, path, lang, member, pattern);
  });
  return markup;
}

/**
 * The app opened on `path` (with the API at `api`), for a member with a session unless `member` is false, in `lang`;
 * resolved once `shown` (a selector) is on screen: the view a drawn one is compared with.
 */
export async function appOn(
  path: string,
  { api, shown, lang = 'en', member = true }: { api: string; shown: string; lang?: Locale; member?: boolean },
) {
  setApiBase(api);
  if (member) writeToken('session');
  const token = member ? 'session' : '';
  const store = makeStore({ session: { token, isDemo: false, unread: 0 }, locale: { lang } });
  const { view } = await renderRoutes(store, path);
  await waitFor(() => expect(view.container.querySelector(shown)).not.toBeNull());
  return view;
}

/**
 * A drawn view (drawnMarkup) filled by the early filler from `answers`, at a phone's height, its HTML slots through
 * `clean` where given (the filler with the sanitiser); and whether it was.
 */
export async function drawnFilled(
  screen: ScreenName,
  path: string,
  answers: EarlyAnswers,
  lang: Locale = 'en',
  clean?: (html: string) => string,
) {
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup(screen, path, lang, answers.member);
  return { el, filled: fillFigures(el, answers, lang, 844, clean) };
}

/** The platform's API in these tests, and its answer of success around `data`. */
export const TEST_API = 'http://api.test/api';
export const okAnswer = (data: unknown, extra: Record<string, unknown> = {}) => ({
  status: 'success',
  code: 200,
  message: '',
  data,
  ...extra,
});

/**
 * The platform for a drawn screen's tests: `handlers` answer the screen's reads, every other call a success with
 * nothing; the screens `load`ed first (their modules are lazy).
 */
export function mockPlatform(handlers: RequestHandler[], load: () => Promise<unknown>): void {
  const server = setupServer(
    ...handlers,
    http.all(`${TEST_API}/*`, () => HttpResponse.json(okAnswer([]))),
  );
  beforeAll(async () => {
    window.scrollTo = jest.fn() as never;
    server.listen({ onUnhandledRequest: 'bypass' });
    await load();
  });
  afterAll(() => server.close());
}
