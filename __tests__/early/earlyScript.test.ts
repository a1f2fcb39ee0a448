import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { releaseEarlyShell } from '@/components/earlyShell';
import { hasEarlyRead, takeEarlyRead } from '@/api/earlyReads';
import { memberInfoUrl } from '@/early/homeReads';

// What the early script starts for a member opening a member screen, before the entry runs: the screen's code
// and its texts in the member's language, and the reads the app opens with, sent by the script itself.

const API = 'http://api.test/api';
const reads: string[] = [];
const server = setupServer(
  http.get('http://localhost/app-config.json', () => HttpResponse.json({ apiBase: API })),
  http.get('http://localhost/shells/Screen.m.en.html', () => HttpResponse.text('<div class="page-layout"></div>')),
  http.all(`${API}/*`, ({ request }) => {
    reads.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization') ?? ''}`);
    return HttpResponse.json({ status: 'success', code: 200, message: '', data: {} });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function hint(id: string, value: unknown) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = id;
  el.textContent = JSON.stringify(value);
  document.body.appendChild(el);
}

test("a member opening Center: the screen's files and its English texts are fetched, the opening reads are sent", async () => {
  releaseEarlyShell();
  localStorage.setItem('lang', 'en');
  document.cookie = 'member_token=tok-1';
  window.location.hash = '#/Center';
  hint('entry-files', []);
  hint('catalog-files', { en: 'js/i18n-en.js', zh_cn: 'js/i18n-zh_cn.js' });
  hint('route-files', { '/center': ['js/center.js', 'css/center.css'] });
  hint('text-files', {
    routes: { '/center': ['account'] },
    files: { en: { account: 'js/account-en.js' }, zh_cn: { account: 'js/account-zh.js' } },
  });

  // The script runs as it loads, as index.html runs it.
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@/early/main');
  });
  const preloaded = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.getAttribute('href'));
  expect(preloaded()).toEqual(
    expect.arrayContaining(['js/i18n-en.js', 'js/center.js', 'css/center.css', 'js/account-en.js']),
  );
  expect(preloaded()).not.toContain('js/account-zh.js');

  // Once the config has answered: the member's own info with the token, and the site settings, as early reads
  // the app will take (a link cannot carry the member's token).
  await new Promise((r) => setTimeout(r, 50));
  expect(reads).toEqual(
    expect.arrayContaining(['POST /api/auth/me Bearer tok-1', 'GET /api/system/configs ', 'GET /api/system/configs ']),
  );
  expect(hasEarlyRead(`${API}/system/configs?group=site&url=localhost&is_mobile=1&lang=en`)).toBe(true);
  expect(preloaded().filter((h) => h?.includes('/api/'))).toEqual([]);
});

test('a parameterised route (an activity opened from a link): its files and texts are fetched as for any route', async () => {
  releaseEarlyShell();
  document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
  ['route-files', 'text-files'].forEach((id) => document.getElementById(id)?.remove());
  localStorage.setItem('lang', 'en');
  window.location.hash = '#/Activity/7?from=mail';
  hint('route-files', { '/activity': ['js/hall.js'], '/activity/:id': ['js/activity.js', 'css/activity.css'] });
  hint('text-files', { routes: { '/activity/:id': ['act'] }, files: { en: { act: 'js/act-en.js' } } });
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@/early/main');
  });
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) =>
    l.getAttribute('href'),
  );
  expect(preloaded).toEqual(expect.arrayContaining(['js/activity.js', 'css/activity.css', 'js/act-en.js']));
  expect(preloaded).not.toContain('js/hall.js');
  await new Promise((r) => setTimeout(r, 50));
});

test("a member opening a screen the build drew: the member's reads first, then the drawn view with its style sheets", async () => {
  releaseEarlyShell();
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  document.querySelectorAll('script[type="application/json"]').forEach((s) => s.remove());
  localStorage.setItem('lang', 'en');
  document.cookie = 'member_token=tok-1';
  window.location.hash = '#/Language';
  const asked: string[] = [];
  server.use(
    http.get('http://localhost/shells/Language.m.en.html', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.text('<div class="page-layout"><p class="language-hint">Choose</p></div>');
    }),
  );
  hint('entry-files', []);
  hint('catalog-files', { en: 'js/i18n-en.js' });
  hint('route-files', { '/language': ['js/language.js', 'css/language.css'] });
  hint('text-files', { routes: { '/language': ['account'] }, files: { en: { account: 'js/account-en.js' } } });
  hint('route-shells', { key: 'k1', drawn: 'js/drawn.js', routes: { '/language': ['Language', 'mv'] } });

  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@/early/main');
  });
  // The drawn view's code, asked for at once, arrives.
  drawnCodeArrives();
  const links = (rel: string) =>
    [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));
  // The app's files start at once; the drawn view waits for the member's own read to have gone out.
  expect(links('preload')).toEqual(expect.arrayContaining(['js/i18n-en.js', 'js/language.js', 'js/account-en.js']));
  expect(links('stylesheet')).toEqual([]);
  await new Promise((r) => setTimeout(r, 50));
  expect(reads).toContain('POST /api/auth/me Bearer tok-1');
  expect(asked).toEqual(['?k1']);
  // The screen's style sheet applies, not as a preload (the app finds it there).
  expect(links('stylesheet')).toEqual(['css/language.css']);
  expect(links('preload')).not.toContain('css/language.css');
  for (const l of document.querySelectorAll('link[rel="stylesheet"]')) l.dispatchEvent(new Event('load'));
  await new Promise((r) => setTimeout(r, 150));
  expect(document.querySelector('#early-shell .language-hint')?.textContent).toBe('Choose');
});

/** The early script as index.html runs it, on `hash`, for a member with the token `tok-1`; `beforeCode` runs before the drawn view's code arrives. */
async function runAsMember(hash: string, beforeCode?: () => Promise<void>) {
  releaseEarlyShell();
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  document.querySelectorAll('script[type="application/json"]').forEach((s) => s.remove());
  localStorage.setItem('lang', 'en');
  document.cookie = 'member_token=tok-1';
  window.location.hash = hash;
  reads.length = 0;
  // A screen with reads of its own is one the build drew: its list comes with the drawn view's code.
  const route = hash.replace(/^#/, '').split('?')[0].toLowerCase();
  hint('route-shells', { key: 'k0', drawn: 'js/drawn.js', routes: { [route]: ['Screen', 'm'] } });
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@/early/main');
  });
  await beforeCode?.();
  drawnCodeArrives();
  await new Promise((r) => setTimeout(r, 80));
}

/** The drawn view's code the early script asked for arrives (jsdom runs no script: it is run here, as the file does). */
function drawnCodeArrives() {
  const code = [...document.querySelectorAll<HTMLScriptElement>('script[src="js/drawn.js"]')].pop();
  expect(code).toBeDefined();
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@/early/drawn');
  });
  code!.dispatchEvent(new Event('load'));
}

test("a member opening the withdrawal form: once the member's info has answered, the screen's own read goes out", async () => {
  await runAsMember('#/Member/ApplyDrawing');
  expect(reads).toEqual(
    expect.arrayContaining(['POST /api/auth/me Bearer tok-1', 'GET /api/member/bank Bearer tok-1']),
  );
  expect(reads.indexOf('GET /api/member/bank Bearer tok-1')).toBeGreaterThan(
    reads.indexOf('POST /api/auth/me Bearer tok-1'),
  );
  // Kept for the app's call, which takes it instead of sending its own.
  expect(hasEarlyRead(`${API}/member/bank?lang=en`)).toBe(true);
});

test("on a slow network the app starts before the drawn view's code is in: the early script leaves the screen's reads to it", async () => {
  // Reads the tests above left in flight, never taken.
  delete (globalThis as { __earlyReads?: unknown }).__earlyReads;
  await runAsMember('#/Member/ApplyDrawing', async () => {
    await new Promise((r) => setTimeout(r, 30));
    // The entry's cap let the app go: it asks for the member's info first, and takes the early read of it.
    const info = memberInfoUrl(API, 'en');
    expect(takeEarlyRead(info, Date.now(), { method: 'POST', body: '{}', token: 'tok-1' })).not.toBeNull();
  });
  expect(reads.filter((r) => !r.startsWith('POST /api/auth/me'))).toEqual([]);
  expect(hasEarlyRead(`${API}/member/bank?lang=en`)).toBe(false);
  expect(hasEarlyRead(`${API}/system/configs?group=drawing&url=localhost&is_mobile=1&lang=en`)).toBe(false);

  // The usual order (the code in before the app starts): the screen's reads go out early, as above.
  await runAsMember('#/Member/ApplyDrawing');
  expect(reads).toContain('GET /api/member/bank Bearer tok-1');
});

test("a member opening the wheel: today's spins are read with the name the member's info gives, once it is in", async () => {
  const asked: unknown[] = [];
  const me = (data: object) =>
    http.post(`${API}/auth/me`, () => HttpResponse.json({ status: 'success', code: 200, message: '', data }));
  server.use(
    me({ name: 'member07', is_demo: 0 }),
    http.post(`${API}/wheel/query`, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ status: 'success', code: 200, message: '', data: {} });
    }),
  );
  await runAsMember('#/Wheel');
  expect(asked).toEqual([{ name: 'member07' }]);
  expect(reads).toEqual(
    expect.arrayContaining(['GET /api/wheel/setting Bearer tok-1', 'POST /api/wheel/log Bearer tok-1']),
  );

  // A demo account may not open the wheel: nothing is read for it.
  asked.length = 0;
  server.use(me({ name: 'demo_1', is_demo: 1 }));
  await runAsMember('#/Wheel');
  expect(asked).toEqual([]);
  expect(reads.filter((r) => r.includes('/wheel/'))).toEqual([]);
  server.resetHandlers();
});

test('a demo account (on a closed screen), a renewed token or a refused session: no screen reads are sent', async () => {
  const me = (answer: Response) =>
    http.post(`${API}/auth/me`, ({ request }) => {
      reads.push(`POST /api/auth/me ${request.headers.get('authorization') ?? ''}`);
      return answer.clone();
    });
  server.use(
    me(HttpResponse.json({ status: 'success', code: 200, message: '', data: { name: 'demo_1', is_demo: 1 } })),
  );
  await runAsMember('#/Member/ApplyDrawing');
  expect(reads.filter((r) => !r.includes('/system/configs'))).toEqual(['POST /api/auth/me Bearer tok-1']);
  // The transfer screen is open to demo accounts.
  await runAsMember('#/Member/Transfer');
  expect(reads).toContain('POST /api/game/api_moneys Bearer tok-1');

  // A token renewed by the answer spends the one the script holds: the app sends the reads with the new one.
  server.use(
    me(
      HttpResponse.json(
        { status: 'success', code: 200, message: '', data: { name: 'member01', is_demo: 0 } },
        { headers: { Authorization: 'Bearer tok-2' } },
      ),
    ),
  );
  await runAsMember('#/Member/Transfer');
  expect(reads.filter((r) => !r.includes('/system/configs'))).toEqual(['POST /api/auth/me Bearer tok-1']);

  server.use(me(HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
  await runAsMember('#/Member/Transfer');
  expect(reads.filter((r) => !r.includes('/system/configs'))).toEqual(['POST /api/auth/me Bearer tok-1']);
});

test("a visitor opening a drawn view with server HTML: its reads are sent, not preloaded, and the sanitiser's filler is asked for", async () => {
  releaseEarlyShell();
  document.head.querySelectorAll('link, script[src]').forEach((l) => l.remove());
  document.querySelectorAll('script[type="application/json"]').forEach((s) => s.remove());
  document.cookie = 'member_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.setItem('lang', 'en');
  window.location.hash = '#/Credit/Index';
  reads.length = 0;
  server.use(http.get('http://localhost/shells/CreditIndex.v.en.html', () => HttpResponse.text('<div></div>')));
  hint('route-shells', {
    key: 'k2',
    drawn: 'js/drawn.js',
    fill: 'js/fill.js',
    fillHtml: 'js/fill-html.js',
    routes: { '/credit/index': ['CreditIndex', 'mv', 'v', 'html'] },
  });
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@/early/main');
  });
  const fillers = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.getAttribute('src'));
  expect(fillers).toEqual(['js/fill-html.js', 'js/drawn.js']);
  await new Promise((r) => setTimeout(r, 50));
  // Sent by the script, whose answers the drawn view's figures come from; the app takes them (no second read).
  expect(reads).toContain('GET /api/credit/rule ');
  expect(hasEarlyRead(`${API}/credit/rule?lang=en`)).toBe(true);
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href);
  expect(preloaded.filter((h) => h.includes('/api/'))).toEqual([]);
});
