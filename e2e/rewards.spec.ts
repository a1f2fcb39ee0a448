import Big from 'big.js';
import type { Page } from '@playwright/test';
import { test, expect, route } from './fixtures';
import { evidence } from './support/evidence';
import { logIn, submitLogin, playDemo } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';
import { formatMoney } from '../src/lib/money';
import { dayOf, today } from '../server/lib/platformDay';

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
const yuan = (cents: number) => formatMoney(new Big(cents).div(100).toFixed(2));
/** The main wallet the screen shows equals the server's, once the screen has refreshed it. */
async function walletMatches(page: Page, server: E2eServer, name: string) {
  const want = yuan(await serverMoney(server, name));
  await expect(page.locator('.bonus-wallet .money', { hasText: want })).toBeVisible();
}

test('level-up: a visitor reads the table and checks any account; a member sees their own standing at once', async ({
  page,
  server,
}) => {
  await page.goto(server.at('/LiveLevelUp'));
  await expect(page.getByRole('rowheader', { name: 'VIP1', exact: true })).toBeVisible();
  const field = page.getByLabel(text('levelup.query.accountLabel'), { exact: true });
  await expect(field).toHaveValue('');
  await page.getByRole('button', { name: text('levelup.query.searchButton'), exact: true }).click();
  await expect(page.getByText(text('levelup.query.emptyError')).first()).toBeVisible();
  await field.fill('nobody99');
  await page.getByRole('button', { name: text('levelup.query.searchButton'), exact: true }).click();
  await expect(page.getByText('会员信息不存在').first()).toBeVisible();
  await field.fill('member01');
  await page.getByRole('button', { name: text('levelup.query.searchButton'), exact: true }).click();
  await expect(page.locator('[data-member="member01"]')).toBeVisible();
  await expect(
    page.getByText(text('levelup.standing.progressText', 'zh_cn', { left: yuan(118_250_00), level: 3 })).first(),
  ).toBeVisible();
  await evidence(page, 'levelup-visitor');

  await logIn(page, server, 'member01');
  await page.goto(server.at('/SlotLevelUp'));
  await expect(page.locator('[data-member="member01"]')).toBeVisible();
  await expect(page.getByLabel(text('levelup.query.accountLabel'), { exact: true })).toHaveValue('member01');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
  await evidence(page, 'levelup-member01');
});

test("level-up: while a member's standing loads, its figures hold their place and only the received list's length can move what follows", async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await server.fault({ path: '/auth/me', kind: 'delay', ms: 1500 });
  await server.fault({ path: '/levelup/live/search', kind: 'delay', ms: 1500 });
  // A fresh load: the member's own account is known only once their info answers.
  await page.goto('about:blank');
  await page.goto(server.at('/LiveLevelUp'));
  const card = page.locator('main .lv-standing');
  await expect(card).toHaveAttribute('aria-busy', 'true');
  // Everything in the card down to the list of rewards received holds its place; only that list's own length
  // (one line while pending) may move what follows.
  const heading = card.locator('h3');
  const [cardBefore, headingBefore] = [await card.boundingBox(), await heading.boundingBox()];
  await expect(page.locator('main .lv-standing[data-member="member01"]')).toBeVisible({ timeout: 10_000 });
  expect((await card.boundingBox())!.y).toBe(cardBefore!.y);
  expect(await heading.boundingBox()).toEqual(headingBefore);
});

test('VIP: member01 opens it from the level shown in Center and sees the way to the next level', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Center'));
  await page.getByRole('link', { name: 'VIP2', exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Member/Vip'));
  await expect(page.getByText(text('vip.standing.nextSection', 'zh_cn', { name: 'VIP3' })).first()).toBeVisible();
  await expect(page.locator('.vip-level-current').getByText('VIP2')).toBeVisible();
  await evidence(page, 'vip-member01');
});

test('a new member sees each rewards screen explained, with nothing to grab or spin yet', async ({ page, server }) => {
  await logIn(page, server, 'newbie01');
  await page.goto(server.at('/Member/Vip'));
  await expect(page.getByText(text('vip.standing.nextSection', 'zh_cn', { name: 'VIP1' })).first()).toBeVisible();
  await evidence(page, 'vip-newbie01');
  await page.goto(server.at('/LiveLevelUp'));
  await expect(page.locator('[data-member="newbie01"]')).toBeVisible();
  await evidence(page, 'levelup-newbie01');
  await page.goto(server.at('/RedBag'));
  await expect(page.getByText(text('bonus.redbag.leftText', 'zh_cn', { count: 0 })).first()).toBeVisible();
  await expect(page.getByRole('button', { name: text('bonus.redbag.grabButton'), exact: true })).toBeDisabled();
  await expect(
    page.getByText(text('bonus.redbag.nextDepositText', 'zh_cn', { money: yuan(100_00), count: 1 })).first(),
  ).toBeVisible();
  await expect(page.getByText(text('bonus.redbag.logEmptyText')).first()).toBeVisible();
  await evidence(page, 'redbag-newbie01');
  await page.goto(server.at('/Wheel'));
  await expect(page.getByText(text('bonus.wheel.leftText', 'zh_cn', { count: 0 })).first()).toBeVisible();
  await expect(page.getByRole('button', { name: text('bonus.wheel.spinButton'), exact: true })).toBeDisabled();
  await expect(page.getByText(text('bonus.wheel.needText', 'zh_cn', { money: yuan(100_00) })).first()).toBeVisible();
  await evidence(page, 'wheel-newbie01');
  await page.goto(server.at('/dailybonus/log'));
  await expect(page.getByText(text('bonus.signLog.signsEmptyText')).first()).toBeVisible();
  await evidence(page, 'signlog-newbie01');
});

test('daily sign-in: a double tap signs once, the streak award is claimed once, the records show both', async ({
  page,
  server,
}) => {
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
  await expect(page.getByText(text('bonus.sign.rewardText', 'zh_cn', { money: yuan(300) })).first()).toBeVisible();
  await evidence(page, 'sign-before');
  await page.getByRole('button', { name: text('bonus.sign.signButton'), exact: true }).dblclick();
  await expect(
    page.getByText(text('bonus.sign.doneText', 'zh_cn', { money: yuan(300), days: 3 })).first(),
  ).toBeVisible();
  await expect(page.getByText(text('bonus.sign.signedTodayText')).first()).toBeVisible();
  await expect.poll(() => server.requests('/dailybonus/check')).toHaveLength(1);
  await expect(page.locator('.sign-day.today.signed')).toBeVisible();
  const claim = page
    .locator('[data-award-days="3"]')
    .getByRole('button', { name: text('bonus.sign.claimButton'), exact: true });
  await claim.dblclick();
  await expect(page.getByText(text('bonus.sign.claimDoneText', 'zh_cn', { money: yuan(880) })).first()).toBeVisible();
  await expect(page.locator('[data-award-days="3"]').getByText(text('bonus.sign.claimedText'))).toBeVisible();
  await expect.poll(() => server.requests('/dailybonus/1/award')).toHaveLength(1);
  expect(await serverMoney(server, 'newbie01')).toBe(before + 300 + 880);
  await evidence(page, 'sign-done');

  await page.getByRole('link', { name: text('bonus.sign.logLink'), exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/dailybonus/log'));
  await expect(
    page.getByText(text('bonus.signLog.signRowText', 'zh_cn', { day: t.day, days: 3 })).first(),
  ).toBeVisible();
  await evidence(page, 'signlog-signs');
  await page.getByRole('tab', { name: text('bonus.signLog.awardsTab'), exact: true }).click();
  await expect(page.getByText(text('bonus.signLog.awardRowText', 'zh_cn', { days: 3 })).first()).toBeVisible();
  await page.getByRole('tab', { name: text('bonus.signLog.moneyTab'), exact: true }).click();
  await expect(page.locator('.bonus-row .signed-money', { hasText: yuan(880).replace('$', '') }).first()).toBeVisible();
  await evidence(page, 'signlog-money');
});

test('red packet: grabs from today’s deposit; a 500 and a time-out each send one request and balances stay the server’s', async ({
  page,
  server,
}) => {
  depositToday(server, 'member01', 5_000_00);
  await logIn(page, server, 'member01');
  await page.goto(server.at('/RedBag'));
  await expect(page.getByText(text('bonus.redbag.leftText', 'zh_cn', { count: 3 })).first()).toBeVisible();
  await expect(
    page.getByText(text('bonus.redbag.depositText', 'zh_cn', { money: yuan(5_000_00), count: 3 })).first(),
  ).toBeVisible();
  await walletMatches(page, server, 'member01');
  await evidence(page, 'redbag-member01');
  const grab = page.getByRole('button', { name: text('bonus.redbag.grabButton'), exact: true });

  await server.fault({ path: '/activity/redbag', kind: 'status', status: 500 });
  await grab.click();
  await expect(page.getByText('injected 500').first()).toBeVisible();
  await expect.poll(() => server.requests('/activity/redbag')).toHaveLength(1);
  await walletMatches(page, server, 'member01');
  await evidence(page, 'redbag-500');

  await grab.dblclick();
  const lastWin = () =>
    server.ctx.db
      .prepare('SELECT money FROM redbag_logs WHERE member_id = ? ORDER BY id DESC')
      .get(memberId(server, 'member01')) as { money: number } | undefined;
  await expect.poll(lastWin).toBeDefined();
  const won = lastWin()!;
  await expect(page.getByText(text('bonus.redbag.wonText', 'zh_cn', { money: yuan(won.money) })).first()).toBeVisible();
  await expect.poll(() => server.requests('/activity/redbag')).toHaveLength(2);
  await expect(page.getByText(text('bonus.redbag.leftText', 'zh_cn', { count: 2 })).first()).toBeVisible();
  await walletMatches(page, server, 'member01');
  await expect(page.locator('.bonus-log .bonus-row', { hasText: yuan(won.money) }).first()).toBeVisible();
  await evidence(page, 'redbag-won');

  // Past the time-out the platform still pays what it received: the screen looks again and agrees with it.
  await server.fault({ path: '/activity/redbag', kind: 'delay', ms: 11_000 });
  await grab.click();
  await expect(page.getByText(text('common.net.timeoutText')).first()).toBeVisible();
  await page.waitForTimeout(6_000);
  // The abandoned request is logged only if its answer found the client still there: at most one more.
  expect((await server.requests('/activity/redbag')).length).toBeLessThanOrEqual(3);
  // Whether the platform finished the abandoned grab or not, the screen shows what it did.
  const grabs = (
    server.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM redbag_logs WHERE member_id = ?')
      .get(memberId(server, 'member01')) as { n: number }
  ).n;
  expect([1, 2]).toContain(grabs);
  await expect(page.getByText(text('bonus.redbag.leftText', 'zh_cn', { count: 3 - grabs })).first()).toBeVisible();
  await walletMatches(page, server, 'member01');
  await expect(grab).toBeEnabled();
  await evidence(page, 'redbag-timeout');
});

test('wheel: the spin lands on the prize the server drew, once per tap; reduced motion stops at once; faults leave balances the server’s', async ({
  page,
  server,
}) => {
  depositToday(server, 'member01', 500_00);
  // The server draws 5.88 every time: the third prize of the setting.
  server.ctx.db.prepare('UPDATE wheel_prizes SET weight = CASE WHEN money = 588 THEN 1 ELSE 0 END').run();
  const index = (
    server.ctx.db.prepare('SELECT id, money FROM wheel_prizes ORDER BY sort, id').all() as Array<{ money: number }>
  ).findIndex((p) => p.money === 588);
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Wheel'));
  await expect(page.getByText(text('bonus.wheel.leftText', 'zh_cn', { count: 5 })).first()).toBeVisible();
  await walletMatches(page, server, 'member01');
  await evidence(page, 'wheel-member01');
  const spin = page.getByRole('button', { name: text('bonus.wheel.spinButton'), exact: true });
  const before = await serverMoney(server, 'member01');

  await spin.dblclick();
  await expect(page.getByText(text('bonus.wheel.spinningText')).first()).toBeVisible();
  await expect(page.getByText(text('bonus.wheel.wonText', 'zh_cn', { prize: '5.88 元现金' })).first()).toBeVisible();
  await expect.poll(() => server.requests('/wheel/award')).toHaveLength(1);
  const disc = page.locator('.wheel-disc');
  await expect(disc).toHaveAttribute('data-landed', String(index));
  // The sector under the pointer after the turn is the one the server drew.
  const angle = Number(await disc.getAttribute('data-angle'));
  const count = Number(server.ctx.db.prepare('SELECT COUNT(*) AS n FROM wheel_prizes').pluck().get());
  expect(Math.floor(((((360 - (angle % 360)) % 360) + 360) % 360) / (360 / count))).toBe(index);
  expect(await serverMoney(server, 'member01')).toBe(before + 588);
  await walletMatches(page, server, 'member01');
  await expect(page.locator('.bonus-log .bonus-row', { hasText: '5.88 元现金' }).first()).toBeVisible();
  await evidence(page, 'wheel-won');

  await server.fault({ path: '/wheel/award', kind: 'status', status: 500 });
  await spin.click();
  await expect(page.getByText('injected 500').first()).toBeVisible();
  await expect.poll(() => server.requests('/wheel/award')).toHaveLength(2);
  await walletMatches(page, server, 'member01');
  await evidence(page, 'wheel-500');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await spin.click();
  const started = Date.now();
  await expect(page.locator('.wheel-disc[data-landed]')).toBeVisible();
  await expect(page.getByText(text('bonus.wheel.wonText', 'zh_cn', { prize: '5.88 元现金' })).first()).toBeVisible();
  expect(Date.now() - started, 'with reduced motion the result does not wait for a turn').toBeLessThan(2_000);
  expect(await disc.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  await expect.poll(() => server.requests('/wheel/award')).toHaveLength(3);
  await page.emulateMedia({ reducedMotion: null });

  await server.fault({ path: '/wheel/award', kind: 'delay', ms: 11_000 });
  await spin.click();
  await expect(page.getByText(text('common.net.timeoutText')).first()).toBeVisible();
  await page.waitForTimeout(6_000);
  expect((await server.requests('/wheel/award')).length).toBeLessThanOrEqual(4);
  const spins = (
    server.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM wheel_logs WHERE member_id = ?')
      .get(memberId(server, 'member01')) as { n: number }
  ).n;
  expect([2, 3]).toContain(spins);
  expect(await serverMoney(server, 'member01')).toBe(before + spins * 588);
  await walletMatches(page, server, 'member01');
  await expect(page.getByText(text('bonus.wheel.leftText', 'zh_cn', { count: 5 - spins })).first()).toBeVisible();
  await evidence(page, 'wheel-timeout');
});

test('a visitor is sent to Login and back to the wheel', async ({ page, server }) => {
  await page.goto(server.at('/Wheel'));
  await expect(page).toHaveURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Wheel'),
  );
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Wheel'));
  await expect(page.getByText(text('bonus.wheel.leftText', 'zh_cn', { count: 0 })).first()).toBeVisible();
});

test('a demo player is refused the sign-in, its records, the red packet and the wheel', async ({ page, server }) => {
  await playDemo(page, server);
  await page.goto(server.at('/Center'));
  await expect(page.getByText(text('account.center.demoBadge')).first()).toBeVisible();
  // Center does not offer them to a trial account; opened by their address they are refused all the same.
  for (const link of ['account.center.dailyBonusLink', 'account.center.redBagLink', 'account.center.wheelLink'])
    await expect(page.getByRole('link', { name: text(link), exact: true })).toHaveCount(0);
  for (const path of ['/dailybonus', '/RedBag', '/Wheel']) {
    await page.goto(server.at(path));
    await expect(page.getByText(text('common.guard.demoBlockedText')).first()).toBeVisible();
    await page.waitForTimeout(200);
    expect(route(page)).not.toBe(path);
  }
  await page.goto(server.at('/dailybonus/log'));
  await expect.poll(() => route(page), { message: 'the guard sends the demo player away' }).not.toBe('/dailybonus/log');
  for (const path of ['/dailybonus/check', '/activity/redbag', '/wheel/award', '/wheel/query', '/redbag/desc']) {
    await expect.poll(() => server.requests(path), { message: path }).toHaveLength(0);
  }
});
