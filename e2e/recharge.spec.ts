import { platformWithoutKeys } from './faults/support';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import type { E2eServer } from './support/server';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';

async function openRecharge(page: Page, server: E2eServer) {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Recharge'));
  await expect(page.locator('[data-payment-type]').first()).toBeVisible();
}

const pick = (page: Page, type: string) => page.locator(`[data-payment-type="${type}"]`).click();

test('company bank transfer: copyable payee, one submit, awaiting review, then approval shows in balance and record', async ({
  page,
  server,
}) => {
  await openRecharge(page, server);
  await evidence(page, 'recharge-methods');
  await pick(page, 'company_bankpay');
  await expect(page.getByText('6222021001123456789').first()).toBeVisible();
  await expect(page.getByText('深圳福田支行').first()).toBeVisible();
  await page
    .getByRole('button', { name: `${text('money.copy.copyButton')} ${text('recharge.payee.accountLabel')}` })
    .click();
  await expect(page.getByText(text('recharge.payee.copiedText')).first()).toBeVisible();
  await evidence(page, 'recharge-payee-bank');
  await page.getByRole('button', { name: text('recharge.payee.nextButton') }).click();
  const amount = page.getByLabel(text('recharge.form.amountLabel'), { exact: true });
  await amount.fill('.12a3.4567');
  await expect(amount).toHaveValue('123.456');
  await amount.fill('50');
  await page.getByLabel(text('recharge.form.payerNameLabel')).fill('张三');
  await page.getByLabel(text('recharge.form.payerAccountLabel')).fill('6222000011112222');
  await page.getByRole('button', { name: text('recharge.form.submitButton'), exact: true }).click();
  await expect(page.getByText(text('recharge.form.moneyError')).first()).toBeVisible();
  await expect.poll(() => server.requests('/recharge/normal')).toHaveLength(0);
  await amount.fill('200');
  const submit = page.getByRole('button', { name: text('recharge.form.submitButton'), exact: true });
  await submit.dblclick();
  await expect(page.getByText(text('recharge.result.reviewText')).first()).toBeVisible();
  await evidence(page, 'recharge-awaiting-review');
  await expect.poll(() => server.requests('/recharge/normal')).toHaveLength(1);
  const before = (await server.operator('GET', '/members/member01')).member.money as number;
  const pending = (await server.operator('GET', '/recharges?name=member01')).recharges as Array<{
    id: number;
    money: number;
  }>;
  const mine = pending[pending.length - 1];
  expect(mine.money).toBe(20000);
  expect((await server.operator('POST', `/recharges/${mine.id}/approve`)).ok).toBe(true);
  const after = (await server.operator('GET', '/members/member01')).member.money as number;
  expect(after - before).toBe(20000);
  await page.reload();
  await expect(page.locator('.status-pill.ok').first()).toBeVisible();
  await page.goto(server.at('/Member/Transfer'));
  await expect(page.locator('[data-wallet="money"] .money').first()).toBeVisible();
  const shown = await page.locator('[data-wallet="money"] dd').first().innerText();
  expect(shown.replace(/[^\d.]/g, '')).toBe((after / 100).toFixed(2));
});

test('online payment opens the pay address once', async ({ page, server }) => {
  await openRecharge(page, server);
  await pick(page, 'online_alipay');
  await page.getByLabel(text('recharge.form.amountLabel'), { exact: true }).fill('300');
  await evidence(page, 'recharge-online-amount');
  await page.getByRole('button', { name: text('recharge.form.payButton') }).click();
  await expect(page.getByText(text('recharge.result.payingText')).first()).toBeVisible();
  const link = page.getByRole('link', { name: text('recharge.result.openPayButton') });
  await expect(link).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/sim\/pay\//);
  await expect.poll(() => server.requests('/recharge/online')).toHaveLength(1);
  await evidence(page, 'recharge-online-paying');
});

test('QR code payee and USDT with address, protocol, rate and the USDT count', async ({ page, server }) => {
  await openRecharge(page, server);
  await pick(page, 'company_alipay');
  await expect(page.locator('.payee-qr img')).toBeVisible();
  await evidence(page, 'recharge-payee-qr');
  await page.getByRole('button', { name: text('recharge.flow.backButton') }).click();
  await pick(page, 'company_usdt');
  await expect(page.getByText('TQ5XqPp4Y3sZ7d1hKzM9wR2nV8cL6bJ4aF').first()).toBeVisible();
  await expect(page.getByText('TRC20').first()).toBeVisible();
  await expect(page.getByText('7.20').first()).toBeVisible();
  await evidence(page, 'recharge-payee-usdt');
  await page.getByRole('button', { name: text('recharge.payee.nextButton') }).click();
  await page.getByLabel(text('recharge.form.amountLabel'), { exact: true }).fill('720');
  await expect(
    page.getByText(text('recharge.form.usdtCountText', 'zh_cn', { count: '100.00', rate: '7.20' })).first(),
  ).toBeVisible();
  await evidence(page, 'recharge-usdt-form');
});

test('a slow answer past the time-out: a clear message, input kept, one request only', async ({ page, server }) => {
  await platformWithoutKeys(page);
  await openRecharge(page, server);
  await pick(page, 'company_bankpay');
  await page.getByRole('button', { name: text('recharge.payee.nextButton') }).click();
  await page.getByLabel(text('recharge.form.amountLabel'), { exact: true }).fill('300');
  await page.getByLabel(text('recharge.form.payerNameLabel')).fill('张三');
  await page.getByLabel(text('recharge.form.payerAccountLabel')).fill('6222000011112222');
  await server.fault({ path: '/recharge/normal', kind: 'delay', ms: 11_000 });
  await page.getByRole('button', { name: text('recharge.form.submitButton'), exact: true }).click();
  await expect(page.getByText(text('common.net.timeoutText')).first()).toBeVisible();
  await expect(page.getByText(text('recharge.form.failedText')).first()).toBeVisible();
  await expect(page.getByLabel(text('recharge.form.amountLabel'), { exact: true })).toHaveValue('300');
  await expect(page.getByLabel(text('recharge.form.payerNameLabel'))).toHaveValue('张三');
  await evidence(page, 'recharge-timeout');
  // The slow request is logged when the server finally answers it; nothing else may follow.
  await page.waitForTimeout(3000);
  expect((await server.requests('/recharge/normal')).length).toBeLessThanOrEqual(1);
  const made = server.ctx.db
    .prepare(
      "SELECT COUNT(*) AS n FROM recharges r JOIN members m ON m.id = r.member_id WHERE m.name = 'member01' AND r.money = 30000",
    )
    .get() as { n: number };
  expect(made.n).toBe(1);
});

test('HTTP 500 and a malformed body: a clear message, input kept, nothing sent twice', async ({ page, server }) => {
  await openRecharge(page, server);
  await pick(page, 'online_alipay');
  await page.getByLabel(text('recharge.form.amountLabel'), { exact: true }).fill('250');
  await server.fault({ path: '/recharge/online', kind: 'status', status: 500 });
  await page.getByRole('button', { name: text('recharge.form.payButton') }).click();
  await expect(page.getByText('injected 500').first()).toBeVisible();
  await expect(page.getByLabel(text('recharge.form.amountLabel'), { exact: true })).toHaveValue('250');
  await server.fault({ path: '/recharge/online', kind: 'malformed' });
  await page.getByRole('button', { name: text('recharge.form.payButton') }).click();
  await expect(page.getByText(text('recharge.form.failedText')).first()).toBeVisible();
  await expect(page.getByLabel(text('recharge.form.amountLabel'), { exact: true })).toHaveValue('250');
  await expect.poll(() => server.requests('/recharge/online')).toHaveLength(2);
});
