import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useJourney, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';
import { assertWalletsMatch, serverWallets } from './walletFigures';

const env = useJourney();
const GAME = 'AG';

async function switchMode(page: Page, button: string, confirmText: string, doneText: string) {
  await page.getByRole('button', { name: text(button), exact: true }).click();
  await seeText(page, text(confirmText));
  await evidence(page, `transfer-confirm-${button.split('.').pop()}`);
  await page.getByRole('button', { name: text('wallet.mode.confirmButton'), exact: true }).click();
  await seeText(page, text(doneText));
}

async function transfer(page: Page, from: string, to: string, amount: string) {
  await page.getByLabel(text('wallet.manual.fromLabel'), { exact: true }).selectOption(from);
  await page.getByLabel(text('wallet.manual.toLabel'), { exact: true }).selectOption(to);
  await page.getByLabel(text('wallet.manual.amountLabel'), { exact: true }).fill(amount);
  await page.getByRole('button', { name: text('wallet.manual.submitButton'), exact: true }).click();
}

test('member01 switches to manual, moves money in and out of a game wallet, refreshes, recovers all and switches back', async () => {
  const { page, server } = env;
  // Whole units in the rebate wallet, so rebate → game has something to move.
  server.ctx.db.prepare("UPDATE members SET fs_money = 5000 WHERE name = 'member01'").run();
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Transfer'));
  await page.locator('.game-wallet').first().waitFor();
  assert.equal((await serverWallets(server, 'member01')).member.is_trans_on, 1);
  await assertWalletsMatch(page, server, 'member01');
  await evidence(page, 'transfer-auto');

  await switchMode(
    page,
    'wallet.mode.toManualButton',
    'wallet.mode.confirmManualText',
    'wallet.mode.switchedManualText',
  );
  assert.equal((await serverWallets(server, 'member01')).member.is_trans_on, 0);
  await evidence(page, 'transfer-manual');

  // Neither side a game wallet; then a fraction of a unit: both refused on the phone, nothing sent.
  await transfer(page, 'money', 'fs_money', '10');
  await seeText(page, text('wallet.manual.betweenWalletsError'));
  await transfer(page, 'money', GAME, '10.5');
  await seeText(page, text('wallet.manual.wholeUnitsError'));
  assert.equal((await server.requests('/game/deposit')).length, 0);
  await evidence(page, 'transfer-refused');

  const before = await serverWallets(server, 'member01');
  await transfer(page, 'money', GAME, '100');
  await seeText(page, text('wallet.manual.depositDoneText', 'zh_cn', { amount: '100' }));
  let now = await serverWallets(server, 'member01');
  assert.equal(now.member.money, before.member.money - 10_000);
  assert.equal(now.games[GAME], (before.games[GAME] ?? 0) + 10_000);
  await assertWalletsMatch(page, server, 'member01');

  await transfer(page, 'fs_money', GAME, '50');
  await seeText(page, text('wallet.manual.depositDoneText', 'zh_cn', { amount: '50' }));
  now = await serverWallets(server, 'member01');
  assert.equal(now.member.fs_money, 0);
  assert.equal(now.games[GAME], (before.games[GAME] ?? 0) + 15_000);
  await assertWalletsMatch(page, server, 'member01');

  await transfer(page, GAME, 'money', '30');
  await seeText(page, text('wallet.manual.withdrawDoneText', 'zh_cn', { amount: '30' }));
  now = await serverWallets(server, 'member01');
  assert.equal(now.member.money, before.member.money - 10_000 + 3_000);
  assert.equal(now.games[GAME], (before.games[GAME] ?? 0) + 12_000);
  await assertWalletsMatch(page, server, 'member01');
  await evidence(page, 'transfer-after-moves');
  assert.equal((await server.requests('/game/deposit')).length, 2);
  assert.equal((await server.requests('/game/withdrawal')).length, 1);

  // The supplier's balance changed behind the app's back (rounds played): one refresh shows it.
  const played = await server.operator('POST', '/rounds', { name: 'member01', api_code: GAME, count: 3 });
  assert.equal(played.ok, true);
  const title = (await page.locator(`.game-wallet[data-wallet="${GAME}"] .game-wallet-title`).innerText()).trim();
  await page.getByRole('button', { name: `${text('wallet.games.refreshButton')} ${title}`, exact: true }).click();
  await assertWalletsMatch(page, server, 'member01');
  assert.equal((await server.requests('/game/balance')).length, 1);

  await page.getByRole('button', { name: text('wallet.games.recoverButton'), exact: true }).click();
  await seeText(page, text('wallet.games.recoverDoneText'));
  now = await serverWallets(server, 'member01');
  for (const [code, cents] of Object.entries(now.games)) assert.ok(cents < 100, `${code} still holds ${cents}`);
  await assertWalletsMatch(page, server, 'member01');
  await evidence(page, 'transfer-recovered');

  await switchMode(page, 'wallet.mode.toAutoButton', 'wallet.mode.confirmAutoText', 'wallet.mode.switchedAutoText');
  assert.equal((await serverWallets(server, 'member01')).member.is_trans_on, 1);
  assert.equal(await page.getByLabel(text('wallet.manual.amountLabel'), { exact: true }).count(), 0);
  await assertWalletsMatch(page, server, 'member01');
  assert.equal((await server.requests('/game/change_trans')).length, 2);
});
