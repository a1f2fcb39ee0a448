import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { logIn, submitLogin } from './support/login';
import { signIn } from './faults/support';
import { typePasscode } from './support/passcode';
import { text } from './support/text';
import Big from 'big.js';
import { formatMoney } from '../src/lib/money';

/** Types the withdrawal password into the confirmation sheet's six-digit field. */
const typeSheetPasscode = (page: Page, digits: string) =>
  typePasscode(page.getByRole('dialog'), text('money.passcode.inputLabel'), digits);

test('newbie01 fills in each missing prerequisite in place, then withdraws once; the main wallet drops and the list shows it', async ({
  page,
  server,
}) => {
  // Money to withdraw: the new member has none.
  server.ctx.db.prepare("UPDATE members SET money = 100000 WHERE name = 'newbie01'").run();
  await logIn(page, server, 'newbie01');
  await page.goto(server.at('/Member/ApplyDrawing'));
  await expect(page.getByText(text('withdraw.prereq.realnameMissingText')).first()).toBeVisible();
  await evidence(page, 'withdraw-need-realname');
  await page.getByLabel(text('withdraw.prereq.realnameLabel'), { exact: true }).fill('新手甲');
  await page.getByRole('button', { name: text('withdraw.prereq.saveButton') }).click();
  await expect(page.getByText(text('withdraw.prereq.qkPwdMissingText')).first()).toBeVisible();
  await evidence(page, 'withdraw-need-qkpwd');
  for (const label of [text('withdraw.prereq.qkPwdLabel'), text('withdraw.prereq.qkPwdConfirmLabel')]) {
    await page.getByLabel(label, { exact: true }).pressSequentially('13a579-0');
  }
  await expect(page.getByLabel(text('withdraw.prereq.qkPwdLabel'), { exact: true })).toHaveValue('135790');
  await page.getByRole('button', { name: text('withdraw.prereq.saveButton') }).click();
  await expect(page.getByText(text('withdraw.prereq.cardMissingText')).first()).toBeVisible();
  await evidence(page, 'withdraw-need-card');
  await page.getByLabel(text('bank.form.bankLabel')).selectOption('CCB');
  await page.getByLabel(text('bank.form.cardNoLabel')).fill('6217000012345678');
  await page.getByRole('button', { name: text('withdraw.prereq.bindButton') }).click();
  const amount = page.getByLabel(text('withdraw.form.amountLabel'), { exact: true });
  await expect(amount).toBeVisible();
  await evidence(page, 'withdraw-form');
  await amount.fill('2000');
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  await expect(page.getByText(text('withdraw.form.overBalanceError')).first()).toBeVisible();
  await amount.fill('300');
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  await evidence(page, 'withdraw-passcode');
  await typeSheetPasscode(page, '135790');
  await expect(page.getByText(text('withdraw.result.doneText')).first()).toBeVisible();
  await evidence(page, 'withdraw-done');
  await expect.poll(() => server.requests('/drawing')).toHaveLength(1);
  const m = (await server.operator('GET', '/members/newbie01')).member;
  expect(m.money).toBe(70000);
  await expect(page.locator('.status-pill.wait').first()).toBeVisible();
  const pending = (await server.operator('GET', '/drawings?name=newbie01')).drawings as Array<{ id: number }>;
  expect((await server.operator('POST', `/drawings/${pending[0].id}/reject`, { reason: '资料不符' })).ok).toBe(true);
  await page.reload();
  await expect(page.locator('.status-pill.bad').first()).toBeVisible();
  await expect(page.getByText('资料不符').first()).toBeVisible();
});

test('member01: the fee notice shows while turnover remains; a wrong passcode is refused and the amount stays; a 401 mid-flow logs out once', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/ApplyDrawing'));
  await page.getByLabel(text('withdraw.form.amountLabel'), { exact: true }).fill('150');
  // The turnover left is money, shown through the one formatter like every other figure.
  const ml = (
    server.ctx.db.prepare("SELECT ml_money FROM members WHERE name = 'member01'").get() as { ml_money: number }
  ).ml_money;
  await expect(
    page
      .getByText(
        text('withdraw.form.feeText', 'zh_cn', {
          percent: '2',
          ml: formatMoney(new Big(ml).div(100).toFixed(2)),
        }),
      )
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  await typeSheetPasscode(page, '000000');
  await expect(page.getByText('取款密码输入错误，请重试').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByLabel(text('withdraw.form.amountLabel'), { exact: true })).toHaveValue('150');
  await expect.poll(() => server.requests('/drawing')).toHaveLength(1);
  await evidence(page, 'withdraw-wrong-passcode');
  // Logging in may bring game money home first; the baseline is what the member has now.
  const start = (await server.operator('GET', '/members/member01')).member.money as number;
  await server.fault({ path: '/drawing', kind: 'status', status: 401 });
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  await typeSheetPasscode(page, '123456');
  // The way back to the flow rides along to Login.
  await expect(page).toHaveURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Member/ApplyDrawing'),
  );
  await expect.poll(() => server.requests('/drawing')).toHaveLength(2);
  expect((await server.operator('GET', '/members/member01')).member.money).toBe(start);
  // Back in after logging in again: the amount is still there, the passcode is not.
  await server.clearFaults();
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Member/ApplyDrawing'));
  const amount = page.getByLabel(text('withdraw.form.amountLabel'), { exact: true });
  await expect(amount).toBeVisible();
  await expect(amount).toHaveValue('150');
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  const pwd = page.getByRole('dialog').getByLabel(text('money.passcode.inputLabel'), { exact: true });
  await expect(pwd).toBeVisible();
  await expect(pwd).toHaveValue('');
  await evidence(page, 'withdraw-after-relogin');
  await typeSheetPasscode(page, '123456');
  await expect(page.getByText(text('withdraw.result.doneText')).first()).toBeVisible();
  await expect.poll(() => server.requests('/drawing')).toHaveLength(3);
  expect((await server.operator('GET', '/members/member01')).member.money).toBe(start - 15_000);
});

test('member01 sees the amount, the fee and what arrives before confirming, each as the platform records them; the code boxes fill the sheet at 360 px', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/ApplyDrawing'));
  await page.getByLabel(text('withdraw.form.amountLabel'), { exact: true }).fill('123.45');
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  const sheet = page.getByRole('dialog');
  const fact = (label: string) => sheet.locator('.passcode-facts > div', { hasText: text(label) }).locator('dd');
  // Turnover remains for member01, so the platform's 2% fee is due: 2.47 of 123.45, half up.
  await expect(fact('withdraw.confirm.amountLabel')).toHaveText('$123.45');
  await expect(fact('withdraw.confirm.feeLabel')).toHaveText('$2.47');
  await expect(fact('withdraw.confirm.receiveLabel')).toHaveText('$120.98');

  const cells = sheet.locator('.passcode-cell');
  await expect(cells).toHaveCount(6);
  const field = await sheet.locator('.passcode-boxes').boundingBox();
  const form = await sheet.locator('form').boundingBox();
  const last = await cells.last().boundingBox();
  expect(field && form && last).toBeTruthy();
  // The row of boxes spans the sheet's content, right edge to right edge, and stays inside the screen.
  expect(Math.abs(last!.x + last!.width - (form!.x + form!.width))).toBeLessThanOrEqual(1);
  expect(last!.x + last!.width).toBeLessThanOrEqual(360);
  await evidence(page, 'withdraw-confirm-figures');

  await typeSheetPasscode(page, '123456');
  await expect(page.getByText(text('withdraw.result.doneText')).first()).toBeVisible();
  const bill = server.ctx.db
    .prepare(
      "SELECT d.money, d.counter_fee FROM drawings d JOIN members m ON m.id = d.member_id WHERE m.name = 'member01' ORDER BY d.id DESC LIMIT 1",
    )
    .get() as { money: number; counter_fee: number };
  expect(bill).toEqual({ money: 12098, counter_fee: 247 });
});

test('member01 only looking at the form loads none of the passcode sheet; touching the form brings it, and the sheet opens at confirm', async ({
  page,
  server,
}) => {
  await signIn(page, server, 'member01');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(server.at('/Member/ApplyDrawing'));
  const amount = page.getByLabel(text('withdraw.form.amountLabel'), { exact: true });
  await expect(amount).toBeVisible();
  // The opening has settled and what waited for it (the recent withdrawals, the mail count) is in: nothing more comes.
  await expect.poll(() => server.requests('/drawing/list')).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  const looking = [...scripts];
  await page.waitForTimeout(1000);
  expect(scripts).toEqual(looking);
  // The member starts on the amount: the sheet's code comes now, ahead of the confirm step.
  await amount.tap();
  await expect.poll(() => scripts.length).toBeGreaterThan(looking.length);
  await amount.fill('300');
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(text('money.passcode.inputLabel')).first()).toBeVisible();
});
