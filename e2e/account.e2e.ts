import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useJourney, route, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { logIn, submitLogin } from './support/login';
import { text } from './support/text';

const env = useJourney();

/** Integer cents from the database as the app must show them in zh_cn: ¥ with separators, two decimals. */
function yuan(cents: number): string {
  const whole = Math.trunc(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `¥${whole}.${String(cents % 100).padStart(2, '0')}`;
}

test('center shows the account, level, last login and exact balances, and links to every member screen', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Center'));
  await seeText(page, 'member01');
  await page.locator('.account-balances').waitFor();
  const row = server.ctx.db.prepare('SELECT money, fs_money FROM members WHERE name = ?').get('member01') as {
    money: number;
    fs_money: number;
  };
  const shown = await page.locator('.account-balances dd').allInnerTexts();
  assert.equal(shown[0], yuan(row.money));
  assert.equal(shown[1], yuan(row.fs_money));
  assert.match(shown[2], /^¥\d{1,3}(,\d{3})*\.\d{2}$/);
  for (const id of [
    'account.center.rechargeLink',
    'account.center.withdrawLink',
    'account.center.messageLink',
    'account.center.memberInfoLink',
    'account.center.languageLink',
  ]) {
    assert.ok(await page.getByRole('link', { name: new RegExp(text(id)) }).count(), id);
  }
  await evidence(page, 'center');
  await page.getByRole('link', { name: text('account.center.drawingPwdLink'), exact: true }).click();
  await page.waitForURL((u) => u.hash.startsWith('#/Member/Modify_drawing_pwd'));
});

test('logout asks first, ends the session on the server and lands on Login', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Center'));
  await page.getByRole('button', { name: text('account.center.logoutButton'), exact: true }).click();
  await seeText(page, text('account.center.logoutConfirmText'));
  await evidence(page, 'center-logout-confirm');
  await page
    .getByRole('button', { name: text('account.center.logoutConfirmButton'), exact: true })
    .last()
    .click();
  await page.waitForURL((u) => u.hash.startsWith('#/Login'));
  assert.equal((await server.requests('/auth/logout')).length, 1);
  await page.goto(server.at('/Center'));
  await page.waitForURL((u) => u.hash.startsWith('#/Login'));
});

test('member info: visitors are asked to log in; members see their data and update it with checks', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Member/MemberInfo'));
  await seeText(page, text('account.memberInfo.loginPromptText'));
  await evidence(page, 'memberinfo-visitor');
  await page.getByRole('link', { name: text('account.memberInfo.loginButton'), exact: true }).click();
  await submitLogin(page, server, 'member01', 'pass1234');
  await page.waitForURL((u) => u.hash.startsWith('#/Member/MemberInfo'));
  await seeText(page, '张三');
  await evidence(page, 'memberinfo');

  const email = page.getByLabel(text('account.memberInfo.emailLabel'), { exact: true });
  await email.fill('not-an-email');
  await page.getByRole('button', { name: text('account.memberInfo.saveButton'), exact: true }).click();
  await seeText(page, text('account.form.emailFormatError'));
  assert.equal((await server.requests('/auth/info/update')).length, 0);

  await email.fill('new.mail@example.test');
  await page.getByLabel(text('account.memberInfo.qqLabel'), { exact: true }).fill('123456789');
  await page.getByRole('button', { name: text('account.memberInfo.saveButton'), exact: true }).click();
  await seeText(page, text('account.memberInfo.successText'));
  const sent = await server.requests('/auth/info/update');
  assert.equal(sent.length, 1);
  assert.deepEqual(sent[0].body, { email: 'new.mail@example.test', qq: '123456789' });
  await page.locator('.info-list').getByText('new.mail@example.test').waitFor();
  const row = server.ctx.db.prepare('SELECT email, qq FROM members WHERE name = ?').get('member01') as {
    email: string;
    qq: string;
  };
  assert.deepEqual(row, { email: 'new.mail@example.test', qq: '123456789' });
});

test('changing the login password needs the right old one, then forces a new login with the new one', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Modify_pwd'));
  const old = page.getByLabel(text('account.modifyPwd.oldLabel'), { exact: true });
  await old.waitFor();
  await evidence(page, 'modify-pwd');
  await old.fill('wrongold1');
  await page.getByLabel(text('account.modifyPwd.newLabel'), { exact: true }).fill('newpass99');
  await page.getByLabel(text('account.modifyPwd.confirmLabel'), { exact: true }).fill('newpass99');
  await page.getByRole('button', { name: text('account.modifyPwd.submitButton'), exact: true }).click();
  await seeText(page, '原始密码错误，请检查');
  assert.equal(await old.inputValue(), '');
  assert.equal(route(page), '/Member/Modify_pwd');

  await old.fill('pass1234');
  await page.getByLabel(text('account.modifyPwd.newLabel'), { exact: true }).fill('newpass99');
  await page.getByLabel(text('account.modifyPwd.confirmLabel'), { exact: true }).fill('newpass99');
  await page.getByRole('button', { name: text('account.modifyPwd.submitButton'), exact: true }).click();
  await seeText(page, text('account.modifyPwd.successText'));
  await page.waitForURL((u) => u.hash.startsWith('#/Login'));
  assert.equal((await server.requests('/member/password/modify')).length, 2);

  await submitLogin(page, server, 'member01', 'pass1234');
  await seeText(page, '账号或密码错误');
  await page.getByLabel(text('auth.login.accountLabel'), { exact: true }).waitFor();
  await submitLogin(page, server, 'member01', 'newpass99');
  await page.waitForURL((u) => u.hash.startsWith('#/Main/home'));
});
