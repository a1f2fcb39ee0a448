import { platformWithoutKeys } from './faults/support';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { logIn, submitLogin } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';
import { cents } from './walletFigures';

const DEFAULT_TIMEOUT_MS = 10_000;

const planId = (server: E2eServer, name: string) =>
  (
    server.ctx.db.prepare("SELECT id FROM yuebao_plans WHERE lang = 'zh_cn' AND setting_name = ?").get(name) as {
      id: number;
    }
  ).id;
const member = async (server: E2eServer) =>
  (await server.operator('GET', '/members/member01')).member as { id: number; money: number; ml_money: number };
const logsOf = (server: E2eServer, id: number, type: number) =>
  server.ctx.db
    .prepare('SELECT money FROM money_logs WHERE member_id = ? AND operate_type = ? ORDER BY id')
    .all(id, type) as Array<{ money: number }>;

/** The main wallet on the Yuebao screen equals the server's (waits for it to settle there). */
async function walletMatches(page: Page, server: E2eServer) {
  await expect(async () => {
    const held = (await member(server)).money;
    const shown = cents(await page.locator('.yb-wallet-money').innerText());
    expect(shown, 'main wallet on screen differs from the server').toBe(held);
  }).toPass({ intervals: [250], timeout: 15_000 });
}

const amountField = (page: Page) => page.getByLabel(text('yuebao.buy.amountLabel'), { exact: true });
const submitBuy = (page: Page) => page.getByRole('button', { name: text('yuebao.buy.submitButton'), exact: true });

async function openBuy(page: Page, server: E2eServer, plan: string) {
  await page.goto(server.at('/Member/Yuebao'));
  await page
    .locator(`[data-plan="${planId(server, plan)}"]`)
    .getByRole('button', { name: text('yuebao.plans.buyButton') })
    .click();
  await expect(amountField(page)).toBeVisible();
}

test('member01 buys Daily Gain in tens with the interest preview, reads its purchases and history, then redeems principal and interest; every figure is the server’s', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Yuebao'));
  await expect(page.locator('[data-plan]').first()).toBeVisible();
  await walletMatches(page, server);
  await evidence(page, 'yuebao-plans');

  await openBuy(page, server, '日日盈');
  await amountField(page).fill('15');
  await expect(page.getByText(text('yuebao.buy.tenHintText')).first()).toBeVisible();
  await submitBuy(page).click();
  await expect(page.getByText(text('yuebao.buy.notTenError')).first()).toBeVisible();
  await expect.poll(() => server.requests('/yuebao/buy')).toHaveLength(0);
  await amountField(page).fill('20000');
  await submitBuy(page).click();
  await expect(page.getByText(text('yuebao.buy.overBalanceError')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: text('yuebao.buy.rechargeLink') })).toBeVisible();
  await evidence(page, 'yuebao-buy-insufficient');
  await amountField(page).fill('5000');
  // 5,000 at 0.50% a day: 25.00 a day, the 500.00 cap after 20 days.
  await expect(
    page.getByText(text('yuebao.buy.everyText', 'zh_cn', { hours: 24, interest: '$25.00' })).first(),
  ).toBeVisible();
  await expect(
    page
      .getByText(text('yuebao.buy.capText', 'zh_cn', { cap: '$500.00', periods: 20, hours: 480, total: '$500.00' }))
      .first(),
  ).toBeVisible();
  await evidence(page, 'yuebao-buy-preview');
  const before = await member(server);
  await submitBuy(page).dblclick();
  await expect(page.getByText('购买成功').first()).toBeVisible();
  await evidence(page, 'yuebao-bought');
  await expect.poll(() => server.requests('/yuebao/buy')).toHaveLength(1);
  const after = await member(server);
  expect(after.money).toBe(before.money - 500_000);
  expect(logsOf(server, after.id, 16).map((l) => l.money)).toEqual([500_000]);
  await walletMatches(page, server);

  await page.getByRole('button', { name: text('yuebao.buy.viewButton') }).click();
  await expect(page.locator('[data-record]').nth(1)).toBeVisible();
  const rows = server.ctx.db
    .prepare(
      'SELECT id, amount, interest FROM member_yuebao_plans WHERE member_id = ? AND status = 0 ORDER BY created_at',
    )
    .all(after.id) as Array<{ id: number; amount: number; interest: number }>;
  expect(rows.length).toBe(2);
  for (const r of rows) {
    const card = page.locator(`[data-record="${r.id}"]`);
    expect(cents(await card.locator('[data-figure="amount"]').innerText())).toBe(r.amount);
    expect(cents(await card.locator('.yb-interest').innerText())).toBe(r.interest);
  }
  // The seeded purchase (60 hours old) has settled twice: 25.00 each.
  const seeded = rows[0];
  expect(seeded.interest).toBe(5_000);
  const totals = page.locator('.yb-totals dd');
  expect(cents(await totals.nth(1).innerText())).toBe(rows[0].amount + rows[1].amount);
  expect(cents(await totals.nth(2).innerText())).toBe(rows[0].interest + rows[1].interest);
  const card = page.locator(`[data-record="${seeded.id}"]`);
  await card.getByRole('button', { name: text('yuebao.mine.historyButton') }).click();
  await expect(card.getByText(text('yuebao.mine.historyRowText', 'zh_cn', { times: 2 }))).toBeVisible();
  await evidence(page, 'yuebao-running');

  await card.getByRole('button', { name: text('yuebao.mine.redeemButton') }).click();
  await expect(page.getByText(text('yuebao.redeem.confirmText')).first()).toBeVisible();
  await evidence(page, 'yuebao-redeem-confirm');
  const beforeRedeem = await member(server);
  await page.getByRole('button', { name: text('yuebao.redeem.confirmButton'), exact: true }).dblclick();
  await expect(page.getByText('【本金+利息】共【 5050.00 元】').first()).toBeVisible();
  await evidence(page, 'yuebao-redeemed');
  await expect.poll(() => server.requests('/yuebao/withdrawal')).toHaveLength(1);
  const afterRedeem = await member(server);
  expect(afterRedeem.money).toBe(beforeRedeem.money + 505_000);
  expect(afterRedeem.ml_money).toBe(beforeRedeem.ml_money + 5_000);
  expect(logsOf(server, after.id, 19).map((l) => l.money)).toEqual([500_000]);
  expect(
    logsOf(server, after.id, 17)
      .filter((l) => l.money > 0)
      .map((l) => l.money),
  ).toEqual([5_000, 5_000]);
  await walletMatches(page, server);
  await page.getByRole('button', { name: text('yuebao.result.closeButton') }).click();
  await page.getByRole('tab', { name: text('yuebao.tabs.endedTab') }).click();
  await expect(page.locator(`[data-record="${seeded.id}"]`)).toBeVisible();
  await evidence(page, 'yuebao-ended');
});

test('sold out and the personal cap are shown before anyone types; what is left on sale bounds the amount', async ({
  page,
  server,
}) => {
  const vip = planId(server, '限量尊享');
  const week = planId(server, '七日定存');
  await logIn(page, server, 'member01');
  await openBuy(page, server, '限量尊享');
  await amountField(page).fill('600');
  await submitBuy(page).click();
  await expect(
    page.getByText(text('yuebao.buy.overRemainingError', 'zh_cn', { amount: '$500.00' })).first(),
  ).toBeVisible();
  await expect.poll(() => server.requests('/yuebao/buy')).toHaveLength(0);
  // Someone buys the rest, another member's cap is full: both show without typing.
  server.ctx.db.prepare('UPDATE yuebao_plans SET total_count = 1950500 WHERE id = ?').run(vip);
  const m = await member(server);
  server.ctx.db.prepare('UPDATE yuebao_plans SET limit_user_order_count = 100000 WHERE id = ?').run(week);
  server.ctx.db
    .prepare('INSERT INTO member_yuebao_plans (member_id, plan_id, amount, created_at, updated_at) VALUES (?,?,?,?,?)')
    .run(m.id, week, 100_000, Date.now(), Date.now());
  await page.goto(server.at('/Main/home'));
  await page.goto(server.at('/Member/Yuebao'));
  // The form the member left comes back with the amount, and now says the plan is sold out.
  await expect(page.locator('.yb-buy').getByText(text('yuebao.plans.soldOutText'))).toBeVisible();
  await expect(amountField(page)).toHaveValue('600');
  await expect(submitBuy(page)).toBeDisabled();
  await evidence(page, 'yuebao-buy-soldout');
  await page.getByRole('button', { name: text('yuebao.buy.cancelButton') }).click();
  await expect(page.locator(`[data-plan="${vip}"]`).getByText(text('yuebao.plans.soldOutText'))).toBeVisible();
  await expect(page.locator(`[data-plan="${week}"]`).getByText(text('yuebao.plans.capReachedText'))).toBeVisible();
  await expect(page.locator(`[data-plan="${vip}"]`).getByRole('button')).toHaveCount(0);
  await evidence(page, 'yuebao-soldout-cap');
});

test('buy and redeem under faults: HTTP 500, a malformed answer and a time-out say so, keep the amount and send once; balances match the server', async ({
  page,
  server,
}) => {
  await platformWithoutKeys(page);
  await page.clock.install();
  await logIn(page, server, 'member01');
  await openBuy(page, server, '日日盈');
  const start = (await member(server)).money;
  let sent = 0;
  const byApp: Record<string, number> = {};
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    byApp[path] = (byApp[path] ?? 0) + 1;
  });
  await amountField(page).fill('120');

  await server.fault({ path: '/yuebao/buy', kind: 'status', status: 500 });
  await submitBuy(page).click();
  await expect(page.getByText('injected 500').first()).toBeVisible();
  await expect(page.getByText(text('yuebao.buy.failedText')).first()).toBeVisible();
  await expect(amountField(page)).toHaveValue('120');
  await expect.poll(() => server.requests('/yuebao/buy')).toHaveLength((sent += 1));
  await evidence(page, 'yuebao-buy-500');

  await server.fault({ path: '/yuebao/buy', kind: 'malformed' });
  await submitBuy(page).click();
  await expect(page.getByText(text('common.net.failedText')).first()).toBeVisible();
  await expect(page.getByText(text('yuebao.buy.failedText')).first()).toBeVisible();
  await expect(amountField(page)).toHaveValue('120');
  await expect.poll(() => server.requests('/yuebao/buy')).toHaveLength((sent += 1));

  await server.fault({ path: '/yuebao/buy', kind: 'delay', ms: 2_000 });
  await submitBuy(page).click();
  await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1_000);
  await expect(page.getByText(text('common.net.timeoutText')).first()).toBeVisible();
  await expect(page.getByText(text('yuebao.buy.failedText')).first()).toBeVisible();
  await expect(amountField(page)).toHaveValue('120');
  await page.waitForTimeout(2_500);
  expect((await member(server)).money).toBe(start);
  expect(byApp['/api/yuebao/buy']).toBe(3);

  await server.clearFaults();
  await submitBuy(page).dblclick();
  await expect(page.getByText('购买成功').first()).toBeVisible();
  expect(byApp['/api/yuebao/buy']).toBe(4);
  expect((await member(server)).money).toBe(start - 12_000);
  await walletMatches(page, server);

  // Redeem: each failure leaves the purchase and the wallet as they were; then once, for real.
  await page.getByRole('button', { name: text('yuebao.buy.viewButton') }).click();
  const row = page.locator('[data-record]').first();
  await expect(row).toBeVisible();
  const before = (await member(server)).money;
  const redeem = async () => {
    await row.getByRole('button', { name: text('yuebao.mine.redeemButton') }).click();
    await page.getByRole('button', { name: text('yuebao.redeem.confirmButton'), exact: true }).click();
  };
  await server.fault({ path: '/yuebao/withdrawal', kind: 'status', status: 500 });
  await redeem();
  await expect(page.getByText(text('yuebao.mine.failedText')).first()).toBeVisible();
  await expect.poll(() => server.requests('/yuebao/withdrawal')).toHaveLength(1);
  expect((await member(server)).money).toBe(before);
  await evidence(page, 'yuebao-redeem-500');
  await server.fault({ path: '/yuebao/withdrawal', kind: 'malformed' });
  await redeem();
  await expect(page.getByText(text('yuebao.mine.failedText')).first()).toBeVisible();
  await expect.poll(() => server.requests('/yuebao/withdrawal')).toHaveLength(2);
  await server.fault({ path: '/yuebao/withdrawal', kind: 'delay', ms: 2_000 });
  await redeem();
  await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1_000);
  await expect(page.getByText(text('yuebao.mine.failedText')).first()).toBeVisible();
  await page.waitForTimeout(2_500);
  expect((await member(server)).money).toBe(before);
  expect(byApp['/api/yuebao/withdrawal']).toBe(3);
  await server.clearFaults();
  await row.getByRole('button', { name: text('yuebao.mine.redeemButton') }).click();
  await page.getByRole('button', { name: text('yuebao.redeem.confirmButton'), exact: true }).dblclick();
  await expect(page.getByText('【本金+利息】').first()).toBeVisible();
  expect(byApp['/api/yuebao/withdrawal']).toBe(4);
  expect((await member(server)).money).toBeGreaterThan(before);
  await walletMatches(page, server);
});

test('a 401 mid-buy returns the member to the same form with the amount after login; a 401 mid-redeem moves nothing; each sent once', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await openBuy(page, server, '日日盈');
  const start = (await member(server)).money;
  await amountField(page).fill('120');
  await server.fault({ path: '/yuebao/buy', kind: 'status', status: 401 });
  await submitBuy(page).click();
  await expect(page).toHaveURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Member/Yuebao'),
  );
  expect((await member(server)).money).toBe(start);
  await server.clearFaults();
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Member/Yuebao'));
  await expect(amountField(page)).toBeVisible();
  await expect(amountField(page)).toHaveValue('120');
  await evidence(page, 'yuebao-buy-after-relogin');
  await submitBuy(page).click();
  await expect(page.getByText('购买成功').first()).toBeVisible();
  await expect.poll(() => server.requests('/yuebao/buy')).toHaveLength(2);
  expect((await member(server)).money).toBe(start - 12_000);

  await page.getByRole('button', { name: text('yuebao.buy.viewButton') }).click();
  const row = page.locator('[data-record]').first();
  await expect(row).toBeVisible();
  const before = (await member(server)).money;
  await server.fault({ path: '/yuebao/withdrawal', kind: 'status', status: 401 });
  await row.getByRole('button', { name: text('yuebao.mine.redeemButton') }).click();
  await page.getByRole('button', { name: text('yuebao.redeem.confirmButton'), exact: true }).click();
  await expect(page).toHaveURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Member/Yuebao'),
  );
  expect((await member(server)).money).toBe(before);
  await server.clearFaults();
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Member/Yuebao'));
  await page.getByRole('tab', { name: text('yuebao.tabs.runningTab') }).click();
  const again = page.locator('[data-record]').first();
  await again.getByRole('button', { name: text('yuebao.mine.redeemButton') }).click();
  await page.getByRole('button', { name: text('yuebao.redeem.confirmButton'), exact: true }).click();
  await expect(page.getByText('【本金+利息】').first()).toBeVisible();
  await expect.poll(() => server.requests('/yuebao/withdrawal')).toHaveLength(2);
  await walletMatches(page, server);
});
