import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';
import { assertWalletsMatch, serverWallets } from './walletFigures';

const GAME = 'AG';

async function switchMode(page: Page, button: string, confirmText: string, doneText: string) {
  await page.getByRole('button', { name: text(button), exact: true }).click();
  await expect(page.getByText(text(confirmText)).first()).toBeVisible();
  await evidence(page, `transfer-confirm-${button.split('.').pop()}`);
  await page.getByRole('button', { name: text('wallet.mode.confirmButton'), exact: true }).click();
  await expect(page.getByText(text(doneText)).first()).toBeVisible();
  // The dialog has finished closing: a picture taken while it fades reads its words at half their contrast.
  await expect(page.locator('.adm-auto-center-content')).toBeHidden();
}

async function transfer(page: Page, from: string, to: string, amount: string) {
  await page.getByLabel(text('wallet.manual.fromLabel'), { exact: true }).selectOption(from);
  await page.getByLabel(text('wallet.manual.toLabel'), { exact: true }).selectOption(to);
  await page.getByLabel(text('wallet.manual.amountLabel'), { exact: true }).fill(amount);
  await page.getByRole('button', { name: text('wallet.manual.submitButton'), exact: true }).click();
}

test('member01 switches to manual, moves money in and out of a game wallet, refreshes, recovers all and switches back', async ({
  page,
  server,
}) => {
  // Whole units in the rebate wallet, so rebate → game has something to move.
  server.ctx.db.prepare("UPDATE members SET fs_money = 5000 WHERE name = 'member01'").run();
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Transfer'));
  await expect(page.locator('.game-wallet').first()).toBeVisible();
  expect((await serverWallets(server, 'member01')).member.is_trans_on).toBe(1);
  await assertWalletsMatch(page, server, 'member01');
  await evidence(page, 'transfer-auto');

  await switchMode(
    page,
    'wallet.mode.toManualButton',
    'wallet.mode.confirmManualText',
    'wallet.mode.switchedManualText',
  );
  expect((await serverWallets(server, 'member01')).member.is_trans_on).toBe(0);
  await evidence(page, 'transfer-manual');

  // Neither side a game wallet; then a fraction of a unit: both refused on the phone, nothing sent.
  await transfer(page, 'money', 'fs_money', '10');
  await expect(page.getByText(text('wallet.manual.betweenWalletsError')).first()).toBeVisible();
  await transfer(page, 'money', GAME, '10.5');
  await expect(page.getByText(text('wallet.manual.wholeUnitsError')).first()).toBeVisible();
  await expect.poll(() => server.requests('/game/deposit')).toHaveLength(0);
  await evidence(page, 'transfer-refused');

  const before = await serverWallets(server, 'member01');
  await transfer(page, 'money', GAME, '100');
  await expect(page.getByText(text('wallet.manual.depositDoneText', 'zh_cn', { amount: '100' })).first()).toBeVisible();
  let now = await serverWallets(server, 'member01');
  expect(now.member.money).toBe(before.member.money - 10_000);
  expect(now.games[GAME]).toBe((before.games[GAME] ?? 0) + 10_000);
  await assertWalletsMatch(page, server, 'member01');

  await transfer(page, 'fs_money', GAME, '50');
  await expect(page.getByText(text('wallet.manual.depositDoneText', 'zh_cn', { amount: '50' })).first()).toBeVisible();
  now = await serverWallets(server, 'member01');
  expect(now.member.fs_money).toBe(0);
  expect(now.games[GAME]).toBe((before.games[GAME] ?? 0) + 15_000);
  await assertWalletsMatch(page, server, 'member01');

  await transfer(page, GAME, 'money', '30');
  await expect(page.getByText(text('wallet.manual.withdrawDoneText', 'zh_cn', { amount: '30' })).first()).toBeVisible();
  now = await serverWallets(server, 'member01');
  expect(now.member.money).toBe(before.member.money - 10_000 + 3_000);
  expect(now.games[GAME]).toBe((before.games[GAME] ?? 0) + 12_000);
  await assertWalletsMatch(page, server, 'member01');
  await evidence(page, 'transfer-after-moves');
  await expect.poll(() => server.requests('/game/deposit')).toHaveLength(2);
  await expect.poll(() => server.requests('/game/withdrawal')).toHaveLength(1);

  // The supplier's balance changed behind the app's back (rounds played): one refresh shows it.
  const played = await server.operator('POST', '/rounds', { name: 'member01', api_code: GAME, count: 3 });
  expect(played.ok).toBe(true);
  const title = (await page.locator(`.game-wallet[data-wallet="${GAME}"] .game-wallet-title`).innerText()).trim();
  await page.getByRole('button', { name: `${text('wallet.games.refreshButton')} ${title}`, exact: true }).click();
  await assertWalletsMatch(page, server, 'member01');
  await expect.poll(() => server.requests('/game/balance')).toHaveLength(1);

  await page.getByRole('button', { name: text('wallet.games.recoverButton'), exact: true }).click();
  await expect(page.getByText(text('wallet.games.recoverDoneText')).first()).toBeVisible();
  now = await serverWallets(server, 'member01');
  for (const [code, cents] of Object.entries(now.games))
    expect(cents, `${code} still holds ${cents}`).toBeLessThan(100);
  await assertWalletsMatch(page, server, 'member01');
  await evidence(page, 'transfer-recovered');

  await switchMode(page, 'wallet.mode.toAutoButton', 'wallet.mode.confirmAutoText', 'wallet.mode.switchedAutoText');
  expect((await serverWallets(server, 'member01')).member.is_trans_on).toBe(1);
  await expect(page.getByLabel(text('wallet.manual.amountLabel'), { exact: true })).toHaveCount(0);
  await assertWalletsMatch(page, server, 'member01');
  await expect.poll(() => server.requests('/game/change_trans')).toHaveLength(2);
});
