import { test, expect, route } from './fixtures';
import { evidence } from './support/evidence';
import { captchaOnScreen, submitLogin } from './support/login';
import { text } from './support/text';

const label = (id: string) => text(id);

async function fillRegister(page: import('@playwright/test').Page, v: Record<string, string>) {
  for (const [id, value] of Object.entries(v)) await page.getByLabel(label(id), { exact: true }).fill(value);
}

test('register: bad input is refused on the phone, then a good form registers and the member logs in', async ({
  page,
  server,
}) => {
  await page.goto(server.at('/Register'));
  await expect(page.getByAltText(text('auth.captcha.imageAlt'), { exact: true })).toBeVisible();
  await evidence(page, 'register');

  await fillRegister(page, {
    'auth.register.accountLabel': 'Bad1',
    'auth.register.passwordLabel': 'abc',
    'auth.register.passwordConfirmLabel': 'abd',
    'auth.register.qkPwdLabel': '12ab',
  });
  await page.getByRole('button', { name: text('auth.register.submitButton'), exact: true }).click();
  await expect(page.getByText(text('auth.form.accountLengthError')).first()).toBeVisible();
  await expect(page.getByText(text('auth.form.passwordLengthError')).first()).toBeVisible();
  await expect(page.getByText(text('auth.form.passwordMismatchError')).first()).toBeVisible();
  await expect(page.getByText(text('auth.form.qkPwdFormatError')).first()).toBeVisible();
  await expect
    .poll(() => server.requests('/auth/register'), { message: 'nothing sent while the form is wrong' })
    .toHaveLength(0);
  await evidence(page, 'register-invalid');

  await fillRegister(page, {
    'auth.register.accountLabel': 'fresh001',
    'auth.register.passwordLabel': 'secret77',
    'auth.register.passwordConfirmLabel': 'secret77',
    'auth.register.realnameLabel': '陈小明',
    'auth.register.phoneLabel': '13700137000',
    'auth.register.qkPwdLabel': '246810',
    'auth.register.qkPwdConfirmLabel': '246810',
  });
  await page.getByLabel(text('auth.captcha.inputLabel'), { exact: true }).fill(await captchaOnScreen(page, server));
  await page.getByRole('button', { name: text('auth.register.submitButton'), exact: true }).click();
  await expect(page.getByText(text('auth.register.successText')).first()).toBeVisible();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Login'));
  // The register form stays on view until Login is ready, and its fields bear the same labels: wait for Login.
  await expect(page.getByRole('button', { name: text('auth.login.submitButton'), exact: true })).toBeVisible();
  await expect(page.getByLabel(text('auth.login.accountLabel'), { exact: true })).toHaveValue('fresh001');
  const sent = await server.requests('/auth/register');
  expect(sent.length).toBe(1);
  const body = sent[0].body as Record<string, unknown>;
  expect(body.lang).toBe('zh_cn');
  expect(String(body.register_site)).toMatch(/^127\.0\.0\.1:\d+$/);

  await submitLogin(page, server, 'fresh001', 'secret77');
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Main/home'));
});

test('register: a refusal from the platform shows its message and keeps the form, without the passwords', async ({
  page,
  server,
}) => {
  await page.goto(server.at('/Register'));
  await expect(page.getByAltText(text('auth.captcha.imageAlt'), { exact: true })).toBeVisible();
  await fillRegister(page, {
    'auth.register.accountLabel': 'fresh002',
    'auth.register.passwordLabel': 'secret77',
    'auth.register.passwordConfirmLabel': 'secret77',
    'auth.register.realnameLabel': '陈小明',
    'auth.register.qkPwdLabel': '246810',
    'auth.register.qkPwdConfirmLabel': '246810',
  });
  await page.getByLabel(text('auth.captcha.inputLabel'), { exact: true }).fill('zzzz');
  await page.getByRole('button', { name: text('auth.register.submitButton'), exact: true }).click();
  await expect(page.getByText('验证码错误').first()).toBeVisible();
  expect(route(page)).toBe('/Register');
  await expect(page.getByLabel(text('auth.register.accountLabel'), { exact: true })).toHaveValue('fresh002');
  await expect(page.getByLabel(text('auth.register.realnameLabel'), { exact: true })).toHaveValue('陈小明');
  await expect(page.getByLabel(text('auth.register.passwordLabel'), { exact: true })).toHaveValue('');
  await expect(page.getByLabel(text('auth.register.qkPwdLabel'), { exact: true })).toHaveValue('');
  await expect.poll(() => server.requests('/auth/register')).toHaveLength(1);
});
