import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useJourney, route, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { captchaOnScreen, submitLogin } from './support/login';
import { text } from './support/text';

const env = useJourney();
const label = (id: string) => text(id);

async function fillRegister(page: import('playwright-core').Page, v: Record<string, string>) {
  for (const [id, value] of Object.entries(v)) await page.getByLabel(label(id), { exact: true }).fill(value);
}

test('register: bad input is refused on the phone, then a good form registers and the member logs in', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Register'));
  await page.getByAltText(text('auth.captcha.imageAlt'), { exact: true }).waitFor();
  await evidence(page, 'register');

  await fillRegister(page, {
    'auth.register.accountLabel': 'Bad1',
    'auth.register.passwordLabel': 'abc',
    'auth.register.passwordConfirmLabel': 'abd',
    'auth.register.qkPwdLabel': '12ab',
  });
  await page.getByRole('button', { name: text('auth.register.submitButton'), exact: true }).click();
  await seeText(page, text('auth.form.accountLengthError'));
  await seeText(page, text('auth.form.passwordLengthError'));
  await seeText(page, text('auth.form.passwordMismatchError'));
  await seeText(page, text('auth.form.qkPwdFormatError'));
  assert.equal((await server.requests('/auth/register')).length, 0, 'nothing sent while the form is wrong');
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
  await seeText(page, text('auth.register.successText'));
  await page.waitForURL((u) => u.hash.startsWith('#/Login'));
  assert.equal(await page.getByLabel(text('auth.login.accountLabel'), { exact: true }).inputValue(), 'fresh001');
  const sent = await server.requests('/auth/register');
  assert.equal(sent.length, 1);
  const body = sent[0].body as Record<string, unknown>;
  assert.equal(body.lang, 'zh_cn');
  assert.match(String(body.register_site), /^127\.0\.0\.1:\d+$/);

  await submitLogin(page, server, 'fresh001', 'secret77');
  await page.waitForURL((u) => u.hash.startsWith('#/Main/home'));
});

test('register: a refusal from the platform shows its message and keeps the form, without the passwords', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Register'));
  await page.getByAltText(text('auth.captcha.imageAlt'), { exact: true }).waitFor();
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
  await seeText(page, '验证码错误');
  assert.equal(route(page), '/Register');
  assert.equal(await page.getByLabel(text('auth.register.accountLabel'), { exact: true }).inputValue(), 'fresh002');
  assert.equal(await page.getByLabel(text('auth.register.realnameLabel'), { exact: true }).inputValue(), '陈小明');
  assert.equal(await page.getByLabel(text('auth.register.passwordLabel'), { exact: true }).inputValue(), '');
  assert.equal(await page.getByLabel(text('auth.register.qkPwdLabel'), { exact: true }).inputValue(), '');
  assert.equal((await server.requests('/auth/register')).length, 1);
});
