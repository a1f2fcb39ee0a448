import { test } from 'node:test';
import assert from 'node:assert/strict';
import Big from 'big.js';
import type { Page } from 'playwright-core';
import { useJourney, seeText, route } from './support/journey';
import { evidence } from './support/evidence';
import { logIn, submitLogin, playDemo } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';
import { formatMoney } from '../src/lib/money';
import { dayOf, today } from '../server/lib/platformDay';

const env = useJourney();

const memberId = (server: E2eServer, name: string) =>
  (server.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;
/** An approved deposit made today, the way the cashier would leave it. */
function depositToday(server: E2eServer, name: string, cents: number) {
  const now = server.ctx.clock.now().getTime();
  server.ctx.db
    .prepare(
      `INSERT INTO recharges (bill_no, member_id, name, money, payment_type, status, confirm_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, 'company_bankpay', 2, ?, ?, ?)`,
    )
    .run(`E2E${now}${cents}`, memberId(server, name), name, cents, now, now, now);
}
const serverMoney = async (server: E2eServer, name: string) =>
  (await server.operator('GET', `/members/${name}`)).member.money as number;
const yuan = (cents: number) => formatMoney(new Big(cents).div(100).toFixed(2), 'zh_cn');
/** The main wallet the screen shows equals the server's, once the screen has refreshed it. */
async function walletMatches(page: Page, server: E2eServer, name: string) {
  const want = yuan(await serverMoney(server, name));
  await page.locator('.bonus-wallet .money', { hasText: want }).waitFor();
}

test('level-up: a visitor reads the table and checks any account; a member sees their own standing at once', async () => {
  const { page, server } = env;
  await page.goto(server.at('/LiveLevelUp'));
  await page.getByRole('rowheader', { name: 'VIP1', exact: true }).waitFor();
  const field = page.getByLabel(text('levelup.query.accountLabel'), { exact: true });
  assert.equal(await field.inputValue(), '');
  await page.getByRole('button', { name: text('levelup.query.searchButton'), exact: true }).click();
  await seeText(page, text('levelup.query.emptyError'));
  await field.fill('nobody99');
  await page.getByRole('button', { name: text('levelup.query.searchButton'), exact: true }).click();
  await seeText(page, '会员信息不存在');
  await field.fill('member01');
  await page.getByRole('button', { name: text('levelup.query.searchButton'), exact: true }).click();
  await page.locator('[data-member="member01"]').waitFor();
  await seeText(page, text('levelup.standing.progressText', 'zh_cn', { left: yuan(118_250_00), level: 3 }));
  await evidence(page, 'levelup-visitor');

  await logIn(page, server, 'member01');
  await page.goto(server.at('/SlotLevelUp'));
  await page.locator('[data-member="member01"]').waitFor();
  assert.equal(await page.getByLabel(text('levelup.query.accountLabel'), { exact: true }).inputValue(), 'member01');
  assert.equal(await page.getByRole('progressbar').getAttribute('aria-valuenow'), '5');
  await evidence(page, 'levelup-member01');
});

test('VIP: member01 opens it from the level shown in Center and sees the way to the next level', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Center'));
  await page.getByRole('link', { name: 'VIP2', exact: true }).click();
  await page.waitForURL((u) => u.hash.startsWith('#/Member/Vip'));
  await seeText(page, text('vip.standing.nextSection', 'zh_cn', { name: 'VIP3' }));
  await page.locator('.vip-level-current').getByText('VIP2').waitFor();
  await evidence(page, 'vip-member01');
});

test('a new member sees each rewards screen explained, with nothing to grab or spin yet', async () => {
  const { page, server } = env;
  await logIn(page, server, 'newbie01');
  await page.goto(server.at('/Member/Vip'));
  await seeText(page, text('vip.standing.nextSection', 'zh_cn', { name: 'VIP1' }));
  await evidence(page, 'vip-newbie01');
  await page.goto(server.at('/LiveLevelUp'));
  await page.locator('[data-member="newbie01"]').waitFor();
  await evidence(page, 'levelup-newbie01');
  await page.goto(server.at('/RedBag'));
  await seeText(page, text('bonus.redbag.leftText', 'zh_cn', { count: 0 }));
  assert.equal(
    await page.getByRole('button', { name: text('bonus.redbag.grabButton'), exact: true }).isDisabled(),
    true,
  );
  await seeText(page, text('bonus.redbag.nextDepositText', 'zh_cn', { money: yuan(100_00), count: 1 }));
  await seeText(page, text('bonus.redbag.logEmptyText'));
  await evidence(page, 'redbag-newbie01');
  await page.goto(server.at('/Wheel'));
  await seeText(page, text('bonus.wheel.leftText', 'zh_cn', { count: 0 }));
  assert.equal(
    await page.getByRole('button', { name: text('bonus.wheel.spinButton'), exact: true }).isDisabled(),
    true,
  );
  await seeText(page, text('bonus.wheel.needText', 'zh_cn', { money: yuan(100_00) }));
  await evidence(page, 'wheel-newbie01');
  await page.goto(server.at('/dailybonus/log'));
  await seeText(page, text('bonus.signLog.signsEmptyText'));
  await evidence(page, 'signlog-newbie01');
});

test('daily sign-in: a double tap signs once, the streak award is claimed once, the records show both', async () => {
  const { page, server } = env;
  // Signed the two days before today: today makes a three-day streak.
  const id = memberId(server, 'newbie01');
  const t = today(server.ctx.clock);
  const d1 = dayOf(t.start - 1).day;
  const d2 = dayOf(t.start - 86_400_001).day;
  const ins = server.ctx.db.prepare(
    'INSERT INTO daily_bonus (member_id, day, streak, streak_start, money, created_at) VALUES (?,?,?,?,?,?)',
  );
  ins.run(id, d2, 1, d2, 100, t.start - 86_400_000 - 3600_000);
  ins.run(id, d1, 2, d2, 200, t.start - 3600_000);
  await logIn(page, server, 'newbie01');
  const before = await serverMoney(server, 'newbie01');
  await page.goto(server.at('/dailybonus'));
  await seeText(page, text('bonus.sign.rewardText', 'zh_cn', { money: yuan(300) }));
  await evidence(page, 'sign-before');
  await page.getByRole('button', { name: text('bonus.sign.signButton'), exact: true }).dblclick();
  await seeText(page, text('bonus.sign.doneText', 'zh_cn', { money: yuan(300), days: 3 }));
  await seeText(page, text('bonus.sign.signedTodayText'));
  assert.equal((await server.requests('/dailybonus/check')).length, 1);
  await page.locator('.sign-day.today.signed').waitFor();
  const claim = page
    .locator('[data-award-days="3"]')
    .getByRole('button', { name: text('bonus.sign.claimButton'), exact: true });
  await claim.dblclick();
  await seeText(page, text('bonus.sign.claimDoneText', 'zh_cn', { money: yuan(880) }));
  await page.locator('[data-award-days="3"]').getByText(text('bonus.sign.claimedText')).waitFor();
  assert.equal((await server.requests('/dailybonus/1/award')).length, 1);
  assert.equal(await serverMoney(server, 'newbie01'), before + 300 + 880);
  await evidence(page, 'sign-done');

  await page.getByRole('link', { name: text('bonus.sign.logLink'), exact: true }).click();
  await page.waitForURL((u) => u.hash.startsWith('#/dailybonus/log'));
  await seeText(page, text('bonus.signLog.signRowText', 'zh_cn', { day: t.day, days: 3 }));
  await evidence(page, 'signlog-signs');
  await page.getByRole('tab', { name: text('bonus.signLog.awardsTab'), exact: true }).click();
  await seeText(page, text('bonus.signLog.awardRowText', 'zh_cn', { days: 3 }));
  await page.getByRole('tab', { name: text('bonus.signLog.moneyTab'), exact: true }).click();
  await page
    .locator('.bonus-row .signed-money', { hasText: yuan(880).replace('¥', '') })
    .first()
    .waitFor();
  await evidence(page, 'signlog-money');
});

test('red packet: grabs from today’s deposit; a 500 and a time-out each send one request and balances stay the server’s', async () => {
  const { page, server } = env;
  depositToday(server, 'member01', 5_000_00);
  await logIn(page, server, 'member01');
  await page.goto(server.at('/RedBag'));
  await seeText(page, text('bonus.redbag.leftText', 'zh_cn', { count: 3 }));
  await seeText(page, text('bonus.redbag.depositText', 'zh_cn', { money: yuan(5_000_00), count: 3 }));
  await walletMatches(page, server, 'member01');
  await evidence(page, 'redbag-member01');
  const grab = page.getByRole('button', { name: text('bonus.redbag.grabButton'), exact: true });

  await server.fault({ path: '/activity/redbag', kind: 'status', status: 500 });
  await grab.click();
  await seeText(page, 'injected 500');
  assert.equal((await server.requests('/activity/redbag')).length, 1);
  await walletMatches(page, server, 'member01');
  await evidence(page, 'redbag-500');

  await grab.dblclick();
  const won = server.ctx.db
    .prepare('SELECT money FROM redbag_logs WHERE member_id = ? ORDER BY id DESC')
    .get(memberId(server, 'member01')) as { money: number } | undefined;
  assert.ok(won);
  await seeText(page, text('bonus.redbag.wonText', 'zh_cn', { money: yuan(won.money) }));
  assert.equal((await server.requests('/activity/redbag')).length, 2);
  await seeText(page, text('bonus.redbag.leftText', 'zh_cn', { count: 2 }));
  await walletMatches(page, server, 'member01');
  await page
    .locator('.bonus-log .bonus-row', { hasText: yuan(won.money) })
    .first()
    .waitFor();
  await evidence(page, 'redbag-won');

  // Past the time-out the platform still pays what it received: the screen looks again and agrees with it.
  await server.fault({ path: '/activity/redbag', kind: 'delay', ms: 11_000 });
  await grab.click();
  await seeText(page, text('common.net.timeoutText'));
  await page.waitForTimeout(6_000);
  // The abandoned request is logged only if its answer found the client still there: at most one more.
  assert.ok((await server.requests('/activity/redbag')).length <= 3);
  // Whether the platform finished the abandoned grab or not, the screen shows what it did.
  const grabs = (
    server.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM redbag_logs WHERE member_id = ?')
      .get(memberId(server, 'member01')) as { n: number }
  ).n;
  assert.ok(grabs === 1 || grabs === 2);
  await seeText(page, text('bonus.redbag.leftText', 'zh_cn', { count: 3 - grabs }));
  await walletMatches(page, server, 'member01');
  assert.equal(await grab.isEnabled(), true);
  await evidence(page, 'redbag-timeout');
});

test('wheel: the spin lands on the prize the server drew, once per tap; reduced motion stops at once; faults leave balances the server’s', async () => {
  const { page, server } = env;
  depositToday(server, 'member01', 500_00);
  // The server draws 5.88 every time: the third prize of the setting.
  server.ctx.db.prepare('UPDATE wheel_prizes SET weight = CASE WHEN money = 588 THEN 1 ELSE 0 END').run();
  const index = (
    server.ctx.db.prepare('SELECT id, money FROM wheel_prizes ORDER BY sort, id').all() as Array<{ money: number }>
  ).findIndex((p) => p.money === 588);
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Wheel'));
  await seeText(page, text('bonus.wheel.leftText', 'zh_cn', { count: 5 }));
  await walletMatches(page, server, 'member01');
  await evidence(page, 'wheel-member01');
  const spin = page.getByRole('button', { name: text('bonus.wheel.spinButton'), exact: true });
  const before = await serverMoney(server, 'member01');

  await spin.dblclick();
  await seeText(page, text('bonus.wheel.spinningText'));
  await seeText(page, text('bonus.wheel.wonText', 'zh_cn', { prize: '5.88 元现金' }));
  assert.equal((await server.requests('/wheel/award')).length, 1);
  const disc = page.locator('.wheel-disc');
  assert.equal(await disc.getAttribute('data-landed'), String(index));
  // The sector under the pointer after the turn is the one the server drew.
  const angle = Number(await disc.getAttribute('data-angle'));
  const count = Number(server.ctx.db.prepare('SELECT COUNT(*) AS n FROM wheel_prizes').pluck().get());
  assert.equal(Math.floor(((((360 - (angle % 360)) % 360) + 360) % 360) / (360 / count)), index);
  assert.equal(await serverMoney(server, 'member01'), before + 588);
  await walletMatches(page, server, 'member01');
  await page.locator('.bonus-log .bonus-row', { hasText: '5.88 元现金' }).first().waitFor();
  await evidence(page, 'wheel-won');

  await server.fault({ path: '/wheel/award', kind: 'status', status: 500 });
  await spin.click();
  await seeText(page, 'injected 500');
  assert.equal((await server.requests('/wheel/award')).length, 2);
  await walletMatches(page, server, 'member01');
  await evidence(page, 'wheel-500');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await spin.click();
  const started = Date.now();
  await page.locator('.wheel-disc[data-landed]').waitFor();
  await seeText(page, text('bonus.wheel.wonText', 'zh_cn', { prize: '5.88 元现金' }));
  assert.ok(Date.now() - started < 2_000, 'with reduced motion the result does not wait for a turn');
  assert.equal(await disc.evaluate((el) => getComputedStyle(el).transitionDuration), '0s');
  assert.equal((await server.requests('/wheel/award')).length, 3);
  await page.emulateMedia({ reducedMotion: null });

  await server.fault({ path: '/wheel/award', kind: 'delay', ms: 11_000 });
  await spin.click();
  await seeText(page, text('common.net.timeoutText'));
  await page.waitForTimeout(6_000);
  assert.ok((await server.requests('/wheel/award')).length <= 4);
  const spins = (
    server.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM wheel_logs WHERE member_id = ?')
      .get(memberId(server, 'member01')) as { n: number }
  ).n;
  assert.ok(spins === 2 || spins === 3);
  assert.equal(await serverMoney(server, 'member01'), before + spins * 588);
  await walletMatches(page, server, 'member01');
  await seeText(page, text('bonus.wheel.leftText', 'zh_cn', { count: 5 - spins }));
  await evidence(page, 'wheel-timeout');
});

test('a visitor is sent to Login and back to the wheel', async () => {
  const { page, server } = env;
  await page.goto(server.at('/Wheel'));
  await page.waitForURL((u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Wheel'));
  await submitLogin(page, server, 'member01', 'pass1234');
  await page.waitForURL((u) => u.hash.startsWith('#/Wheel'));
  await seeText(page, text('bonus.wheel.leftText', 'zh_cn', { count: 0 }));
});

test('a demo player is refused the sign-in, its records, the red packet and the wheel', async () => {
  const { page, server } = env;
  await playDemo(page, server);
  await page.goto(server.at('/Center'));
  await seeText(page, text('account.center.demoBadge'));
  for (const link of ['account.center.dailyBonusLink', 'account.center.redBagLink', 'account.center.wheelLink']) {
    await page.getByRole('link', { name: text(link), exact: true }).click();
    await seeText(page, text('common.guard.demoBlockedText'));
    await page.waitForTimeout(200);
    assert.equal(route(page), '/Center');
  }
  await page.goto(server.at('/dailybonus/log'));
  await page.waitForTimeout(500);
  assert.notEqual(route(page), '/dailybonus/log');
  for (const path of ['/dailybonus/check', '/activity/redbag', '/wheel/award', '/wheel/query', '/redbag/desc']) {
    assert.equal((await server.requests(path)).length, 0, path);
  }
});
