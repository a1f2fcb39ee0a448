import { test, expect } from './fixtures';
import { signIn } from './faults/support';
import { screenshot } from './support/evidence';
import { SCREEN_TITLES } from '../src/app/screenTitles';
import { ROUTE_TABLE } from '../src/state/routeTable';
import { LOCALES } from '../i18n/localeTags';
import zh_cn from '../i18n/zh_cn.json';
import zh_hk from '../i18n/zh_hk.json';
import en from '../i18n/en.json';
import th from '../i18n/th.json';
import vi from '../i18n/vi.json';

// The early shell draws the opening screen's title in the member's language (src/app/screenTitles.ts, put into
// index.html by the build): it must be the screen's own title, in the same box, so the app takes over with no
// word or pixel of the title changing.

const CATALOGS: Record<string, Record<string, string>> = { zh_cn, zh_hk, en, th, vi };

/** Each titled route, as a member (or visitor) opens it; the drawing-password form as a member who has none yet. */
const ROUTES = ROUTE_TABLE.flatMap((e) => {
  if (!('screen' in e)) return [];
  const id = SCREEN_TITLES[e.screen];
  if (!id) return [];
  const who =
    e.screen === 'Promotion'
      ? 'agent001'
      : e.screen === 'SetDrawingPwd'
        ? 'newbie01'
        : e.screen === 'ModifyDrawingPwd' || e.meta.auth
          ? 'member01'
          : null;
  return [{ screen: e.screen, path: e.path.replace(/:\w+/g, '1'), id, who }];
});

type Title = { text: string; box: string };

for (const lang of LOCALES) {
  test(`${lang}: the shell's title is the screen's own, in the same place`, async ({ page, server }) => {
    test.setTimeout(150_000);
    await page.addInitScript((l) => {
      localStorage.setItem('lang', l);
      // The shell's title as it was drawn, before the app could touch the page.
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes) {
            const h = n instanceof Element && n.id === 'early-shell' ? n.querySelector('.nav-title') : null;
            if (!h) continue;
            const b = h.getBoundingClientRect();
            (window as unknown as { __shellTitle: Title }).__shellTitle = {
              text: h.textContent ?? '',
              box: [b.x, b.y, b.width, b.height].map(Math.round).join(','),
            };
          }
      }).observe(document, { childList: true, subtree: true });
    }, lang);
    for (const r of ROUTES) {
      await page.context().clearCookies();
      if (r.who) await signIn(page, server, r.who);
      await page.goto('about:blank');
      await page.goto(server.at(r.path));
      await expect(page.locator('#early-shell')).toHaveCount(0);
      const app = page.locator('#root .nav-title').first();
      await expect(app).toHaveText(CATALOGS[lang][r.id]);
      const shell = await page.evaluate(() => (window as unknown as { __shellTitle?: Title }).__shellTitle);
      const b = await app.boundingBox();
      const appBox = b ? [b.x, b.y, b.width, b.height].map(Math.round).join(',') : '';
      expect(shell, `${r.screen} (${r.path})`).toEqual({ text: CATALOGS[lang][r.id], box: appBox });
    }
  });
}

test('a visitor opening a member screen gets no title of it: they are on their way to Login', async ({
  page,
  server,
}) => {
  await page.route(/\/js\/main\.[0-9a-f]+\.js$/, (r) => r.abort());
  await page.goto(server.at('/Member/Transfer'));
  await expect(page.locator('#early-shell .nav-bar')).toBeVisible();
  await expect(page.locator('#early-shell .nav-title')).toHaveText('');
  await signIn(page, server, 'member01');
  await page.reload();
  await expect(page.locator('#early-shell .nav-title')).toHaveText(zh_cn['wallet.transfer.titleText']);
  await screenshot(page, 'shell-title-transfer-entry-blocked');
});
