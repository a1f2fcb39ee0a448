import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen as on, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../app/renderRoutes';
import { drawnMarkup } from '../../app/drawnScreen';
import { makeStore } from '@/state/store';
import { setApiBase } from '@/api/apiBase';
import { screens } from '@/app/routes';
import { fillFigures } from '@/early/fill';

// The welcome screen is headed by the site's name, from the site's settings. A visitor's drawn view holds it as a
// slot, which the filler writes from the early script's own read of those settings: as the app heads the screen.

const API = 'http://api.test/api';
const ok = (data: unknown) => ({ status: 'success', code: 200, message: '', data });
let site: Record<string, string> = {};
const server = setupServer(
  http.get(`${API}/system/configs`, ({ request }) =>
    HttpResponse.json(ok(new URL(request.url).searchParams.get('group') === 'site' ? site : {})),
  ),
  http.all(`${API}/*`, () => HttpResponse.json(ok([]))),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  await screens.Welcome();
});
afterAll(() => server.close());

async function headings(settings: Record<string, string>) {
  site = settings;
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('Welcome', '/Welcome', 'en', false);
  expect(el.querySelector('h1 .skeleton')).not.toBeNull();
  const reads = { 'system/configs/site': ok(settings) };
  expect(fillFigures(el, { member: false, info: null, reads }, 'en', 844)).toBe(true);
  setApiBase(API);
  const store = makeStore({ session: { token: '', isDemo: false, unread: 0 }, locale: { lang: 'en' } });
  const { view } = await renderRoutes(store, '/Welcome');
  const app = await on.findByRole('heading', { level: 1 });
  await waitFor(() => expect(app.querySelector('.skeleton')).toBeNull());
  const result = { drawn: el.querySelector('h1')?.outerHTML, app: app.outerHTML };
  view.unmount();
  return result;
}

test("the site's name, as the app heads the screen", async () => {
  const { drawn, app } = await headings({ site_title: 'Star River' });
  expect(drawn).toContain('>Star River</h1>');
  expect(drawn).toBe(app);
});

test("the screen's own title when the platform sets no name", async () => {
  const { drawn, app } = await headings({ site_title: '' });
  expect(drawn).toContain('>Welcome</h1>');
  expect(drawn).toBe(app);
});

test("a failed read leaves the heading's skeleton to the app", async () => {
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('Welcome', '/Welcome', 'en', false);
  expect(fillFigures(el, { member: false, info: null, reads: { 'system/configs/site': null } }, 'en', 844)).toBe(false);
  expect(el.querySelector('h1 .skeleton')).not.toBeNull();
});
