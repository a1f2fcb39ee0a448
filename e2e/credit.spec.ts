import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { logIn, submitLogin } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';
import { cents } from './walletFigures';

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

test('member01: rules and own limit, borrow under review with its countdown, the approval appears without a reload, repay in full, then the minute before borrowing again; records with progress', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Credit/Index'));
  await expect(page.locator('[data-figure="limit"]')).toBeVisible();
  const m0 = await member(server);
  await expect(page.locator('[data-figure="account"]')).toHaveText('member01');
  expect(await figure(page, 'limit')).toBe(m0.total_credit);
  expect(await figure(page, 'used')).toBe(m0.used_credit);
  await expect(page.getByText(text('credit.index.ruleSection')).first()).toBeVisible();
  await evidence(page, 'credit-index');

  await page.getByRole('link', { name: text('credit.nav.borrowTab') }).click();
  const amount = page.getByLabel(text('credit.borrow.amountLabel'), { exact: true });
  await expect(amount).toBeVisible();
  await amount.fill('5000');
  await applyButton(page).click();
  await expect(
    page.getByText(text('credit.borrow.overLimitError', 'zh_cn', { limit: '$3,000.00' })).first(),
  ).toBeVisible();
  await page.getByLabel(text('credit.borrow.daysLabel'), { exact: true }).fill('31');
  await amount.fill('800');
  await applyButton(page).click();
  await expect(page.getByText(text('credit.borrow.daysError', 'zh_cn', { max: 30 })).first()).toBeVisible();
  await expect.poll(() => server.requests('/credit/borrow')).toHaveLength(0);
  await page.getByLabel(text('credit.borrow.daysLabel'), { exact: true }).fill('7');
  await evidence(page, 'credit-borrow-form');
  await applyButton(page).dblclick();
  await expect(page.locator('.credit-countdown')).toBeVisible();
  // The platform's borrowing rule names its wait (2 hours): the countdown counts it down.
  await expect(page.getByText('1:59:5').first()).toBeVisible();
  await expect.poll(() => server.requests('/credit/borrow')).toHaveLength(1);
  await evidence(page, 'credit-borrow-review');

  // The operator approves; the screen shows it by itself and the main wallet rises.
  const loans = (await server.operator('GET', '/loans?name=member01')).loans as Array<{ id: number; status: number }>;
  const pending = loans.find((l) => l.status === 1);
  expect(pending).toBeDefined();
  expect((await server.operator('POST', `/loans/${pending!.id}/approve`)).ok).toBe(true);
  await expect(page.locator('.credit-step.current', { hasText: text('credit.progress.approvedText') })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => figure(page, 'used')).toBe(80_000);
  const m1 = await member(server);
  expect(m1.money).toBe(m0.money + 80_000);
  await evidence(page, 'credit-borrow-approved');

  await page.getByRole('link', { name: text('credit.nav.repayTab') }).click();
  await expect(page.locator('[data-figure="owed"]')).toBeVisible();
  expect(await figure(page, 'owed')).toBe(80_000);
  await page.getByRole('button', { name: text('credit.repay.arrearsButton') }).click();
  await expect(page.locator('.credit-arrears-money')).toBeVisible();
  expect(cents(await page.locator('.credit-arrears-money').innerText())).toBe(80_000);
  expect(cents(await page.locator('[data-wallet="money"]').innerText())).toBe(m1.money);
  await expect(page.getByText(text('credit.repay.countdownLabel')).first()).toBeVisible();
  await evidence(page, 'credit-repay');
  await repayButton(page).dblclick();
  await expect(page.getByText('还款成功').first()).toBeVisible();
  await expect(page.getByText('还款 1 分钟后可再次借款').first()).toBeVisible();
  await expect.poll(() => server.requests('/credit/lend')).toHaveLength(1);
  const m2 = await member(server);
  expect(m2.money).toBe(m1.money - 80_000);
  expect(m2.used_credit).toBe(0);
  await evidence(page, 'credit-repaid');

  await page
    .getByRole('link', { name: text('credit.nav.borrowTab') })
    .first()
    .click();
  await expect(amount).toBeVisible();
  await amount.fill('100');
  await applyButton(page).click();
  await expect(page.getByText(text('credit.borrow.waitError')).first()).toBeVisible();
  await expect.poll(() => server.requests('/credit/borrow')).toHaveLength(1);

  await page.getByRole('link', { name: text('credit.nav.recordsTab') }).click();
  await expect(page.locator('.credit-record').nth(2)).toBeVisible();
  await evidence(page, 'credit-records');
});

test('a visitor queries an account by name; a refusal keeps it; a rejected application shows without a reload', async ({
  page,
  server,
}) => {
  await page.goto(server.at('/Credit/Index'));
  const account = page.getByLabel(text('credit.query.accountLabel'), { exact: true });
  await account.fill('nobody99');
  await page.getByRole('button', { name: text('credit.query.submitButton') }).click();
  await expect(page.getByText(text('credit.query.failedText')).first()).toBeVisible();
  await expect(account).toHaveValue('nobody99');
  await evidence(page, 'credit-visitor-refused');
  await account.fill('agent001');
  await page.getByRole('button', { name: text('credit.query.submitButton') }).click();
  await expect(page.locator('[data-figure="limit"]')).toBeVisible();
  expect(await figure(page, 'limit')).toBe((await member(server, 'agent001')).total_credit);
  await evidence(page, 'credit-visitor-figures');
  // The account typed on one credit screen is the one the next shows.
  await page.goto(server.at('/Credit/Borrow'));
  await expect(page.locator('[data-figure="account"]', { hasText: 'agent001' })).toBeVisible();
  await page.getByLabel(text('credit.borrow.realnameLabel'), { exact: true }).fill('李四');
  await page.getByLabel(text('credit.borrow.amountLabel'), { exact: true }).fill('300');
  await applyButton(page).click();
  await expect(page.locator('.credit-countdown')).toBeVisible();
  const loan = (
    (await server.operator('GET', '/loans?name=agent001')).loans as Array<{ id: number; status: number }>
  ).find((l) => l.status === 1);
  expect(loan).toBeDefined();
  await server.operator('POST', `/loans/${loan!.id}/reject`);
  await expect(page.locator('.credit-step.failed')).toBeVisible({ timeout: 20_000 });
  await evidence(page, 'credit-visitor-rejected');
});

test('borrow and repay under faults: HTTP 500 and a malformed answer say so and keep the form; a 401 returns to it after login; one request each', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Credit/Borrow'));
  const amount = page.getByLabel(text('credit.borrow.amountLabel'), { exact: true });
  await expect(amount).toBeVisible();
  await amount.fill('600');
  await server.fault({ path: '/credit/borrow', kind: 'status', status: 500 });
  await applyButton(page).click();
  await expect(page.getByText('injected 500').first()).toBeVisible();
  await expect(page.getByText(text('credit.borrow.failedText')).first()).toBeVisible();
  await expect(amount).toHaveValue('600');
  await evidence(page, 'credit-borrow-500');
  await server.fault({ path: '/credit/borrow', kind: 'malformed' });
  await applyButton(page).click();
  await expect(page.getByText(text('common.net.failedText')).first()).toBeVisible();
  await expect(amount).toHaveValue('600');
  await server.fault({ path: '/credit/borrow', kind: 'status', status: 401 });
  await applyButton(page).click();
  await expect(page).toHaveURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Credit/Borrow'),
  );
  await server.clearFaults();
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Credit/Borrow'));
  await expect(amount).toBeVisible();
  await expect(amount).toHaveValue('600');
  await expect.poll(() => server.requests('/credit/borrow')).toHaveLength(3);
  expect(
    (await server.operator('GET', '/loans?name=member01')).loans.filter((l: { status: number }) => l.status === 1)
      .length,
  ).toBe(0);
  await applyButton(page).click();
  await expect(page.locator('.credit-countdown')).toBeVisible();
  await expect.poll(() => server.requests('/credit/borrow')).toHaveLength(4);
  const loan = (
    (await server.operator('GET', '/loans?name=member01')).loans as Array<{ id: number; status: number }>
  ).find((l) => l.status === 1)!;
  await server.operator('POST', `/loans/${loan.id}/approve`);

  await page.goto(server.at('/Credit/Repay'));
  await expect(page.locator('[data-figure="owed"]')).toBeVisible();
  const before = (await member(server)).money;
  await server.fault({ path: '/credit/lend', kind: 'status', status: 500 });
  await repayButton(page).click();
  await expect(page.getByText(text('credit.repay.failedText')).first()).toBeVisible();
  expect((await member(server)).money).toBe(before);
  await server.fault({ path: '/credit/lend', kind: 'status', status: 401 });
  await repayButton(page).click();
  await expect(page).toHaveURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Credit/Repay'),
  );
  await server.clearFaults();
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Credit/Repay'));
  await expect(page.locator('[data-figure="owed"]')).toBeVisible();
  expect((await member(server)).money).toBe(before);
  await repayButton(page).dblclick();
  await expect(page.getByText('还款成功').first()).toBeVisible();
  await expect.poll(() => server.requests('/credit/lend')).toHaveLength(3);
  expect((await member(server)).money).toBe(before - 60_000);
  expect((await member(server)).used_credit).toBe(0);
});

test("a member's own limit that cannot be read is said in place, and asking again shows it", async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await server.fault({ path: '/credit/search', kind: 'status', status: 500, count: 1 });
  await page.goto(server.at('/Credit/Borrow'));
  const card = page.locator('main .credit-card').first();
  await expect(card.getByText(text('common.state.errorText'))).toBeVisible();
  await expect(card.locator('.skeleton')).toHaveCount(0);
  await card.getByRole('button', { name: text('common.actions.retryButton') }).click();
  await expect(page.locator('[data-figure="account"]')).toHaveText('member01');
  await expect(page.getByLabel(text('credit.borrow.amountLabel'), { exact: true })).toBeVisible();
});

test("while a member's own figures load, their card is its loaded height and the rules wait under it", async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await server.fault({ path: '/auth/me', kind: 'delay', ms: 1500 });
  await server.fault({ path: '/credit/search', kind: 'delay', ms: 1500 });
  // A fresh load: nothing about the member is in the page until their info answers.
  await page.goto('about:blank');
  await page.goto(server.at('/Credit/Borrow'));
  const pending = page.locator('main .credit-card[aria-busy="true"]');
  await expect(pending).toBeVisible();
  await expect(page.locator('main .credit-rules')).toHaveCount(0);
  const before = await pending.boundingBox();
  await expect(page.locator('[data-figure="limit"]')).toBeVisible({ timeout: 10_000 });
  const loaded = page.locator('main .credit-card', { has: page.locator('[data-figure="limit"]') });
  expect(await loaded.boundingBox()).toEqual(before);
  await expect(page.locator('main .credit-rules')).toBeVisible();
});
