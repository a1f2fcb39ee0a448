import { test, expect } from './fixtures';
import { assertWalletsMatch, closeNoticeAlert, lobbyTitle, logIn, see, seeText } from './member';
import type { Tab } from './tab';
import type { E2eServer } from '../support/server';
import { text } from '../support/text';
import { cents, serverWallets } from '../walletFigures';

const PASSCODE = '123456';

const mainWallet = async (server: E2eServer) =>
  (await server.operator('GET', '/members/member01')).member.money as number;

async function transfer(tab: Tab, from: string, to: string, amount: string) {
  await tab.select({ label: text('wallet.manual.fromLabel') }, from);
  await tab.select({ label: text('wallet.manual.toLabel') }, to);
  await tab.fill({ label: text('wallet.manual.amountLabel') }, amount);
  await tab.click({ role: 'button', name: text('wallet.manual.submitButton') });
}

test("member01's session in one tab: a game with auto transfer, its bet's record, manual moves, a deposit and a withdrawal; every balance is the server's", async ({
  phone,
  server,
  shot,
}) => {
  await logIn(phone, server, 'member01');
  await phone.goto(server.at('/Main/home'));
  await phone.waitFor({ css: '.member-balance .money' });
  await phone.waitFor({ css: 'button.hot-lottery-item' });
  await closeNoticeAlert(phone);
  expect(cents(await phone.read({ css: '.member-balance' }))).toBe(await mainWallet(server));

  // Game entry: auto transfer carries the main wallet into the game, which opens in a tab of its own.
  const game = await phone.tabOpenedBy(() => phone.click({ css: '.game-tile', hasText: lobbyTitle(server, 'AG', 1) }));
  await expect.poll(async () => new URL(await game.url()).pathname, { timeout: 20_000 }).toMatch(/^\/sim\/game\/AG/);
  await expect.poll(() => server.requests('/game/login')).toHaveLength(1);
  expect((await serverWallets(server, 'member01')).member.money).toBeLessThan(100);
  await game.fill({ css: '#bet' }, '25');
  await game.click({ css: '#play button' });
  await game.waitFor({ css: '#rounds li' });
  await shot(game, 'game-played');
  await game.close();
  // Back in the app's tab: it notices the member's return and brings the game's balance home.
  await phone.run(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
  await expect.poll(() => server.requests('/game/recovery_last')).toHaveLength(1);
  const back = await serverWallets(server, 'member01');
  expect(back.games.AG).toBeLessThan(100);
  await expect.poll(async () => cents(await phone.read({ css: '.member-balance' }))).toBe(back.member.money);

  // The bet is in Bet records, with its detail.
  const bet = server.ctx.db
    .prepare(
      `SELECT g.bill_no AS billNo FROM game_records g JOIN members m ON m.id = g.member_id
       WHERE m.name = 'member01' AND g.api_name = 'AG' ORDER BY g.id DESC LIMIT 1`,
    )
    .get() as { billNo: string };
  await phone.goto(server.at('/Member/GameRecord'));
  await phone.click({ css: '.record-card', hasText: bet.billNo });
  await see(phone, 'records.game.wagerLabel');
  await seeText(phone, '25.00');
  await shot(phone, 'bet-record-detail');

  // Manual transfer in and out of a game wallet.
  await phone.goto(server.at('/Member/Transfer'));
  await phone.waitFor({ css: '.game-wallet' });
  await assertWalletsMatch(phone, server, 'member01');
  await phone.click({ role: 'button', name: text('wallet.mode.toManualButton') });
  await see(phone, 'wallet.mode.confirmManualText');
  await phone.click({ role: 'button', name: text('wallet.mode.confirmButton') });
  await see(phone, 'wallet.mode.switchedManualText');
  const before = await serverWallets(server, 'member01');
  await transfer(phone, 'money', 'AG', '100');
  await see(phone, 'wallet.manual.depositDoneText', 'zh_cn', { amount: '100' });
  await transfer(phone, 'AG', 'money', '30');
  await see(phone, 'wallet.manual.withdrawDoneText', 'zh_cn', { amount: '30' });
  const moved = await serverWallets(server, 'member01');
  expect(moved.member.money).toBe(before.member.money - 7_000);
  expect(moved.games.AG).toBe((before.games.AG ?? 0) + 7_000);
  await assertWalletsMatch(phone, server, 'member01');
  await shot(phone, 'transfer-after-moves');

  // A deposit by bank transfer, sent once, then approved: the balance shows it.
  await phone.goto(server.at('/Member/Recharge'));
  await phone.click({ css: '[data-payment-type="company_bankpay"]' });
  await seeText(phone, '6222021001123456789');
  await phone.click({ role: 'button', name: text('recharge.payee.nextButton') });
  await phone.fill({ label: text('recharge.form.amountLabel') }, '200');
  await phone.fill({ label: text('recharge.form.payerNameLabel'), partial: true }, '张三');
  await phone.fill({ label: text('recharge.form.payerAccountLabel'), partial: true }, '6222000011112222');
  await phone.click({ role: 'button', name: text('recharge.form.submitButton') });
  await see(phone, 'recharge.result.reviewText');
  await expect.poll(() => server.requests('/recharge/normal')).toHaveLength(1);
  await shot(phone, 'recharge-review');
  const pending = (await server.operator('GET', '/recharges?name=member01')).recharges as Array<{ id: number }>;
  expect((await server.operator('POST', `/recharges/${pending[pending.length - 1].id}/approve`)).ok).toBe(true);

  // A withdrawal with the passcode: the main wallet drops by it.
  const start = await mainWallet(server);
  await phone.goto(server.at('/Member/ApplyDrawing'));
  await phone.fill({ label: text('withdraw.form.amountLabel') }, '150');
  await phone.click({ role: 'button', name: text('withdraw.form.submitButton') });
  await phone.fill({ within: '[role="dialog"]', label: text('money.passcode.inputLabel') }, PASSCODE);
  await see(phone, 'withdraw.result.doneText');
  await expect.poll(() => server.requests('/drawing')).toHaveLength(1);
  expect(await mainWallet(server)).toBe(start - 15_000);
  await shot(phone, 'withdraw-done');

  await phone.goto(server.at('/Member/Transfer'));
  await phone.waitFor({ css: '.game-wallet' });
  await assertWalletsMatch(phone, server, 'member01');
});
