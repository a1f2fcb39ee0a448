import { act } from '@testing-library/react';
import { renderRoutes } from '../app/renderRoutes';
import { makeStore } from '@/state/store';
import { setApiBase } from '@/api/apiBase';
import { clearToken, readToken, writeToken } from '@/api/tokenCookie';
import { afterOpening } from '@/state/openingSettled';
import { createRoot } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Starts the reference server for a screen's tests, with the screen's code loaded up front.
 * antd-mobile mounts its popups (dialogs, toasts) through a render function it cannot find by itself under React 19.
 */
export async function startScreenServer(loadScreen: () => Promise<unknown>): Promise<TestServer> {
  window.scrollTo = jest.fn() as never;
  unstableSetRender((node, container) => {
    const root = createRoot(container);
    root.render(node);
    return async () => root.unmount();
  });
  const server = await startTestServer();
  await loadScreen();
  return server;
}

/**
 * The real route table in a memory router, English texts, talking to the in-process reference server.
 * `token` starts the screen logged in (a real session of that server).
 */
export async function renderWithServer(server: TestServer, path: string, token = '') {
  // A phone, as members use it; a desktop browser would be sent to the desktop site.
  Object.defineProperty(window.navigator, 'userAgent', {
    value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148',
    configurable: true,
  });
  setApiBase(`${server.url}/api`);
  clearToken(readToken());
  if (token) writeToken(token);
  const store = makeStore({ session: { token, isDemo: false, unread: 0 }, locale: { lang: 'en' } });
  const { view, router, where } = await renderRoutes(store, path);
  /** API calls the server saw for a path since the test began. */
  const sent = (apiPath: string) => server.ctx.requests.filter((r) => r.path === apiPath);
  return { ...view, store, router, where, sent };
}

/** The text behind the captcha image the screen shows, read from the server's store by its key. */
export function captchaText(server: TestServer, img: HTMLImageElement): string {
  // The screen holds only the image; the newest captcha the server issued is the one on screen.
  const row = server.ctx.db.prepare('SELECT text FROM captchas ORDER BY rowid DESC LIMIT 1').get() as
    { text: string } | undefined;
  if (!row || !img.src) throw new Error('no captcha on screen');
  return row.text;
}

/**
 * Until the opening screen has settled and what waited for it (the unread-mail poll, sheets loaded ahead) has
 * rendered, inside an awaited act. That render is deferred and its code loads lazily: a tap sent while it waits
 * for that code is rendered with it, inside the tap's own (synchronous) act, where React warns that a component
 * suspended and the tap's navigation may never render.
 */
export async function untilOpeningSettled(): Promise<void> {
  await act(async () => {
    await afterOpening();
    await new Promise((r) => setTimeout(r, 50));
  });
}
