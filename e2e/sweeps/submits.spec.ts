/**
 * Every submit button of the app, enumerated rather than picked: every mutation endpoint the app defines
 * (`build.mutation` in src/api/*Api.ts, read from the source) needs either a scenario below (where the
 * button is, how to fill its form, which server path it reaches) or an entry in NO_BUTTON saying why no
 * member taps anything to send it. The first test fails when a mutation has neither.
 *
 * Each scenario runs on fresh data with a member's double tap (two touches 30 ms apart, which the page receives as
 * two clicks, as it would two mouse clicks): the server's request log must show exactly one request on the
 * scenario's path.
 * Last, a burst of 401s (every API call refused) while a screen fires several reads gives exactly one
 * logout, one trip to Login and at most one toast.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { captchaOnScreen } from '../support/login';
import { typePasscode } from '../support/passcode';
import { text } from '../support/text';
import type { E2eServer } from '../support/server';
import { dayOf, today } from '../../server/lib/platformDay';
import { apiTracker } from './support';
import { changeLimit } from '../../server/rules/playLimits';
import { setRealityMinutes } from '../../server/rules/playReality';

type Who = 'visitor' | 'member01' | 'newbie01' | 'agent001';

type Scenario = {
  /** Who is logged in (a fresh session made by the operator, no login form). */
  as: Who;
  /** Data the scenario needs, made before the member arrives. */
  prepare?: (server: E2eServer) => Promise<void> | void;
  route: string;
  /** Fills the form and opens whatever comes before the button; returns the button to tap. */
  fill: (page: Page, server: E2eServer) => Promise<Locator>;
  /** After the taps, anything more the member does before the request leaves (a passcode sheet). */
  then?: (page: Page) => Promise<void>;
  /** The request's method, when the path is also read (the card list is a GET on the same path). */
  method?: string;
  /** The API path (as the server's request log names it) the button sends to. */
  path: string | ((server: E2eServer) => string);
};

const button = (page: Page | Locator, id: string) => page.getByRole('button', { name: text(id), exact: true });
const field = (page: Page | Locator, id: string) => page.getByLabel(text(id), { exact: true });
const one = <T>(server: E2eServer, sql: string, ...args: unknown[]) => server.ctx.db.prepare(sql).get(...args) as T;
const memberId = (server: E2eServer, name: string) =>
  one<{ id: number }>(server, 'SELECT id FROM members WHERE name = ?', name).id;

/** An approved deposit made today, the way the cashier would leave it (opens the red packet and the wheel). */
function depositToday(server: E2eServer, name: string, cents: number) {
  const now = server.ctx.clock.now().getTime();
  server.ctx.db
    .prepare(
      `INSERT INTO recharges (bill_no, member_id, name, money, payment_type, status, confirm_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, 'company_bankpay', 2, ?, ?, ?)`,
    )
    .run(`SWEEP${now}${cents}`, memberId(server, name), name, cents, now, now, now);
}

/** Bets of the last moments in three game types, so the rebate screen has something to claim. */
function betRecently(server: E2eServer, name: string) {
  const id = memberId(server, name);
  const at = server.ctx.clock.now().getTime() - 5_000;
  const add = server.ctx.db.prepare(
    `INSERT INTO game_records (bill_no, api_name, member_id, name, bet_amount, valid_bet_amount, net_amount, game_type, bet_time, created_at)
    VALUES (?, 'AG', ?, ?, ?, ?, 0, ?, ?, ?)`,
  );
  for (const [type, valid] of [
    [1, 1_234_567],
    [3, 654_321],
  ])
    add.run(`sweep-fs-${type}`, id, name, valid, valid, type, at, at);
}

async function manualMode(server: E2eServer, name: string) {
  server.ctx.db.prepare('UPDATE members SET is_trans_on = 0 WHERE name = ?').run(name);
}

const GAME = 'AG';

/** Responsible play's texts (the account area's `play*` messages) and its daily deposit limit's name. */
const play = (id: string, values?: Record<string, string | number>) => text(`account.${id}`, 'zh_cn', values);
const DAILY_DEPOSIT = `${play('playLimits.dayLabel')} · ${play('playLimits.depositTitle')}`;

/** Every mutation endpoint with the member's way to send it. */
const SCENARIOS: Record<string, Scenario> = {
  login: {
    as: 'visitor',
    route: '/Login',
    path: '/auth/login',
    fill: async (page, server) => {
      await field(page, 'auth.login.accountLabel').fill('member01');
      await field(page, 'auth.login.passwordLabel').fill('pass1234');
      const captcha = field(page, 'auth.captcha.inputLabel');
      if (await captcha.count()) await captcha.fill(await captchaOnScreen(page, server));
      return button(page, 'auth.login.submitButton');
    },
  },
  demo: {
    as: 'visitor',
    route: '/Login',
    path: '/auth/demo',
    fill: async (page) => button(page, 'auth.login.demoButton'),
  },
  register: {
    as: 'visitor',
    route: '/Register',
    path: '/auth/register',
    fill: async (page, server) => {
      for (const [id, value] of Object.entries({
        'auth.register.accountLabel': 'sweep001',
        'auth.register.passwordLabel': 'secret77',
        'auth.register.passwordConfirmLabel': 'secret77',
        'auth.register.realnameLabel': '陈小明',
        'auth.register.phoneLabel': '13700137000',
        'auth.register.qkPwdLabel': '246810',
        'auth.register.qkPwdConfirmLabel': '246810',
      }))
        await field(page, id).fill(value);
      await field(page, 'auth.captcha.inputLabel').fill(await captchaOnScreen(page, server));
      return button(page, 'auth.register.submitButton');
    },
  },
  logout: {
    as: 'member01',
    route: '/Center',
    path: '/auth/logout',
    fill: async (page) => {
      await button(page, 'account.center.logoutButton').click();
      return button(page, 'account.center.logoutConfirmButton').last();
    },
  },
  updateInfo: {
    as: 'member01',
    route: '/Member/MemberInfo',
    path: '/auth/info/update',
    fill: async (page) => {
      await field(page, 'account.memberInfo.qqLabel').fill('12345678');
      return button(page, 'account.memberInfo.saveButton');
    },
  },
  modifyPassword: {
    as: 'member01',
    route: '/Member/Modify_pwd',
    path: '/member/password/modify',
    fill: async (page) => {
      await field(page, 'account.modifyPwd.oldLabel').fill('pass1234');
      await field(page, 'account.modifyPwd.newLabel').fill('pass5678');
      await field(page, 'account.modifyPwd.confirmLabel').fill('pass5678');
      return button(page, 'account.modifyPwd.submitButton');
    },
  },
  setDrawingPwd: {
    as: 'newbie01',
    route: '/Member/SetDrawingPwd',
    path: '/member/drawing_pwd/set',
    fill: async (page) => {
      await typePasscode(page, text('account.setDrawingPwd.pwdLabel'), '246810');
      await typePasscode(page, text('account.setDrawingPwd.confirmLabel'), '246810');
      return button(page, 'account.setDrawingPwd.submitButton');
    },
  },
  modifyDrawingPwd: {
    as: 'member01',
    route: '/Member/Modify_drawing_pwd',
    path: '/member/drawing_pwd/modify',
    fill: async (page) => {
      await typePasscode(page, text('account.modifyDrawingPwd.oldLabel'), '123456');
      await typePasscode(page, text('account.modifyDrawingPwd.newLabel'), '135790');
      await typePasscode(page, text('account.modifyDrawingPwd.confirmLabel'), '135790');
      return button(page, 'account.modifyDrawingPwd.submitButton');
    },
  },
  addBank: {
    as: 'member01',
    route: '/Member/Card',
    method: 'POST',
    path: '/member/bank',
    fill: async (page) => {
      await button(page, 'bank.card.addButton').click();
      await page.getByLabel(text('bank.form.bankLabel')).selectOption('CCB');
      await page.getByLabel(text('bank.form.cardNoLabel')).fill('6217000099997777');
      return button(page, 'bank.card.saveButton');
    },
  },
  updateBank: {
    as: 'member01',
    route: '/Member/Card',
    path: (server) => `/member/bank/${firstCard(server)}`,
    fill: async (page) => {
      await page
        .locator('li.bank-item')
        .first()
        .getByRole('button', { name: new RegExp(`^${text('bank.card.changeButton')} `) })
        .click();
      await page.getByLabel(text('bank.form.branchLabel')).fill('北京朝阳支行');
      return button(page, 'bank.card.saveButton');
    },
  },
  deleteBank: {
    as: 'member01',
    route: '/Member/Card',
    path: (server) => `/member/bank/${firstCard(server)}`,
    fill: async (page) => {
      await page
        .locator('li.bank-item')
        .first()
        .getByRole('button', { name: new RegExp(`^${text('bank.card.deleteButton')} `) })
        .click();
      return button(page.getByRole('dialog'), 'bank.card.confirmButton');
    },
  },
  signIn: {
    as: 'newbie01',
    route: '/dailybonus',
    path: '/dailybonus/check',
    fill: async (page) => button(page, 'bonus.sign.signButton'),
  },
  signClaim: {
    as: 'newbie01',
    prepare: (server) => {
      // Signed the two days before today and today: a three-day streak award waits.
      const id = memberId(server, 'newbie01');
      const t = today(server.ctx.clock);
      const d1 = dayOf(t.start - 1).day;
      const d2 = dayOf(t.start - 86_400_001).day;
      const row = server.ctx.db.prepare(
        'INSERT INTO daily_bonus (member_id, day, streak, streak_start, money, created_at) VALUES (?,?,?,?,?,?)',
      );
      row.run(id, d2, 1, d2, 100, t.start - 86_400_000 - 3600_000);
      row.run(id, d1, 2, d2, 200, t.start - 3600_000);
      row.run(id, t.day, 3, d2, 300, t.start + 60_000);
    },
    route: '/dailybonus',
    path: '/dailybonus/1/award',
    fill: async (page) => button(page, 'bonus.sign.claimButton').first(),
  },
  redbagGrab: {
    as: 'member01',
    prepare: (server) => depositToday(server, 'member01', 5_000_00),
    route: '/RedBag',
    path: '/activity/redbag',
    fill: async (page) => {
      const grab = button(page, 'bonus.redbag.grabButton');
      await expect(grab).toBeEnabled();
      return grab;
    },
  },
  wheelSpin: {
    as: 'member01',
    prepare: (server) => depositToday(server, 'member01', 500_00),
    route: '/Wheel',
    path: '/wheel/award',
    fill: async (page) => {
      const spin = button(page, 'bonus.wheel.spinButton');
      await expect(spin).toBeEnabled();
      return spin;
    },
  },
  creditBorrow: {
    as: 'member01',
    route: '/Credit/Borrow',
    path: '/credit/borrow',
    fill: async (page) => {
      const realname = page.getByLabel(text('credit.borrow.realnameLabel'), { exact: true });
      if ((await realname.count()) && !(await realname.inputValue())) await realname.fill('张三');
      await field(page, 'credit.borrow.amountLabel').fill('800');
      const days = field(page, 'credit.borrow.daysLabel');
      if (await days.count()) await days.fill('7');
      return button(page, 'credit.borrow.submitButton');
    },
  },
  creditRepay: {
    as: 'member01',
    prepare: async (server) => {
      const { realname } = one<{ realname: string }>(server, "SELECT realname FROM members WHERE name = 'member01'");
      await fetch(`${server.url}/api/credit/borrow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'member01', realname, money: '800', days: 7 }),
      });
      const loans = (await server.operator('GET', '/loans?name=member01')).loans as Array<{
        id: number;
        status: number;
      }>;
      const pending = loans.find((l) => l.status === 1);
      if (pending) await server.operator('POST', `/loans/${pending.id}/approve`);
      server.ctx.requests.length = 0;
    },
    route: '/Credit/Repay',
    path: '/credit/lend',
    fill: async (page) => {
      const arrears = button(page, 'credit.repay.arrearsButton');
      if (await arrears.count()) await arrears.click();
      return button(page, 'credit.repay.submitButton');
    },
  },
  drawing: {
    as: 'member01',
    route: '/Member/ApplyDrawing',
    path: '/drawing',
    fill: async (page) => {
      await field(page, 'withdraw.form.amountLabel').fill('150');
      return page.getByRole('button', { name: text('withdraw.form.submitButton') });
    },
    then: async (page) => {
      const pwd = page.getByRole('dialog').getByLabel(text('money.passcode.inputLabel'), { exact: true });
      await expect(pwd).toBeVisible();
      await pwd.pressSequentially('123456');
    },
  },
  gameLogin: {
    as: 'member01',
    route: '/Main/home',
    path: '/game/login',
    fill: async (page) => {
      const close = button(page, 'notice.alert.closeButton');
      await page.locator('.game-tile').first().waitFor();
      // Home's notice pop-up comes up once its notices have arrived: closed first, as a member would.
      await close
        .first()
        .waitFor({ timeout: 3000 })
        .then(
          () => close.first().click(),
          () => undefined,
        );
      return page.locator('button.hot-lottery-item').first();
    },
  },
  readMail: {
    as: 'member01',
    route: '/Member/Message',
    path: '/member/message/read',
    fill: async (page, server) => {
      await page.getByRole('list', { name: text('mail.list.inboxLabel') }).waitFor();
      // The read-on-open of the list's first screen is not this button's.
      await page.waitForTimeout(300);
      server.ctx.requests.length = 0;
      await button(page, 'mail.list.selectButton').click();
      await button(page, 'mail.list.selectAllButton').click();
      return button(page, 'mail.list.markReadButton');
    },
  },
  deleteMail: {
    as: 'member01',
    route: '/Member/Message',
    path: '/member/message/delete',
    fill: async (page) => {
      await page.getByRole('list', { name: text('mail.list.inboxLabel') }).waitFor();
      await button(page, 'mail.list.selectButton').click();
      await page.locator('ul.vlist label.mail-row').first().click();
      await page
        .getByRole('button', { name: text('mail.list.deleteButton') })
        .first()
        .click();
      return page.getByRole('alertdialog').getByRole('button', { name: text('mail.list.deleteButton') });
    },
  },
  sendMail: {
    as: 'member01',
    route: '/Member/Message',
    path: '/member/message/send',
    fill: async (page) => {
      await page
        .getByRole('button', { name: text('mail.list.composeButton') })
        .first()
        .click();
      await page.getByLabel(text('mail.compose.titleLabel')).fill('提款到账时间');
      await page.getByLabel(text('mail.compose.contentLabel')).fill('请问提款一般多久到账？');
      return page.getByRole('button', { name: text('mail.compose.sendButton') });
    },
  },
  fsClaim: {
    as: 'member01',
    prepare: (server) => betRecently(server, 'member01'),
    route: '/Member/Fsnow',
    path: '/fsnow/fetch',
    fill: async (page) => {
      await page.locator('#root .fs-line').first().waitFor();
      const claim = button(page, 'rebate.fsnow.claimButton');
      await expect(claim).toBeEnabled();
      return claim;
    },
  },
  rechargeOnline: {
    as: 'member01',
    route: '/Member/Recharge',
    path: '/recharge/online',
    fill: async (page) => {
      await page.locator('[data-payment-type="online_alipay"]').click();
      await field(page, 'recharge.form.amountLabel').fill('300');
      return page.getByRole('button', { name: text('recharge.form.payButton') });
    },
  },
  rechargeNormal: {
    as: 'member01',
    route: '/Member/Recharge',
    path: '/recharge/normal',
    fill: async (page) => {
      await page.locator('[data-payment-type="company_bankpay"]').click();
      await page.getByRole('button', { name: text('recharge.payee.nextButton') }).click();
      await field(page, 'recharge.form.amountLabel').fill('200');
      await page.getByLabel(text('recharge.form.payerNameLabel')).fill('张三');
      await page.getByLabel(text('recharge.form.payerAccountLabel')).fill('6222000011112222');
      return button(page, 'recharge.form.submitButton');
    },
  },
  createInvite: {
    as: 'agent001',
    route: '/Member/Promotion?tab=links',
    path: '/team/invite/create',
    fill: async (page) => {
      await button(page, 'team.links.createButton').first().click();
      await page.locator('#link-rate-1').fill('0.45');
      return page.locator('form.team-form').getByRole('button', { name: text('team.links.createButton'), exact: true });
    },
  },
  updateInvite: {
    as: 'agent001',
    route: '/Member/Promotion?tab=links',
    path: '/team/invite/update',
    fill: async (page) => {
      const first = page.locator('article.invite-card').first();
      await first.waitFor();
      return first
        .getByRole('button', {
          name: new RegExp(`^(${text('team.links.closeButton')}|${text('team.links.openButton')})$`),
        })
        .first();
    },
  },
  addChild: {
    as: 'agent001',
    route: '/Member/Promotion',
    path: '/team/add',
    fill: async (page) => {
      await page.getByRole('tab', { name: new RegExp(text('team.promotion.downlineTab')) }).click();
      await button(page, 'team.downline.addButton').click();
      await page.locator('#member-name').fill('kid0001');
      await page.locator('#member-password').fill('pass1234');
      await page.locator('#member-password_confirmation').fill('pass1234');
      return button(page, 'team.addMember.submitButton');
    },
  },
  setChildRates: {
    as: 'agent001',
    route: '/Member/Promotion',
    path: '/team/childrates',
    fill: async (page) => {
      await page.getByRole('tab', { name: new RegExp(text('team.promotion.downlineTab')) }).click();
      const list = page.getByRole('list', { name: text('team.downline.listLabel') });
      await list.getByRole('button', { name: `${text('team.downline.ratesButton')} team0001`, exact: true }).click();
      await page.locator('#child-rate-3').fill('0.85');
      return button(page, 'team.rates.saveButton');
    },
  },
  gameBalance: {
    as: 'member01',
    route: '/Member/Transfer',
    path: '/game/balance',
    fill: async (page, server) => {
      const title = (await page.locator(`.game-wallet[data-wallet="${GAME}"] .game-wallet-title`).innerText()).trim();
      await page.waitForTimeout(300);
      server.ctx.requests.length = 0;
      return page.getByRole('button', { name: `${text('wallet.games.refreshButton')} ${title}`, exact: true });
    },
  },
  deposit: {
    as: 'member01',
    prepare: (server) => manualMode(server, 'member01'),
    route: '/Member/Transfer',
    path: '/game/deposit',
    fill: async (page) => {
      await field(page, 'wallet.manual.fromLabel').selectOption('money');
      await field(page, 'wallet.manual.toLabel').selectOption(GAME);
      await field(page, 'wallet.manual.amountLabel').fill('100');
      return button(page, 'wallet.manual.submitButton');
    },
  },
  gameWithdrawal: {
    as: 'member01',
    prepare: async (server) => {
      await manualMode(server, 'member01');
      await server.operator('POST', '/rounds', { name: 'member01', api_code: GAME, count: 1 });
      const id = memberId(server, 'member01');
      server.ctx.db.prepare('UPDATE member_apis SET money = 50000 WHERE member_id = ? AND api_name = ?').run(id, GAME);
    },
    route: '/Member/Transfer',
    path: '/game/withdrawal',
    fill: async (page) => {
      await field(page, 'wallet.manual.fromLabel').selectOption(GAME);
      await field(page, 'wallet.manual.toLabel').selectOption('money');
      await field(page, 'wallet.manual.amountLabel').fill('30');
      return button(page, 'wallet.manual.submitButton');
    },
  },
  changeTrans: {
    as: 'member01',
    route: '/Member/Transfer',
    path: '/game/change_trans',
    fill: async (page) => {
      await button(page, 'wallet.mode.toManualButton').click();
      return button(page, 'wallet.mode.confirmButton');
    },
  },
  recoverAll: {
    as: 'member01',
    prepare: async (server) => {
      await manualMode(server, 'member01');
      // One game wallet holds money, so recovering all asks one supplier.
      const id = memberId(server, 'member01');
      server.ctx.db.prepare('UPDATE member_apis SET money = 0 WHERE member_id = ?').run(id);
      server.ctx.db.prepare('UPDATE member_apis SET money = 50000 WHERE member_id = ? AND api_name = ?').run(id, GAME);
    },
    route: '/Member/Transfer',
    path: '/game/recovery_last',
    fill: async (page) => button(page, 'wallet.games.recoverButton'),
  },
  yuebaoBuy: {
    as: 'member01',
    route: '/Member/Yuebao',
    path: '/yuebao/buy',
    fill: async (page) => {
      await page
        .locator('[data-plan]')
        .first()
        .getByRole('button', { name: text('yuebao.plans.buyButton') })
        .click();
      await field(page, 'yuebao.buy.amountLabel').fill('5000');
      return button(page, 'yuebao.buy.submitButton');
    },
  },
  yuebaoRedeem: {
    as: 'member01',
    route: '/Member/Yuebao',
    path: '/yuebao/withdrawal',
    fill: async (page) => {
      await page.getByRole('tab', { name: new RegExp(text('yuebao.tabs.runningTab')) }).click();
      await page
        .locator('[data-record]')
        .first()
        .getByRole('button', { name: text('yuebao.mine.redeemButton') })
        .click();
      return button(page, 'yuebao.redeem.confirmButton');
    },
  },
  applyActivity: {
    as: 'member01',
    route: '/Activity/:id',
    path: '/act/apply/:id',
    fill: async (page, server) => {
      const form = page.locator('.act-form');
      await field(form, 'activity.apply.memberNameLabel').waitFor();
      const { hall_field: fields } = hallActivity(server);
      if (fields.includes('recharge_money')) await field(form, 'activity.apply.rechargeMoneyLabel').fill('500');
      if (fields.includes('bill_no')) await field(form, 'activity.apply.billNoLabel').fill('B20260101');
      await field(form, 'auth.captcha.inputLabel').fill(await captchaOnScreen(page, server));
      return button(page, 'activity.apply.submitButton');
    },
  },
  changePlayLimit: {
    as: 'member01',
    route: '/Member/ResponsiblePlay',
    method: 'POST',
    path: '/responsible/limits',
    fill: async (page) => {
      await page
        .getByRole('button', { name: `${play('playLimits.changeButton')}: ${DAILY_DEPOSIT}`, exact: true })
        .click();
      await page.getByLabel(play('playLimits.amountLabel', { limit: DAILY_DEPOSIT }), { exact: true }).fill('300');
      return page.getByRole('button', { name: play('playLimits.saveButton'), exact: true });
    },
  },
  confirmPlayLimit: {
    as: 'member01',
    // A daily deposit limit of 100.00, raised to 300.00 more than 24 hours ago: the raise waits for the member.
    prepare: (server) => {
      const id = memberId(server, 'member01');
      changeLimit(server.ctx, id, 'deposit', 'day', 10_000);
      changeLimit(server.ctx, id, 'deposit', 'day', 30_000);
      server.ctx.clock.offsetMs += 24.1 * 3_600_000;
    },
    route: '/Member/ResponsiblePlay',
    path: '/responsible/limits/confirm',
    fill: async (page) =>
      page
        .getByRole('listitem', { name: DAILY_DEPOSIT, exact: true })
        .getByRole('button', { name: play('playLimits.confirmButton'), exact: true }),
  },
  setPlayReality: {
    as: 'member01',
    route: '/Member/ResponsiblePlay',
    method: 'POST',
    path: '/responsible/reality',
    fill: async (page) => {
      await page.getByRole('tab', { name: play('playScreen.realityTab'), exact: true }).click();
      return page.getByRole('radio', { name: play('playReality.minutesOption', { minutes: 15 }), exact: true });
    },
  },
  answerRealityCheck: {
    as: 'member01',
    prepare: (server) => setRealityMinutes(server.ctx, memberId(server, 'member01'), 15),
    route: '/Main/home',
    path: '/responsible/reality/ack',
    fill: async (page, server) => {
      // Sixteen minutes into the session the member comes back to the tab: the check is due.
      await server.operator('POST', '/clock', { hours: 16 / 60 });
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const dialog = page.getByRole('alertdialog', { name: play('playCheck.titleText') });
      return dialog.getByRole('button', { name: play('playCheck.continueButton'), exact: true });
    },
  },
  takePlayBlock: {
    as: 'member01',
    route: '/Member/ResponsiblePlay',
    path: '/responsible/block',
    fill: async (page) => {
      await page.getByRole('tab', { name: play('playScreen.blockTab'), exact: true }).click();
      await page.getByRole('button', { name: play('playBlock.period24hOption'), exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: play('playBlock.confirmTitle') });
      return confirm.getByRole('button', { name: play('playBlock.confirmButton'), exact: true });
    },
  },
};

/** Mutations no member sends with a submit button, and why. */
const NO_BUTTON: Record<string, string> = {
  captcha:
    'asked for when a form with a captcha opens and when the member taps the picture for another one; each tap is meant to bring a new picture',
  recoveryLast:
    'sent by the app itself before a game opens in automatic-transfer mode (bringing the last game’s money back), not by a button of its own',
  uploadReceipt: 'sent when the member picks a receipt file in the file chooser; there is no button to tap twice',
};

function hallActivity(server: E2eServer) {
  return one<{ id: number; hall_field: string }>(
    server,
    "SELECT id, hall_field FROM activities WHERE lang = 'zh_cn' AND apply_type = 2 AND is_open = 1 ORDER BY weight DESC, id",
  );
}

function firstCard(server: E2eServer): number {
  return one<{ id: number }>(
    server,
    "SELECT b.id FROM member_banks b JOIN members m ON m.id = b.member_id WHERE m.name = 'member01' ORDER BY b.id LIMIT 1",
  ).id;
}

/** Every `name: build.mutation` of src/api/*Api.ts, read from the source. */
function mutationsOfTheApp(): string[] {
  const dir = resolve('src/api');
  const names: string[] = [];
  for (const file of readdirSync(dir).filter((f) => /Api\.ts$/.test(f))) {
    const source = readFileSync(resolve(dir, file), 'utf8');
    for (const m of source.matchAll(/(\w+)\s*:\s*build\.mutation\b/g)) names.push(m[1]);
  }
  return names.sort();
}

const MUTATIONS = mutationsOfTheApp();

function fillParams(route: string, server: E2eServer): string {
  return route.replace(':id', String(hallActivity(server).id));
}

test('every mutation of the app has a submit scenario or a stated reason for having no button', () => {
  expect(MUTATIONS.length).toBeGreaterThan(30);
  const missing = MUTATIONS.filter((m) => !SCENARIOS[m] && !NO_BUTTON[m]);
  expect(missing, 'mutations with neither a scenario nor a reason in NO_BUTTON').toEqual([]);
  const stale = [...Object.keys(SCENARIOS), ...Object.keys(NO_BUTTON)].filter((k) => !MUTATIONS.includes(k));
  expect(stale, 'scenarios for mutations the app no longer defines').toEqual([]);
  const both = Object.keys(SCENARIOS).filter((k) => NO_BUTTON[k]);
  expect(both, 'a mutation is either tapped or has no button').toEqual([]);
});

/**
 * Two touches 30 ms apart on the middle of the button, as a member's quick double tap. The touches carry their own
 * times, as a phone's touch screen stamps them: a busy machine may hand the second one over late, but the page
 * still reads it as 30 ms after the first (the sheets' double-tap grace reads those times).
 */
async function doubleTap(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the button has no box to tap');
  const touchPoints = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
  const cdp = await page.context().newCDPSession(page);
  const at = Date.now() / 1000;
  // Start and end of a touch are sent together, as Playwright's own tap does; the second touch leaves 30 ms after
  // the first without waiting for the first to be handled (a slow page must not stretch the pair apart).
  const touch = (offset: number) =>
    Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints, timestamp: at + offset }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at + offset + 0.01 }),
    ]);
  await Promise.all([touch(0), new Promise((r) => setTimeout(r, 30)).then(() => touch(0.03))]);
  await cdp.detach();
}

async function arrive(page: Page, server: E2eServer, who: Who) {
  if (who !== 'visitor') {
    const { token } = (await server.operator('POST', '/session', { name: who })) as { token: string };
    await page.context().addCookies([{ name: 'member_token', value: token, url: server.url }]);
  }
}

for (const name of MUTATIONS) {
  const scenario = SCENARIOS[name];
  if (!scenario) continue;
  test(`${name}: a double tap on its button sends one request`, async ({ page, server }) => {
    await scenario.prepare?.(server);
    await arrive(page, server, scenario.as);
    const path = typeof scenario.path === 'function' ? scenario.path(server) : fillParams(scenario.path, server);
    await page.goto(server.at(fillParams(scenario.route, server)));
    const target = await scenario.fill(page, server);
    await expect(target).toBeVisible();
    await expect(target).toBeEnabled();
    await doubleTap(page, target);
    await scenario.then?.(page);
    const seen = async () =>
      (await server.requests(path))
        .filter((r) => !scenario.method || r.method === scenario.method)
        .map((r) => `${r.method} ${r.status}`);
    await expect.poll(async () => (await seen()).length, { message: `requests to ${path}` }).toBeGreaterThan(0);
    // A late second request would show up now.
    await page.waitForTimeout(600);
    expect(await seen(), `requests to ${path} (method, status)`).toHaveLength(1);
  });
}

test('a burst of 401s from parallel reads logs out once, goes to Login once and shows at most one toast', async ({
  page,
  server,
}) => {
  await arrive(page, server, 'member01');
  const api = apiTracker(page);
  await page.goto(server.at('/Center'));
  await expect(page.getByText('member01').first()).toBeVisible();
  // Center's own reads are done before the server starts refusing: the burst is the transfer screen's alone (a
  // read of Center's refused first would end the session on Center, and the move to transfer would be a second,
  // rightful trip to Login).
  await api.settle(500);
  const logins: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && new URL(f.url()).hash.startsWith('#/Login')) logins.push(f.url());
  });
  await page.evaluate(() => {
    const w = window as unknown as { __toasts: string[] };
    w.__toasts = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.addedNodes))
          if (n instanceof HTMLElement && n.matches('.toast, .adm-toast-mask')) w.__toasts.push(n.innerText);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await server.fault({ path: '*', kind: 'status', status: 401, count: 1000 });
  // The transfer screen reads the member, the wallets and the game list at once.
  await page.evaluate(() => {
    location.hash = '/Member/Transfer';
  });
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Login'));
  await page.waitForTimeout(1500);
  const refused = (await server.requests()).filter((r) => r.status === 401);
  expect(refused.length, 'several reads were refused at once').toBeGreaterThan(1);
  expect((await server.requests('/auth/logout')).length, 'logout calls').toBeLessThanOrEqual(1);
  expect(logins.length, `trips to Login: ${logins.join(' ')}`).toBe(1);
  // The session ended in the app: the token is gone.
  expect((await page.context().cookies()).filter((c) => c.name === 'member_token' && c.value)).toEqual([]);
  const toasts = await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
  expect(toasts.filter((t) => t.trim()).length, `toasts: ${toasts.join(' | ')}`).toBeLessThanOrEqual(1);
});
