import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { submitLogin } from './support/login';
import { text, type Locale } from './support/text';
import type { Page } from '@playwright/test';

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
  await page.waitForTimeout(300);
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
