import { test, expect, route } from './fixtures';
import { evidence } from './support/evidence';
import { logIn, submitLogin } from './support/login';
import { text } from './support/text';

/** Integer cents from the database as the app must show them in every language: $ with separators, two decimals. */
function yuan(cents: number): string {
  const whole = Math.trunc(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

test('center shows the account, level, last login and exact balances, and links to every member screen', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Center'));
  await expect(page.getByText('member01').first()).toBeVisible();
  await expect(page.locator('.account-balances')).toBeVisible();
  const row = server.ctx.db.prepare('SELECT money, fs_money FROM members WHERE name = ?').get('member01') as {
    money: number;
    fs_money: number;
  };
  const shown = await page.locator('.account-balances dd').allInnerTexts();
  expect(shown[0]).toBe(yuan(row.money));
  expect(shown[1]).toBe(yuan(row.fs_money));
  expect(shown[2]).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  for (const id of [
    'account.center.rechargeLink',
    'account.center.withdrawLink',
    'account.center.messageLink',
    'account.center.memberInfoLink',
    'account.center.languageLink',
  ]) {
    await expect(page.getByRole('link', { name: new RegExp(text(id)) }).first(), id).toBeVisible();
  }
  await evidence(page, 'center');
  await page.getByRole('link', { name: text('account.center.drawingPwdLink'), exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Member/Modify_drawing_pwd'));
});

test('center keeps its layout while the member info loads: no figure, and nothing below the card moves', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/api\/auth\/me/, async (r) => {
    await held;
    await r.continue();
  });
  // A fresh load, as a member coming back: nothing about them is in the page until the info read answers.
  await page.goto('about:blank');
  await page.goto(server.at('/Center'));
  const card = page.locator('main .account-card');
  await expect(card.locator('[aria-busy="true"]')).toBeVisible();
  // The balances' names are there at once; their values are skeletons, never a figure the server has not given.
  await expect(card.locator('.balance-figure dt')).toHaveText([
    text('account.center.moneyLabel'),
    text('account.center.fsMoneyLabel'),
    text('account.center.mlMoneyLabel'),
  ]);
  await expect(card.locator('.balance-figure dd')).toHaveText(['', '', '']);
  await expect(card.locator('.balance-figure dd .skeleton')).toHaveCount(3);
  const wallet = page.getByRole('heading', { name: text('account.center.walletSection') });
  const before = await wallet.boundingBox();
  await evidence(page, 'center-info-pending');
  release();
  await expect(card.getByText('member01')).toBeVisible();
  await expect(card.locator('.balance-figure dd .money')).toHaveText([/^\$[\d,]+\.\d\d$/, /^\$/, /^\$/]);
  await expect(card.locator('.skeleton')).toHaveCount(0);
  expect(await wallet.boundingBox()).toEqual(before);
});

test('logout asks first, ends the session on the server and lands on Login', async ({ page, server }) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Center'));
  await page.getByRole('button', { name: text('account.center.logoutButton'), exact: true }).click();
  await expect(page.getByText(text('account.center.logoutConfirmText')).first()).toBeVisible();
  await evidence(page, 'center-logout-confirm');
  await page
    .getByRole('button', { name: text('account.center.logoutConfirmButton'), exact: true })
    .last()
    .click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Login'));
  // Login on view, not only in the address (Center stays on view until Login is ready).
  await expect(page.getByRole('button', { name: text('auth.login.submitButton'), exact: true })).toBeVisible();
  await expect.poll(() => server.requests('/auth/logout')).toHaveLength(1);
  await page.goto(server.at('/Center'));
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Login'));
});

test('member info: visitors are asked to log in; members see their data and update it with checks', async ({
  page,
  server,
}) => {
  await page.goto(server.at('/Member/MemberInfo'));
  await expect(page.getByText(text('account.memberInfo.loginPromptText')).first()).toBeVisible();
  await evidence(page, 'memberinfo-visitor');
  await page.getByRole('link', { name: text('account.memberInfo.loginButton'), exact: true }).click();
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Member/MemberInfo'));
  await expect(page.getByText('张三').first()).toBeVisible();
  await evidence(page, 'memberinfo');

  const email = page.getByLabel(text('account.memberInfo.emailLabel'), { exact: true });
  await email.fill('not-an-email');
  await page.getByRole('button', { name: text('account.memberInfo.saveButton'), exact: true }).click();
  await expect(page.getByText(text('account.form.emailFormatError')).first()).toBeVisible();
  await expect.poll(() => server.requests('/auth/info/update')).toHaveLength(0);

  await email.fill('new.mail@example.test');
  await page.getByLabel(text('account.memberInfo.qqLabel'), { exact: true }).fill('123456789');
  await page.getByRole('button', { name: text('account.memberInfo.saveButton'), exact: true }).click();
  await expect(page.getByText(text('account.memberInfo.successText')).first()).toBeVisible();
  const sent = await server.requests('/auth/info/update');
  expect(sent.length).toBe(1);
  expect(sent[0].body).toEqual({ email: 'new.mail@example.test', qq: '123456789' });
  await expect(page.locator('.info-list').getByText('new.mail@example.test')).toBeVisible();
  const row = server.ctx.db.prepare('SELECT email, qq FROM members WHERE name = ?').get('member01') as {
    email: string;
    qq: string;
  };
  expect(row).toEqual({ email: 'new.mail@example.test', qq: '123456789' });
});

test('changing the login password needs the right old one, then forces a new login with the new one', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Modify_pwd'));
  const old = page.getByLabel(text('account.modifyPwd.oldLabel'), { exact: true });
  await expect(old).toBeVisible();
  await evidence(page, 'modify-pwd');
  await old.fill('wrongold1');
  await page.getByLabel(text('account.modifyPwd.newLabel'), { exact: true }).fill('newpass99');
  await page.getByLabel(text('account.modifyPwd.confirmLabel'), { exact: true }).fill('newpass99');
  await page.getByRole('button', { name: text('account.modifyPwd.submitButton'), exact: true }).click();
  await expect(page.getByText('原始密码错误，请检查').first()).toBeVisible();
  await expect(old).toHaveValue('');
  expect(route(page)).toBe('/Member/Modify_pwd');

  await old.fill('pass1234');
  await page.getByLabel(text('account.modifyPwd.newLabel'), { exact: true }).fill('newpass99');
  await page.getByLabel(text('account.modifyPwd.confirmLabel'), { exact: true }).fill('newpass99');
  await page.getByRole('button', { name: text('account.modifyPwd.submitButton'), exact: true }).click();
  await expect(page.getByText(text('account.modifyPwd.successText')).first()).toBeVisible();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Login'));
  await expect.poll(() => server.requests('/member/password/modify')).toHaveLength(2);

  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page.getByText('账号或密码错误').first()).toBeVisible();
  await expect(page.getByLabel(text('auth.login.accountLabel'), { exact: true })).toBeVisible();
  await submitLogin(page, server, 'member01', 'newpass99');
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Main/home'));
});
