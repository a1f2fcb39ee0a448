import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useJourney, route, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { captchaOnScreen, submitLogin } from './support/login';
import { text } from './support/text';

const env = useJourney();

test('a wrong password shows the platform message, keeps the account, clears the password and renews the captcha', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Login'));
  const captchaImg = page.getByAltText(text('auth.captcha.imageAlt'), { exact: true });
  await captchaImg.waitFor();
  await evidence(page, 'login');
  const firstCaptcha = await captchaImg.getAttribute('src');
  await submitLogin(page, server, 'member01', 'wrongpass1');
  await seeText(page, '账号或密码错误');
  await page.waitForFunction((prev) => {
    const img = document.querySelector('img.captcha-img');
    return img && img.getAttribute('src') !== prev;
  }, firstCaptcha);
  assert.equal(await page.getByLabel(text('auth.login.accountLabel'), { exact: true }).inputValue(), 'member01');
  assert.equal(await page.getByLabel(text('auth.login.passwordLabel'), { exact: true }).inputValue(), '');
  assert.equal(route(page), '/Login');
  await evidence(page, 'login-refused');
});

test('bad input is refused on the phone and nothing is sent', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Login'));
  await page.getByAltText(text('auth.captcha.imageAlt'), { exact: true }).waitFor();
  await page.getByLabel(text('auth.login.accountLabel'), { exact: true }).fill('AB');
  await page.getByRole('button', { name: text('auth.login.submitButton'), exact: true }).click();
  await seeText(page, text('auth.form.loginAccountFormatError'));
  await seeText(page, text('auth.form.requiredError'));
  assert.equal((await server.requests('/auth/login')).length, 0);
  await evidence(page, 'login-invalid');
});

test('the right password logs in once, even on a double tap, and lands on home', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Login'));
  await page.getByLabel(text('auth.login.accountLabel'), { exact: true }).fill('member01');
  await page.getByLabel(text('auth.login.passwordLabel'), { exact: true }).fill('pass1234');
  await page.getByLabel(text('auth.captcha.inputLabel'), { exact: true }).fill(await captchaOnScreen(page, server));
  await page.getByRole('button', { name: text('auth.login.submitButton'), exact: true }).dblclick();
  await page.waitForURL((u) => u.hash.startsWith('#/Main/home'));
  assert.equal((await server.requests('/auth/login')).length, 1);
  const me = await server.requests('/auth/me');
  assert.ok(
    me.some((r) => r.status === 200),
    'member info loaded after login',
  );
});

test('demo login from the login screen tells the member it is a trial account', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Login'));
  await page.getByRole('button', { name: text('auth.login.demoButton'), exact: true }).click();
  await seeText(page, text('auth.login.demoTipsText'));
  await page.waitForURL((u) => u.hash.startsWith('#/Main/home'));
  assert.equal((await server.requests('/auth/demo')).length, 1);
});

test('forgot password explains how to recover it', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Login'));
  await page.getByRole('button', { name: text('auth.login.forgotButton'), exact: true }).click();
  await seeText(page, text('auth.login.forgotText'));
  await evidence(page, 'login-forgot');
  await page.getByRole('button', { name: text('auth.login.forgotConfirmButton'), exact: true }).click();
});

test('a login the platform fails on says so, keeps the account and can be retried', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Login'));
  await server.fault({ path: '/auth/login', kind: 'status', status: 500, count: 1 });
  await submitLogin(page, server, 'member01', 'pass1234');
  await seeText(page, 'injected 500');
  assert.equal(await page.getByLabel(text('auth.login.accountLabel'), { exact: true }).inputValue(), 'member01');
  assert.equal(route(page), '/Login');
  await page.getByAltText(text('auth.captcha.imageAlt'), { exact: true }).waitFor();
  await submitLogin(page, server, 'member01', 'pass1234');
  await page.waitForURL((u) => u.hash.startsWith('#/Main/home'));
});
