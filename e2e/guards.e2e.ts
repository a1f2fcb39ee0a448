import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useJourney, route, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { submitLogin, playDemo } from './support/login';
import { text } from './support/text';

const env = useJourney();

test('a visitor sent from /Center to Login comes back to /Center after logging in', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Center'));
  await page.waitForURL((u) => u.hash.startsWith('#/Login'));
  assert.match(decodeURIComponent(new URL(page.url()).hash), /redirect=\/Center/);
  await submitLogin(page, server, 'member01', 'pass1234');
  await page.waitForURL((u) => u.hash.startsWith('#/Center'));
  await seeText(page, 'member01');
});

test('a demo member may open Center but is refused Recharge with the trial message and stays put', async () => {
  const { page, server } = env;
  await playDemo(page, server);
  await page.goto(server.at('/Center'));
  await seeText(page, text('account.center.demoBadge'));
  await evidence(page, 'center-demo');
  await page.getByRole('link', { name: text('account.center.rechargeLink'), exact: true }).click();
  await seeText(page, text('common.guard.demoBlockedText'));
  await page.waitForTimeout(300);
  assert.equal(route(page), '/Center');
  assert.equal((await server.requests('/recharge/normal')).length, 0);
});

test('the login screen sends the member back only inside the app', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Login?redirect=%2F%2Fevil.example%2F'));
  await submitLogin(page, server, 'member01', 'pass1234');
  await page.waitForURL((u) => u.hash.startsWith('#/Main/home'));
  assert.equal(new URL(page.url()).host, new URL(server.url).host);
});
