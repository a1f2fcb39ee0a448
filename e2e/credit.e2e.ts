import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useJourney, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { logIn, submitLogin } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';
import { cents } from './walletFigures';

const env = useJourney();

const member = async (server: E2eServer, name = 'member01') =>
  (await server.operator('GET', `/members/${name}`)).member as {
    id: number;
    money: number;
    used_credit: number;
    total_credit: number;
  };
const figure = async (page: Page, name: string) => cents(await page.locator(`[data-figure="${name}"]`).innerText());
const applyButton = (page: Page) => page.getByRole('button', { name: text('credit.borrow.submitButton'), exact: true });
const repayButton = (page: Page) => page.getByRole('button', { name: text('credit.repay.submitButton'), exact: true });

test('member01: rules and own limit, borrow under review with its countdown, the approval appears without a reload, repay in full, then the minute before borrowing again; records with progress', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Credit/Index'));
  await page.locator('[data-figure="limit"]').waitFor();
  const m0 = await member(server);
  assert.equal(await page.locator('[data-figure="account"]').innerText(), 'member01');
  assert.equal(await figure(page, 'limit'), m0.total_credit);
  assert.equal(await figure(page, 'used'), m0.used_credit);
  await seeText(page, text('credit.index.ruleSection'));
  await evidence(page, 'credit-index');

  await page.getByRole('link', { name: text('credit.nav.borrowTab') }).click();
  const amount = page.getByLabel(text('credit.borrow.amountLabel'), { exact: true });
  await amount.waitFor();
  await amount.fill('5000');
  await applyButton(page).click();
  await seeText(page, text('credit.borrow.overLimitError', 'zh_cn', { limit: '¥3,000.00' }));
  await page.getByLabel(text('credit.borrow.daysLabel'), { exact: true }).fill('31');
  await amount.fill('800');
  await applyButton(page).click();
  await seeText(page, text('credit.borrow.daysError', 'zh_cn', { max: 30 }));
  assert.equal((await server.requests('/credit/borrow')).length, 0);
  await page.getByLabel(text('credit.borrow.daysLabel'), { exact: true }).fill('7');
  await evidence(page, 'credit-borrow-form');
  await applyButton(page).dblclick();
  await page.locator('.credit-countdown').waitFor();
  await seeText(page, '4:5');
  assert.equal((await server.requests('/credit/borrow')).length, 1);
  await evidence(page, 'credit-borrow-review');

  // The operator approves; the screen shows it by itself and the main wallet rises.
  const loans = (await server.operator('GET', '/loans?name=member01')).loans as Array<{ id: number; status: number }>;
  const pending = loans.find((l) => l.status === 1);
  assert.ok(pending);
  assert.equal((await server.operator('POST', `/loans/${pending.id}/approve`)).ok, true);
  await page
    .locator('.credit-step.current', { hasText: text('credit.progress.approvedText') })
    .waitFor({ timeout: 20_000 });
  await page.waitForFunction(async () => true);
  for (let i = 0; i < 40 && (await figure(page, 'used')) !== 80_000; i += 1) await page.waitForTimeout(250);
  assert.equal(await figure(page, 'used'), 80_000);
  const m1 = await member(server);
  assert.equal(m1.money, m0.money + 80_000);
  await evidence(page, 'credit-borrow-approved');

  await page.getByRole('link', { name: text('credit.nav.repayTab') }).click();
  await page.locator('[data-figure="owed"]').waitFor();
  assert.equal(await figure(page, 'owed'), 80_000);
  await page.getByRole('button', { name: text('credit.repay.arrearsButton') }).click();
  await page.locator('.credit-arrears-money').waitFor();
  assert.equal(cents(await page.locator('.credit-arrears-money').innerText()), 80_000);
  assert.equal(cents(await page.locator('[data-wallet="money"]').innerText()), m1.money);
  await seeText(page, text('credit.repay.countdownLabel'));
  await evidence(page, 'credit-repay');
  await repayButton(page).dblclick();
  await seeText(page, '还款成功');
  await seeText(page, '还款 1 分钟后可再次借款');
  assert.equal((await server.requests('/credit/lend')).length, 1);
  const m2 = await member(server);
  assert.equal(m2.money, m1.money - 80_000);
  assert.equal(m2.used_credit, 0);
  await evidence(page, 'credit-repaid');

  await page
    .getByRole('link', { name: text('credit.nav.borrowTab') })
    .first()
    .click();
  await amount.waitFor();
  await amount.fill('100');
  await applyButton(page).click();
  await seeText(page, text('credit.borrow.waitError'));
  assert.equal((await server.requests('/credit/borrow')).length, 1);

  await page.getByRole('link', { name: text('credit.nav.recordsTab') }).click();
  await page.locator('.credit-record').nth(2).waitFor();
  await evidence(page, 'credit-records');
});

test('a visitor queries an account by name; a refusal keeps it; a rejected application shows without a reload', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Credit/Index'));
  const account = page.getByLabel(text('credit.query.accountLabel'), { exact: true });
  await account.fill('nobody99');
  await page.getByRole('button', { name: text('credit.query.submitButton') }).click();
  await seeText(page, text('credit.query.failedText'));
  assert.equal(await account.inputValue(), 'nobody99');
  await evidence(page, 'credit-visitor-refused');
  await account.fill('agent001');
  await page.getByRole('button', { name: text('credit.query.submitButton') }).click();
  await page.locator('[data-figure="limit"]').waitFor();
  assert.equal(await figure(page, 'limit'), (await member(server, 'agent001')).total_credit);
  await evidence(page, 'credit-visitor-figures');
  // The account typed on one credit screen is the one the next shows.
  await page.goto(server.at('/Credit/Borrow'));
  await page.locator('[data-figure="account"]', { hasText: 'agent001' }).waitFor();
  await page.getByLabel(text('credit.borrow.realnameLabel'), { exact: true }).fill('李四');
  await page.getByLabel(text('credit.borrow.amountLabel'), { exact: true }).fill('300');
  await applyButton(page).click();
  await page.locator('.credit-countdown').waitFor();
  const loan = (
    (await server.operator('GET', '/loans?name=agent001')).loans as Array<{ id: number; status: number }>
  ).find((l) => l.status === 1);
  assert.ok(loan);
  await server.operator('POST', `/loans/${loan.id}/reject`);
  await page.locator('.credit-step.failed').waitFor({ timeout: 20_000 });
  await evidence(page, 'credit-visitor-rejected');
});

test('borrow and repay under faults: HTTP 500 and a malformed answer say so and keep the form; a 401 returns to it after login; one request each', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Credit/Borrow'));
  const amount = page.getByLabel(text('credit.borrow.amountLabel'), { exact: true });
  await amount.waitFor();
  await amount.fill('600');
  await server.fault({ path: '/credit/borrow', kind: 'status', status: 500 });
  await applyButton(page).click();
  await seeText(page, 'injected 500');
  await seeText(page, text('credit.borrow.failedText'));
  assert.equal(await amount.inputValue(), '600');
  await evidence(page, 'credit-borrow-500');
  await server.fault({ path: '/credit/borrow', kind: 'malformed' });
  await applyButton(page).click();
  await seeText(page, text('common.net.failedText'));
  assert.equal(await amount.inputValue(), '600');
  await server.fault({ path: '/credit/borrow', kind: 'status', status: 401 });
  await applyButton(page).click();
  await page.waitForURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Credit/Borrow'),
  );
  await server.clearFaults();
  await submitLogin(page, server, 'member01', 'pass1234');
  await page.waitForURL((u) => u.hash.startsWith('#/Credit/Borrow'));
  await amount.waitFor();
  assert.equal(await amount.inputValue(), '600');
  assert.equal((await server.requests('/credit/borrow')).length, 3);
  assert.equal(
    (await server.operator('GET', '/loans?name=member01')).loans.filter((l: { status: number }) => l.status === 1)
      .length,
    0,
  );
  await applyButton(page).click();
  await page.locator('.credit-countdown').waitFor();
  assert.equal((await server.requests('/credit/borrow')).length, 4);
  const loan = (
    (await server.operator('GET', '/loans?name=member01')).loans as Array<{ id: number; status: number }>
  ).find((l) => l.status === 1)!;
  await server.operator('POST', `/loans/${loan.id}/approve`);

  await page.goto(server.at('/Credit/Repay'));
  await page.locator('[data-figure="owed"]').waitFor();
  const before = (await member(server)).money;
  await server.fault({ path: '/credit/lend', kind: 'status', status: 500 });
  await repayButton(page).click();
  await seeText(page, text('credit.repay.failedText'));
  assert.equal((await member(server)).money, before);
  await server.fault({ path: '/credit/lend', kind: 'status', status: 401 });
  await repayButton(page).click();
  await page.waitForURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Credit/Repay'),
  );
  await server.clearFaults();
  await submitLogin(page, server, 'member01', 'pass1234');
  await page.waitForURL((u) => u.hash.startsWith('#/Credit/Repay'));
  await page.locator('[data-figure="owed"]').waitFor();
  assert.equal((await member(server)).money, before);
  await repayButton(page).dblclick();
  await seeText(page, '还款成功');
  assert.equal((await server.requests('/credit/lend')).length, 3);
  assert.equal((await member(server)).money, before - 60_000);
  assert.equal((await member(server)).used_credit, 0);
});
