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
  let shown: number | null = null;
  let held = 0;
  for (let i = 0; i < 40; i += 1) {
    held = (await member(server)).money;
    shown = cents(await page.locator('.yb-wallet-money').innerText());
    if (shown === held) return;
    await page.waitForTimeout(250);
  }
  assert.equal(shown, held, 'main wallet on screen differs from the server');
}

const amountField = (page: Page) => page.getByLabel(text('yuebao.buy.amountLabel'), { exact: true });
const submitBuy = (page: Page) => page.getByRole('button', { name: text('yuebao.buy.submitButton'), exact: true });

async function openBuy(page: Page, server: E2eServer, plan: string) {
  await page.goto(server.at('/Member/Yuebao'));
  await page
    .locator(`[data-plan="${planId(server, plan)}"]`)
    .getByRole('button', { name: text('yuebao.plans.buyButton') })
    .click();
  await amountField(page).waitFor();
}

test('member01 buys Daily Gain in tens with the interest preview, reads its purchases and history, then redeems principal and interest; every figure is the server’s', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Yuebao'));
  await page.locator('[data-plan]').first().waitFor();
  await walletMatches(page, server);
  await evidence(page, 'yuebao-plans');

  await openBuy(page, server, '日日盈');
  await amountField(page).fill('15');
  await seeText(page, text('yuebao.buy.tenHintText'));
  await submitBuy(page).click();
  await seeText(page, text('yuebao.buy.notTenError'));
  assert.equal((await server.requests('/yuebao/buy')).length, 0);
  await amountField(page).fill('20000');
  await submitBuy(page).click();
  await seeText(page, text('yuebao.buy.overBalanceError'));
  await page.getByRole('link', { name: text('yuebao.buy.rechargeLink') }).waitFor();
  await evidence(page, 'yuebao-buy-insufficient');
  await amountField(page).fill('5000');
  // 5,000 at 0.50% a day: 25.00 a day, the 500.00 cap after 20 days.
  await seeText(page, text('yuebao.buy.everyText', 'zh_cn', { hours: 24, interest: '¥25.00' }));
  await seeText(
    page,
    text('yuebao.buy.capText', 'zh_cn', { cap: '¥500.00', periods: 20, hours: 480, total: '¥500.00' }),
  );
  await evidence(page, 'yuebao-buy-preview');
  const before = await member(server);
  await submitBuy(page).dblclick();
  await seeText(page, '购买成功');
  await evidence(page, 'yuebao-bought');
  assert.equal((await server.requests('/yuebao/buy')).length, 1);
  const after = await member(server);
  assert.equal(after.money, before.money - 500_000);
  assert.deepEqual(
    logsOf(server, after.id, 16).map((l) => l.money),
    [500_000],
  );
  await walletMatches(page, server);

  await page.getByRole('button', { name: text('yuebao.buy.viewButton') }).click();
  await page.locator('[data-record]').nth(1).waitFor();
  const rows = server.ctx.db
    .prepare(
      'SELECT id, amount, interest FROM member_yuebao_plans WHERE member_id = ? AND status = 0 ORDER BY created_at',
    )
    .all(after.id) as Array<{ id: number; amount: number; interest: number }>;
  assert.equal(rows.length, 2);
  for (const r of rows) {
    const card = page.locator(`[data-record="${r.id}"]`);
    assert.equal(cents(await card.locator('[data-figure="amount"]').innerText()), r.amount);
    assert.equal(cents(await card.locator('.yb-interest').innerText()), r.interest);
  }
  // The seeded purchase (60 hours old) has settled twice: 25.00 each.
  const seeded = rows[0];
  assert.equal(seeded.interest, 5_000);
  const totals = page.locator('.yb-totals dd');
  assert.equal(cents(await totals.nth(1).innerText()), rows[0].amount + rows[1].amount);
  assert.equal(cents(await totals.nth(2).innerText()), rows[0].interest + rows[1].interest);
  const card = page.locator(`[data-record="${seeded.id}"]`);
  await card.getByRole('button', { name: text('yuebao.mine.historyButton') }).click();
  await card.getByText(text('yuebao.mine.historyRowText', 'zh_cn', { times: 2 })).waitFor();
  await evidence(page, 'yuebao-running');

  await card.getByRole('button', { name: text('yuebao.mine.redeemButton') }).click();
  await seeText(page, text('yuebao.redeem.confirmText'));
  await evidence(page, 'yuebao-redeem-confirm');
  const beforeRedeem = await member(server);
  await page.getByRole('button', { name: text('yuebao.redeem.confirmButton'), exact: true }).dblclick();
  await seeText(page, '【本金+利息】共【 5050.00 元】');
  await evidence(page, 'yuebao-redeemed');
  assert.equal((await server.requests('/yuebao/withdrawal')).length, 1);
  const afterRedeem = await member(server);
  assert.equal(afterRedeem.money, beforeRedeem.money + 505_000);
  assert.equal(afterRedeem.ml_money, beforeRedeem.ml_money + 5_000);
  assert.deepEqual(
    logsOf(server, after.id, 19).map((l) => l.money),
    [500_000],
  );
  assert.deepEqual(
    logsOf(server, after.id, 17)
      .filter((l) => l.money > 0)
      .map((l) => l.money),
    [5_000, 5_000],
  );
  await walletMatches(page, server);
  await page.getByRole('button', { name: text('yuebao.result.closeButton') }).click();
  await page.getByRole('tab', { name: text('yuebao.tabs.endedTab') }).click();
  await page.locator(`[data-record="${seeded.id}"]`).waitFor();
  await evidence(page, 'yuebao-ended');
});

test('sold out and the personal cap are shown before anyone types; what is left on sale bounds the amount', async () => {
  const { page, server } = env;
  const vip = planId(server, '限量尊享');
  const week = planId(server, '七日定存');
  await logIn(page, server, 'member01');
  await openBuy(page, server, '限量尊享');
  await amountField(page).fill('600');
  await submitBuy(page).click();
  await seeText(page, text('yuebao.buy.overRemainingError', 'zh_cn', { amount: '¥500.00' }));
  assert.equal((await server.requests('/yuebao/buy')).length, 0);
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
  await page.locator('.yb-buy').getByText(text('yuebao.plans.soldOutText')).waitFor();
  assert.equal(await amountField(page).inputValue(), '600');
  assert.equal(await submitBuy(page).isDisabled(), true);
  await evidence(page, 'yuebao-buy-soldout');
  await page.getByRole('button', { name: text('yuebao.buy.cancelButton') }).click();
  await page.locator(`[data-plan="${vip}"]`).getByText(text('yuebao.plans.soldOutText')).waitFor();
  await page.locator(`[data-plan="${week}"]`).getByText(text('yuebao.plans.capReachedText')).waitFor();
  assert.equal(await page.locator(`[data-plan="${vip}"] button`).count(), 0);
  await evidence(page, 'yuebao-soldout-cap');
});

test('buy and redeem under faults: HTTP 500, a malformed answer and a time-out say so, keep the amount and send once; balances match the server', async () => {
  const { page, server } = env;
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
  await seeText(page, 'injected 500');
  await seeText(page, text('yuebao.buy.failedText'));
  assert.equal(await amountField(page).inputValue(), '120');
  assert.equal((await server.requests('/yuebao/buy')).length, (sent += 1));
  await evidence(page, 'yuebao-buy-500');

  await server.fault({ path: '/yuebao/buy', kind: 'malformed' });
  await submitBuy(page).click();
  await seeText(page, text('common.net.failedText'));
  await seeText(page, text('yuebao.buy.failedText'));
  assert.equal(await amountField(page).inputValue(), '120');
  assert.equal((await server.requests('/yuebao/buy')).length, (sent += 1));

  await server.fault({ path: '/yuebao/buy', kind: 'delay', ms: 2_000 });
  await submitBuy(page).click();
  await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1_000);
  await seeText(page, text('common.net.timeoutText'));
  await seeText(page, text('yuebao.buy.failedText'));
  assert.equal(await amountField(page).inputValue(), '120');
  await page.waitForTimeout(2_500);
  assert.equal((await member(server)).money, start);
  assert.equal(byApp['/api/yuebao/buy'], 3);

  await server.clearFaults();
  await submitBuy(page).dblclick();
  await seeText(page, '购买成功');
  assert.equal(byApp['/api/yuebao/buy'], 4);
  assert.equal((await member(server)).money, start - 12_000);
  await walletMatches(page, server);

  // Redeem: each failure leaves the purchase and the wallet as they were; then once, for real.
  await page.getByRole('button', { name: text('yuebao.buy.viewButton') }).click();
  const row = page.locator('[data-record]').first();
  await row.waitFor();
  const before = (await member(server)).money;
  const redeem = async () => {
    await row.getByRole('button', { name: text('yuebao.mine.redeemButton') }).click();
    await page.getByRole('button', { name: text('yuebao.redeem.confirmButton'), exact: true }).click();
  };
  await server.fault({ path: '/yuebao/withdrawal', kind: 'status', status: 500 });
  await redeem();
  await seeText(page, text('yuebao.mine.failedText'));
  assert.equal((await server.requests('/yuebao/withdrawal')).length, 1);
  assert.equal((await member(server)).money, before);
  await evidence(page, 'yuebao-redeem-500');
  await server.fault({ path: '/yuebao/withdrawal', kind: 'malformed' });
  await redeem();
  await seeText(page, text('yuebao.mine.failedText'));
  assert.equal((await server.requests('/yuebao/withdrawal')).length, 2);
  await server.fault({ path: '/yuebao/withdrawal', kind: 'delay', ms: 2_000 });
  await redeem();
  await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1_000);
  await seeText(page, text('yuebao.mine.failedText'));
  await page.waitForTimeout(2_500);
  assert.equal((await member(server)).money, before);
  assert.equal(byApp['/api/yuebao/withdrawal'], 3);
  await server.clearFaults();
  await row.getByRole('button', { name: text('yuebao.mine.redeemButton') }).click();
  await page.getByRole('button', { name: text('yuebao.redeem.confirmButton'), exact: true }).dblclick();
  await seeText(page, '【本金+利息】');
  assert.equal(byApp['/api/yuebao/withdrawal'], 4);
  assert.ok((await member(server)).money > before);
  await walletMatches(page, server);
});

test('a 401 mid-buy returns the member to the same form with the amount after login; a 401 mid-redeem moves nothing; each sent once', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await openBuy(page, server, '日日盈');
  const start = (await member(server)).money;
  await amountField(page).fill('120');
  await server.fault({ path: '/yuebao/buy', kind: 'status', status: 401 });
  await submitBuy(page).click();
  await page.waitForURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Member/Yuebao'),
  );
  assert.equal((await member(server)).money, start);
  await server.clearFaults();
  await submitLogin(page, server, 'member01', 'pass1234');
  await page.waitForURL((u) => u.hash.startsWith('#/Member/Yuebao'));
  await amountField(page).waitFor();
  assert.equal(await amountField(page).inputValue(), '120');
  await evidence(page, 'yuebao-buy-after-relogin');
  await submitBuy(page).click();
  await seeText(page, '购买成功');
  assert.equal((await server.requests('/yuebao/buy')).length, 2);
  assert.equal((await member(server)).money, start - 12_000);

  await page.getByRole('button', { name: text('yuebao.buy.viewButton') }).click();
  const row = page.locator('[data-record]').first();
  await row.waitFor();
  const before = (await member(server)).money;
  await server.fault({ path: '/yuebao/withdrawal', kind: 'status', status: 401 });
  await row.getByRole('button', { name: text('yuebao.mine.redeemButton') }).click();
  await page.getByRole('button', { name: text('yuebao.redeem.confirmButton'), exact: true }).click();
  await page.waitForURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Member/Yuebao'),
  );
  assert.equal((await member(server)).money, before);
  await server.clearFaults();
  await submitLogin(page, server, 'member01', 'pass1234');
  await page.waitForURL((u) => u.hash.startsWith('#/Member/Yuebao'));
  await page.getByRole('tab', { name: text('yuebao.tabs.runningTab') }).click();
  const again = page.locator('[data-record]').first();
  await again.getByRole('button', { name: text('yuebao.mine.redeemButton') }).click();
  await page.getByRole('button', { name: text('yuebao.redeem.confirmButton'), exact: true }).click();
  await seeText(page, '【本金+利息】');
  assert.equal((await server.requests('/yuebao/withdrawal')).length, 2);
  await walletMatches(page, server);
});
