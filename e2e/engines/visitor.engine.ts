import { test, expect } from './fixtures';
import { assertWalletsMatch, closeNoticeAlert, lobbyTitle, logIn, routeOf, see, waitForRoute } from './member';
import { text } from '../support/text';

test('a demo player starts from the login screen and may open only the local lottery', async ({
  phone,
  server,
  shot,
}) => {
  await phone.goto(server.at('/Login'));
  await phone.click({ role: 'button', name: text('auth.login.demoButton') });
  await waitForRoute(phone, (r) => r.startsWith('/Main/home'));
  await phone.waitFor({ css: '.game-tile' });
  await closeNoticeAlert(phone);
  await shot(phone, 'home-demo');
  await phone.click({ css: '.game-tile', hasText: lobbyTitle(server, 'AG', 1) });
  await see(phone, 'games.play.demoOnlyLotteryText');
  await expect.poll(() => server.requests('/game/login')).toHaveLength(0);
  await phone.click({ css: 'button.hot-lottery-item' });
  await expect.poll(async () => new URL(await phone.url()).pathname).toMatch(/^\/sim\/game\/JZ/);
  await expect.poll(() => server.requests('/game/login')).toHaveLength(1);
});

test('member01 switches to Thai: the screens speak Thai and the wallets show the same cents as the server', async ({
  phone,
  server,
  shot,
}) => {
  await logIn(phone, server, 'member01');
  await phone.goto(server.at('/Language'));
  await phone.click({ role: 'radio', name: 'ไทย' });
  await phone.waitFor({ role: 'link', name: text('common.tab.activityLabel', 'th') });
  await expect.poll(() => phone.run(() => document.documentElement.lang)).toBe('th');
  await phone.goto(server.at('/Member/Transfer'));
  await phone.waitFor({ css: '.game-wallet' });
  await phone.waitFor({ role: 'button', name: text('wallet.games.recoverButton', 'th') });
  await assertWalletsMatch(phone, server, 'member01');
  await shot(phone, 'transfer-th');
  // The language is the account's too: the server was told, quietly.
  await expect
    .poll(
      () => (server.ctx.db.prepare("SELECT lang FROM members WHERE name = 'member01'").get() as { lang: string }).lang,
    )
    .toBe('th');
  expect(await routeOf(phone)).toBe('/Member/Transfer');
});

test.describe('installable', () => {
  test.use({ appWorker: true });
  test("the app is installable: its manifest, icons and worker; the manifest follows the member's language", async ({
    phone,
    server,
  }) => {
    await phone.goto(server.at('/Main/home'));
    await phone.waitFor({ css: '.game-tile' });
    const read = () =>
      phone.run(async () => {
        const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
        const manifest = (await (await fetch(href)).json()) as {
          name: string;
          start_url: string;
          display: string;
          icons: Array<{ src: string; sizes: string; purpose?: string }>;
        };
        // Every icon, and the home-screen icon iOS takes, decodes as an image in this engine.
        const icons = [
          ...manifest.icons.map((i) => new URL(i.src, new URL(href, location.href)).href),
          (document.querySelector('link[rel="apple-touch-icon"]') as HTMLLinkElement | null)?.href ?? 'missing',
        ];
        const decoded = await Promise.all(
          icons.map(
            (src) =>
              new Promise<boolean>((done) => {
                const img = new Image();
                img.onload = () => done(img.naturalWidth > 0);
                img.onerror = () => done(false);
                img.src = src;
              }),
          ),
        );
        return {
          href,
          name: manifest.name,
          startUrl: manifest.start_url,
          display: manifest.display,
          purposes: manifest.icons.map((i) => i.purpose ?? 'any'),
          sizes: manifest.icons.map((i) => i.sizes),
          decoded,
        };
      });
    const zh = await read();
    expect(zh).toMatchObject({ href: 'manifest.webmanifest', name: '会员中心', display: 'standalone' });
    expect(zh.purposes).toContain('maskable');
    expect(zh.sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(zh.decoded.every(Boolean), `icons that do not decode: ${JSON.stringify(zh)}`).toBe(true);
    // The worker takes control, so the installed app opens without the network.
    await expect
      .poll(() => phone.run(() => navigator.serviceWorker.ready.then((r) => r.active?.state ?? 'none')), {
        timeout: 30_000,
      })
      .toBe('activated');
    // A member who chose Thai opens the app again: the manifest speaks Thai.
    await phone.run(() => localStorage.setItem('lang', 'th'));
    await phone.reload();
    await phone.waitFor({ css: '.game-tile' });
    const th = await read();
    expect(th).toMatchObject({ href: 'manifest.th.webmanifest', name: 'ศูนย์สมาชิก', display: 'standalone' });
    expect(th.decoded.every(Boolean)).toBe(true);
  });
});
