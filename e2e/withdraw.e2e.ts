import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useJourney, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { logIn, submitLogin } from './support/login';
import { typePasscode } from './support/passcode';
import { text } from './support/text';
import Big from 'big.js';
import { formatMoney } from '../src/lib/money';

const env = useJourney();

/** Types the withdrawal password into the confirmation sheet's six-digit field. */
const typeSheetPasscode = (digits: string) =>
  typePasscode(env.page.getByRole('dialog'), text('money.passcode.inputLabel'), digits);

test('newbie01 fills in each missing prerequisite in place, then withdraws once; the main wallet drops and the list shows it', async () => {
  const { page, server } = env;
  // Money to withdraw: the new member has none.
  server.ctx.db.prepare("UPDATE members SET money = 100000 WHERE name = 'newbie01'").run();
  await logIn(page, server, 'newbie01');
  await page.goto(server.at('/Member/ApplyDrawing'));
  await seeText(page, text('withdraw.prereq.realnameMissingText'));
  await evidence(page, 'withdraw-need-realname');
  await page.getByLabel(text('withdraw.prereq.realnameLabel'), { exact: true }).fill('新手甲');
  await page.getByRole('button', { name: text('withdraw.prereq.saveButton') }).click();
  await seeText(page, text('withdraw.prereq.qkPwdMissingText'));
  await evidence(page, 'withdraw-need-qkpwd');
  for (const label of [text('withdraw.prereq.qkPwdLabel'), text('withdraw.prereq.qkPwdConfirmLabel')]) {
    await page.getByLabel(label, { exact: true }).pressSequentially('13a579-0');
  }
  assert.equal(await page.getByLabel(text('withdraw.prereq.qkPwdLabel'), { exact: true }).inputValue(), '135790');
  await page.getByRole('button', { name: text('withdraw.prereq.saveButton') }).click();
  await seeText(page, text('withdraw.prereq.cardMissingText'));
  await evidence(page, 'withdraw-need-card');
  await page.getByLabel(text('bank.form.bankLabel')).selectOption('CCB');
  await page.getByLabel(text('bank.form.cardNoLabel')).fill('6217000012345678');
  await page.getByRole('button', { name: text('withdraw.prereq.bindButton') }).click();
  const amount = page.getByLabel(text('withdraw.form.amountLabel'), { exact: true });
  await amount.waitFor();
  await evidence(page, 'withdraw-form');
  await amount.fill('2000');
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  await seeText(page, text('withdraw.form.overBalanceError'));
  await amount.fill('300');
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  await evidence(page, 'withdraw-passcode');
  await typeSheetPasscode('135790');
  await seeText(page, text('withdraw.result.doneText'));
  await evidence(page, 'withdraw-done');
  assert.equal((await server.requests('/drawing')).length, 1);
  const m = (await server.operator('GET', '/members/newbie01')).member;
  assert.equal(m.money, 70000);
  await page.locator('.record-status.s1').first().waitFor();
  const pending = (await server.operator('GET', '/drawings?name=newbie01')).drawings as Array<{ id: number }>;
  assert.equal((await server.operator('POST', `/drawings/${pending[0].id}/reject`, { reason: '资料不符' })).ok, true);
  await page.reload();
  await page.locator('.record-status.s3').first().waitFor();
  await seeText(page, '资料不符');
});

test('member01: the fee notice shows while turnover remains; a wrong passcode is refused and the amount stays; a 401 mid-flow logs out once', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/ApplyDrawing'));
  await page.getByLabel(text('withdraw.form.amountLabel'), { exact: true }).fill('150');
  // The turnover left is money, shown through the one formatter like every other figure.
  const ml = (
    server.ctx.db.prepare("SELECT ml_money FROM members WHERE name = 'member01'").get() as { ml_money: number }
  ).ml_money;
  await seeText(
    page,
    text('withdraw.form.feeText', 'zh_cn', { percent: '2', ml: formatMoney(new Big(ml).div(100).toFixed(2), 'zh_cn') }),
  );
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  await typeSheetPasscode('000000');
  await seeText(page, '取款密码输入错误，请重试');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  assert.equal(await page.getByLabel(text('withdraw.form.amountLabel'), { exact: true }).inputValue(), '150');
  assert.equal((await server.requests('/drawing')).length, 1);
  await evidence(page, 'withdraw-wrong-passcode');
  // Logging in may bring game money home first; the baseline is what the member has now.
  const start = (await server.operator('GET', '/members/member01')).member.money as number;
  await server.fault({ path: '/drawing', kind: 'status', status: 401 });
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  await typeSheetPasscode('123456');
  // The way back to the flow rides along to Login.
  await page.waitForURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Member/ApplyDrawing'),
  );
  assert.equal((await server.requests('/drawing')).length, 2);
  assert.equal((await server.operator('GET', '/members/member01')).member.money, start);
  // Back in after logging in again: the amount is still there, the passcode is not.
  await server.clearFaults();
  await submitLogin(page, server, 'member01', 'pass1234');
  await page.waitForURL((u) => u.hash.startsWith('#/Member/ApplyDrawing'));
  const amount = page.getByLabel(text('withdraw.form.amountLabel'), { exact: true });
  await amount.waitFor();
  assert.equal(await amount.inputValue(), '150');
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  const pwd = page.getByRole('dialog').getByLabel(text('money.passcode.inputLabel'), { exact: true });
  await pwd.waitFor();
  assert.equal(await pwd.inputValue(), '');
  await evidence(page, 'withdraw-after-relogin');
  await typeSheetPasscode('123456');
  await seeText(page, text('withdraw.result.doneText'));
  assert.equal((await server.requests('/drawing')).length, 3);
  assert.equal((await server.operator('GET', '/members/member01')).member.money, start - 15_000);
});
