import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useJourney, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';

const env = useJourney();

async function openRecharge() {
  await logIn(env.page, env.server, 'member01');
  await env.page.goto(env.server.at('/Member/Recharge'));
  await env.page.locator('[data-payment-type]').first().waitFor();
}

const pick = (type: string) => env.page.locator(`[data-payment-type="${type}"]`).click();

test('company bank transfer: copyable payee, one submit, awaiting review, then approval shows in balance and record', async () => {
  const { page, server } = env;
  await openRecharge();
  await evidence(page, 'recharge-methods');
  await pick('company_bankpay');
  await seeText(page, '6222021001123456789');
  await seeText(page, '深圳福田支行');
  await page
    .getByRole('button', { name: `${text('money.copy.copyButton')} ${text('recharge.payee.accountLabel')}` })
    .click();
  await seeText(page, text('recharge.payee.copiedText'));
  await evidence(page, 'recharge-payee-bank');
  await page.getByRole('button', { name: text('recharge.payee.nextButton') }).click();
  const amount = page.getByLabel(text('recharge.form.amountLabel'), { exact: true });
  await amount.fill('.12a3.4567');
  assert.equal(await amount.inputValue(), '123.456');
  await amount.fill('50');
  await page.getByLabel(text('recharge.form.payerNameLabel')).fill('张三');
  await page.getByLabel(text('recharge.form.payerAccountLabel')).fill('6222000011112222');
  await page.getByRole('button', { name: text('recharge.form.submitButton'), exact: true }).click();
  await seeText(page, text('recharge.form.moneyError'));
  assert.equal((await server.requests('/recharge/normal')).length, 0);
  await amount.fill('200');
  const submit = page.getByRole('button', { name: text('recharge.form.submitButton'), exact: true });
  await submit.dblclick();
  await seeText(page, text('recharge.result.reviewText'));
  await evidence(page, 'recharge-awaiting-review');
  assert.equal((await server.requests('/recharge/normal')).length, 1);
  const before = (await server.operator('GET', '/members/member01')).member.money as number;
  const pending = (await server.operator('GET', '/recharges?name=member01')).recharges as Array<{
    id: number;
    money: number;
  }>;
  const mine = pending[pending.length - 1];
  assert.equal(mine.money, 20000);
  assert.equal((await server.operator('POST', `/recharges/${mine.id}/approve`)).ok, true);
  const after = (await server.operator('GET', '/members/member01')).member.money as number;
  assert.equal(after - before, 20000);
  await page.reload();
  await page.locator('.record-status.s2').first().waitFor();
  await page.goto(server.at('/Member/Transfer'));
  await page.locator('[data-wallet="money"] .money').first().waitFor();
  const shown = await page.locator('[data-wallet="money"] dd').first().innerText();
  assert.equal(shown.replace(/[^\d.]/g, ''), (after / 100).toFixed(2));
});

test('online payment opens the pay address once', async () => {
  const { page, server } = env;
  await openRecharge();
  await pick('online_alipay');
  await page.getByLabel(text('recharge.form.amountLabel'), { exact: true }).fill('300');
  await evidence(page, 'recharge-online-amount');
  await page.getByRole('button', { name: text('recharge.form.payButton') }).click();
  await seeText(page, text('recharge.result.payingText'));
  const link = page.getByRole('link', { name: text('recharge.result.openPayButton') });
  assert.match((await link.getAttribute('href')) ?? '', /^http:\/\/127\.0\.0\.1:\d+\/sim\/pay\//);
  assert.equal((await server.requests('/recharge/online')).length, 1);
  await evidence(page, 'recharge-online-paying');
});

test('QR code payee and USDT with address, protocol, rate and the USDT count', async () => {
  const { page } = env;
  await openRecharge();
  await pick('company_alipay');
  await page.locator('.payee-qr img').waitFor();
  await evidence(page, 'recharge-payee-qr');
  await page.getByRole('button', { name: text('recharge.flow.backButton') }).click();
  await pick('company_usdt');
  await seeText(page, 'TQ5XqPp4Y3sZ7d1hKzM9wR2nV8cL6bJ4aF');
  await seeText(page, 'TRC20');
  await seeText(page, '7.20');
  await evidence(page, 'recharge-payee-usdt');
  await page.getByRole('button', { name: text('recharge.payee.nextButton') }).click();
  await page.getByLabel(text('recharge.form.amountLabel'), { exact: true }).fill('720');
  await seeText(page, text('recharge.form.usdtCountText', 'zh_cn', { count: '100.00', rate: '7.20' }));
  await evidence(page, 'recharge-usdt-form');
});

test('a slow answer past the time-out: a clear message, input kept, one request only', async () => {
  const { page, server } = env;
  await openRecharge();
  await pick('company_bankpay');
  await page.getByRole('button', { name: text('recharge.payee.nextButton') }).click();
  await page.getByLabel(text('recharge.form.amountLabel'), { exact: true }).fill('300');
  await page.getByLabel(text('recharge.form.payerNameLabel')).fill('张三');
  await page.getByLabel(text('recharge.form.payerAccountLabel')).fill('6222000011112222');
  await server.fault({ path: '/recharge/normal', kind: 'delay', ms: 11_000 });
  await page.getByRole('button', { name: text('recharge.form.submitButton'), exact: true }).click();
  await seeText(page, text('common.net.timeoutText'));
  await seeText(page, text('recharge.form.failedText'));
  assert.equal(await page.getByLabel(text('recharge.form.amountLabel'), { exact: true }).inputValue(), '300');
  assert.equal(await page.getByLabel(text('recharge.form.payerNameLabel')).inputValue(), '张三');
  await evidence(page, 'recharge-timeout');
  // The slow request is logged when the server finally answers it; nothing else may follow.
  await page.waitForTimeout(3000);
  assert.ok((await server.requests('/recharge/normal')).length <= 1);
  const made = server.ctx.db
    .prepare(
      "SELECT COUNT(*) AS n FROM recharges r JOIN members m ON m.id = r.member_id WHERE m.name = 'member01' AND r.money = 30000",
    )
    .get() as { n: number };
  assert.equal(made.n, 1);
});

test('HTTP 500 and a malformed body: a clear message, input kept, nothing sent twice', async () => {
  const { page, server } = env;
  await openRecharge();
  await pick('online_alipay');
  await page.getByLabel(text('recharge.form.amountLabel'), { exact: true }).fill('250');
  await server.fault({ path: '/recharge/online', kind: 'status', status: 500 });
  await page.getByRole('button', { name: text('recharge.form.payButton') }).click();
  await seeText(page, 'injected 500');
  assert.equal(await page.getByLabel(text('recharge.form.amountLabel'), { exact: true }).inputValue(), '250');
  await server.fault({ path: '/recharge/online', kind: 'malformed' });
  await page.getByRole('button', { name: text('recharge.form.payButton') }).click();
  await seeText(page, text('recharge.form.failedText'));
  assert.equal(await page.getByLabel(text('recharge.form.amountLabel'), { exact: true }).inputValue(), '250');
  assert.equal((await server.requests('/recharge/online')).length, 2);
});
