import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { untilStill } from './support/still';
import { logIn, submitLogin } from './support/login';
import { text, type Locale } from './support/text';
import type { Page } from '@playwright/test';
import { screenWallets, serverWallets } from './walletFigures';

test('welcome offers login, register, demo and browsing; choosing English changes the texts and the lang sent', async ({
  page,
  server,
}) => {
  await page.goto(server.at('/Welcome'));
  await expect(page.getByRole('link', { name: text('auth.welcome.loginButton'), exact: true })).toBeVisible();
  await evidence(page, 'welcome');

  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('link', { name: text('auth.welcome.loginButton', 'en'), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await evidence(page, 'welcome-en');

  await page.getByRole('link', { name: text('auth.welcome.loginButton', 'en'), exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Login'));
  await expect(page.getByLabel(text('auth.login.accountLabel', 'en'), { exact: true })).toBeVisible();
  await evidence(page, 'login-en');
  const sent = page.waitForRequest((r) => r.url().includes('/api/auth/login'));
  await submitLogin(page, server, 'member01', 'wrongpass1', 'en');
  expect((await sent).url()).toMatch(/[?&]lang=en\b/);
  await expect(page.getByText('Incorrect account or password').first()).toBeVisible();
});

test('browsing as a guest goes home without logging in', async ({ page, server }) => {
  await page.goto(server.at('/Welcome'));
  await page.getByRole('link', { name: text('auth.welcome.guestButton'), exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Main/home'));
  await expect.poll(() => server.requests('/auth/login')).toHaveLength(0);
});

/** Nothing on the screen may be wider than the phone: no sideways scrolling, no clipped text. */
async function assertNoOverflow(page: Page, what: string) {
  await untilStill(page);
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        // Parked wholly off screen on purpose (native inputs behind custom keypads) is not overflow.
        const clipped = (r.right > width + 1 && r.left < width) || (r.left < -1 && r.right > 0);
        return r.width > 0 && clipped && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`);
    return { scroll: document.documentElement.scrollWidth, width, wide };
  });
  expect(overflow.wide, `${what} overflows: ${JSON.stringify(overflow)}`).toEqual([]);
  expect(overflow.scroll, `${what} overflows: ${JSON.stringify(overflow)}`).toBeLessThanOrEqual(overflow.width);
}

for (const [locale, name] of [
  ['th', 'ไทย'],
  ['vi', 'Tiếng Việt'],
  ['en', 'English'],
] as Array<[Locale, string]>) {
  test(`every account screen fits a 360 px phone in ${locale}`, async ({ page, server }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(server.at('/Welcome'));
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('link', { name: text('auth.welcome.loginButton', locale), exact: true })).toBeVisible();
    await assertNoOverflow(page, `Welcome ${locale}`);
    await page.goto(server.at('/Register'));
    await expect(page.getByLabel(text('auth.register.accountLabel', locale), { exact: true })).toBeVisible();
    await assertNoOverflow(page, `Register ${locale}`);
    await page.goto(server.at('/Login'));
    await expect(page.getByLabel(text('auth.login.accountLabel', locale), { exact: true })).toBeVisible();
    await assertNoOverflow(page, `Login ${locale}`);
    await submitLogin(page, server, 'member01', 'pass1234', locale);
    await expect(page).toHaveURL((u) => u.hash.startsWith('#/Main/home'));
    for (const [path, id] of [
      ['/Center', 'account.center.logoutButton'],
      ['/Member/MemberInfo', 'account.memberInfo.saveButton'],
      ['/Member/Modify_pwd', 'account.modifyPwd.submitButton'],
      ['/Member/Modify_drawing_pwd', 'account.modifyDrawingPwd.submitButton'],
    ]) {
      await page.goto(server.at(path));
      await expect(page.getByRole('button', { name: text(id, locale), exact: true })).toBeVisible();
      await assertNoOverflow(page, `${path} ${locale}`);
    }
    if (locale === 'th') await evidence(page, 'modify-drawing-pwd-th');
  });
}

test("welcome keeps the demo button's place while the platform's settings load, so nothing moves", async ({
  page,
  server,
}) => {
  await server.fault({ path: '/system/configs', kind: 'delay', ms: 2000 });
  await page.goto(server.at('/Welcome'));
  const actions = page.locator('#root .welcome-actions');
  await expect(actions.locator('.welcome-pending')).toHaveCount(1);
  const before = await actions.boundingBox();
  await expect(actions.getByRole('button', { name: text('auth.welcome.demoButton') })).toBeVisible({ timeout: 10_000 });
  expect(await actions.boundingBox()).toEqual(before);
});

test("the page's type and colours are the same before and after a screen with the UI kit's styles, in each language's fonts", async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.evaluate(() => localStorage.setItem('lang', 'zh_hk'));
  const look = () =>
    page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const root = getComputedStyle(document.documentElement);
      return {
        size: body.fontSize,
        family: body.fontFamily,
        color: body.color,
        primary: root.getPropertyValue('--adm-color-primary').trim(),
        danger: root.getPropertyValue('--adm-color-danger').trim(),
      };
    });
  // The language screen uses none of the kit's components: its styles have not come yet.
  await page.goto(server.at('/Language'));
  await page.reload();
  await expect(page.locator('main.page')).toBeVisible();
  const before = await look();
  expect(before.family).toContain('PingFang HK');
  expect(before.primary).toBe('#1d3b8b');
  // The transfer screen's mode dialog brings them, once the member starts using the screen (a touch on it).
  await page.evaluate(() => (location.hash = '#/Member/Transfer'));
  await expect(page.getByRole('button', { name: text('wallet.games.recoverButton', 'zh_hk') })).toBeVisible();
  const kitStyles = () =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes('--adm-font-size-main')),
    );
  expect(await page.evaluate(kitStyles), 'no kit styles before the member touches the screen').toBe(false);
  await page.locator('#transfer-mode-title').tap();
  await expect
    .poll(() => page.evaluate(kitStyles), { message: "the UI kit's global styles are on the page" })
    .toBe(true);
  expect(await look()).toEqual(before);
  await page.evaluate(() => (location.hash = '#/Language'));
  await expect(page.locator('main.page')).toBeVisible();
  expect(await look()).toEqual(before);
});

/** Han characters: none may stay on an English screen once the member has chosen English. */
const HAN = /[\u3400-\u9fff]/;

test('a member who switches to English in one tab reads the promotions, their pages and the wallets in English, with the same figures', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Transfer'));
  await expect(page.locator('.game-wallet').first()).toBeVisible();
  const before = await screenWallets(page);
  // The promotions are read once in Chinese, and kept while the member goes elsewhere.
  await page.evaluate(() => (location.hash = '#/Center'));
  await page.getByRole('link', { name: text('common.tab.activityLabel'), exact: true }).click();
  await expect(page.locator('.act-card').first()).toBeVisible();
  await expect(page.locator('.act-card').first()).toHaveText(HAN);

  await page.evaluate(() => (location.hash = '#/Language'));
  const update = page.waitForRequest((r) => r.url().includes('/api/auth/info/update'));
  await page.getByRole('radio', { name: 'English', exact: true }).click();
  expect((await update).postDataJSON()).toEqual({ lang: 'en' });

  // Reached from the tab bar, as a member does: the cards, then a card's own page, all in English.
  await page.evaluate(() => (location.hash = '#/Center'));
  await page.getByRole('link', { name: text('common.tab.activityLabel', 'en'), exact: true }).click();
  const cards = page.locator('.act-card');
  await expect(cards.first()).toBeVisible();
  await expect.poll(async () => (await cards.allInnerTexts()).filter((t) => HAN.test(t))).toEqual([]);
  const title = (await cards.first().locator('.act-card-title').innerText()).trim();
  await cards.first().click();
  await expect(page.locator('.act-detail')).toBeVisible();
  await expect(page.locator('main.page')).toContainText(title);
  await expect.poll(async () => HAN.test(await page.locator('main.page').innerText())).toBe(false);
  await evidence(page, 'activity-detail-en-after-switch');

  // The wallets: the same cents as before and as the server holds, only the words around them in English.
  await page.evaluate(() => (location.hash = '#/Member/Transfer'));
  await expect(page.getByRole('button', { name: text('wallet.games.recoverButton', 'en') })).toBeVisible();
  await expect.poll(async () => HAN.test(await page.locator('.game-wallets').innerText())).toBe(false);
  expect(await screenWallets(page)).toEqual(before);
  const held = await serverWallets(server, 'member01');
  expect(before.money).toBe(held.member.money);
});
