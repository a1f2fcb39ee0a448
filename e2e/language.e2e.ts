import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useJourney, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { submitLogin } from './support/login';
import { text } from './support/text';

const env = useJourney();

test('welcome offers login, register, demo and browsing; choosing English changes the texts and the lang sent', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Welcome'));
  await page.getByRole('link', { name: text('auth.welcome.loginButton'), exact: true }).waitFor();
  await evidence(page, 'welcome');

  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('link', { name: text('auth.welcome.loginButton', 'en'), exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'English', exact: true }).getAttribute('aria-pressed'), 'true');
  await evidence(page, 'welcome-en');

  await page.getByRole('link', { name: text('auth.welcome.loginButton', 'en'), exact: true }).click();
  await page.waitForURL((u) => u.hash.startsWith('#/Login'));
  await page.getByLabel(text('auth.login.accountLabel', 'en'), { exact: true }).waitFor();
  await evidence(page, 'login-en');
  const sent = page.waitForRequest((r) => r.url().includes('/api/auth/login'));
  await submitLogin(page, server, 'member01', 'wrongpass1', 'en');
  assert.match((await sent).url(), /[?&]lang=en\b/);
  await seeText(page, 'Incorrect account or password');
});

test('browsing as a guest goes home without logging in', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Welcome'));
  await page.getByRole('link', { name: text('auth.welcome.guestButton'), exact: true }).click();
  await page.waitForURL((u) => u.hash.startsWith('#/Main/home'));
  assert.equal((await server.requests('/auth/login')).length, 0);
});
