import { test, expect, route } from './fixtures';
import { evidence } from './support/evidence';
import { captchaOnScreen, submitLogin } from './support/login';
import { text } from './support/text';

test('a wrong password shows the platform message, keeps the account, clears the password and renews the captcha', async ({
  page,
  server,
}) => {
  await page.goto(server.at('/Login'));
  const captchaImg = page.getByAltText(text('auth.captcha.imageAlt'), { exact: true });
  await expect(captchaImg).toBeVisible();
  await evidence(page, 'login');
  const firstCaptcha = await captchaImg.getAttribute('src');
  await submitLogin(page, server, 'member01', 'wrongpass1');
  await expect(page.getByText('账号或密码错误').first()).toBeVisible();
  // A new captcha replaces the one the refused attempt used.
  await expect(page.locator('img.captcha-img')).toBeVisible();
  await expect(page.locator('img.captcha-img')).not.toHaveAttribute('src', firstCaptcha ?? '');
  await expect(page.getByLabel(text('auth.login.accountLabel'), { exact: true })).toHaveValue('member01');
  await expect(page.getByLabel(text('auth.login.passwordLabel'), { exact: true })).toHaveValue('');
  expect(route(page)).toBe('/Login');
  await evidence(page, 'login-refused');
});

test('bad input is refused on the phone and nothing is sent', async ({ page, server }) => {
  await page.goto(server.at('/Login'));
  await expect(page.getByAltText(text('auth.captcha.imageAlt'), { exact: true })).toBeVisible();
  await page.getByLabel(text('auth.login.accountLabel'), { exact: true }).fill('AB');
  await page.getByRole('button', { name: text('auth.login.submitButton'), exact: true }).click();
  await expect(page.getByText(text('auth.form.loginAccountFormatError')).first()).toBeVisible();
  await expect(page.getByText(text('auth.form.requiredError')).first()).toBeVisible();
  await expect.poll(() => server.requests('/auth/login')).toHaveLength(0);
  await evidence(page, 'login-invalid');
});

test('the right password logs in once, even on a double tap, and lands on home', async ({ page, server }) => {
  await page.goto(server.at('/Login'));
  await page.getByLabel(text('auth.login.accountLabel'), { exact: true }).fill('member01');
  await page.getByLabel(text('auth.login.passwordLabel'), { exact: true }).fill('pass1234');
  await page.getByLabel(text('auth.captcha.inputLabel'), { exact: true }).fill(await captchaOnScreen(page, server));
  await page.getByRole('button', { name: text('auth.login.submitButton'), exact: true }).dblclick();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Main/home'));
  await expect.poll(() => server.requests('/auth/login')).toHaveLength(1);
  const me = await server.requests('/auth/me');
  expect(
    me.some((r) => r.status === 200),
    'member info loaded after login',
  ).toBeTruthy();
});

test('demo login from the login screen tells the member it is a trial account', async ({ page, server }) => {
  await page.goto(server.at('/Login'));
  await page.getByRole('button', { name: text('auth.login.demoButton'), exact: true }).click();
  await expect(page.getByText(text('auth.login.demoTipsText')).first()).toBeVisible();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Main/home'));
  await expect.poll(() => server.requests('/auth/demo')).toHaveLength(1);
});

test('forgot password explains how to recover it', async ({ page, server }) => {
  await page.goto(server.at('/Login'));
  await page.getByRole('button', { name: text('auth.login.forgotButton'), exact: true }).click();
  await expect(page.getByText(text('auth.login.forgotText')).first()).toBeVisible();
  await evidence(page, 'login-forgot');
  await page.getByRole('button', { name: text('auth.login.forgotConfirmButton'), exact: true }).click();
});

test('a login the platform fails on says so, keeps the account and can be retried', async ({ page, server }) => {
  await page.goto(server.at('/Login'));
  await server.fault({ path: '/auth/login', kind: 'status', status: 500, count: 1 });
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page.getByText('injected 500').first()).toBeVisible();
  await expect(page.getByLabel(text('auth.login.accountLabel'), { exact: true })).toHaveValue('member01');
  expect(route(page)).toBe('/Login');
  await expect(page.getByAltText(text('auth.captcha.imageAlt'), { exact: true })).toBeVisible();
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Main/home'));
});
