import type { Page } from '@playwright/test';
import { test, expect, route } from './fixtures';
import { evidence } from './support/evidence';
import { logIn, submitLogin, playDemo } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';
import { assertWalletsMatch, cents, serverWallets } from './walletFigures';

/** A supplier lobby's title and its home category tab, as the seeded server names them in Chinese. */
function lobby(server: E2eServer, apiCode: string, gameType: number) {
  const row = server.ctx.db
    .prepare('SELECT title_json FROM api_games WHERE api_name = ? AND game_type = ?')
    .get(apiCode, gameType) as { title_json: string };
  return (JSON.parse(row.title_json) as Record<string, string>).zh_cn;
}

/** Home opens with the platform's popup notice: the member closes it first. */
async function closeNoticeAlert(page: Page) {
  const close = page
    .locator('.notice-alert')
    .getByRole('button', { name: text('notice.alert.closeButton'), exact: true });
  try {
    await close.waitFor({ timeout: 5000 });
    await close.click();
  } catch {
    /* no popup this time */
  }
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

async function homeBalance(page: Page) {
  return cents(await page.locator('.member-balance').innerText());
}

test('home as visitor: the hall, the hot lotteries; a game asks to log in first and comes back after', async ({
  page,
  server,
}) => {
  await page.goto(server.at('/Main/home'));
  await expect(page.locator('button.hot-lottery-item').first()).toBeVisible();
  await expect(page.locator('.game-tile').first()).toBeVisible();
  await closeNoticeAlert(page);
  await evidence(page, 'lobby-home-visitor');
  const firstLottery = (await page.locator('button.hot-lottery-item').first().innerText()).trim();
  await page.locator('button.hot-lottery-item').first().click();
  await expect(page.getByText(text('games.play.loginRequiredText')).first()).toBeVisible();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Login'));
  expect(firstLottery.length).toBeGreaterThan(0);
  await expect.poll(() => server.requests('/game/login')).toHaveLength(0);
  await evidence(page, 'lobby-login-first');
  // Logged in, the member is back where they were.
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Main/home'));
  expect(route(page)).toBe('/Main/home');
});

test("member01 searches a supplier's games as they type, filters by tag, and comes back to the same hall tab", async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Main/home'));
  await expect(page.locator('.member-balance .money')).toBeVisible();
  await closeNoticeAlert(page);
  await evidence(page, 'lobby-home-member');
  await openTab(page, text('games.type.slotText'));
  await page.locator('.game-tile', { hasText: lobby(server, 'PG', 3) }).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Main/recommendGame/PG/3'));
  await expect(page.locator('.game-row').first()).toBeVisible();
  const before = (await server.requests('/games/lists')).length;
  await page.getByLabel(text('games.list.searchLabel'), { exact: true }).pressSequentially('金钱', { delay: 80 });
  await expect(page.locator('.game-row', { hasText: '金钱树' })).toBeVisible();
  await expect(page.locator('.game-row')).toHaveCount(1);
  // One request for the settled keyword, not one per key.
  expect((await server.requests('/games/lists')).length - before).toBe(1);
  await evidence(page, 'lobby-search');
  await page.getByLabel(text('games.list.searchLabel'), { exact: true }).fill('');
  await page.getByText(text('games.list.hotTab'), { exact: true }).click();
  await expect(page.locator('.game-row')).toHaveCount(2);
  await evidence(page, 'lobby-tag-hot');
  await page.getByRole('button', { name: text('common.actions.backButton'), exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Main/home'));
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toHaveText(text('games.type.slotText'));
});

test('a demo player may open only the local lottery', async ({ page, server }) => {
  await playDemo(page, server);
  await expect(page.locator('.game-tile').first()).toBeVisible();
  await closeNoticeAlert(page);
  await evidence(page, 'lobby-home-demo');
  await page.locator('.game-tile', { hasText: lobby(server, 'AG', 1) }).click();
  await expect(page.getByText(text('games.play.demoOnlyLotteryText')).first()).toBeVisible();
  await expect.poll(() => server.requests('/game/login')).toHaveLength(0);
  await page.locator('button.hot-lottery-item').first().click();
  await expect(page).toHaveURL((u) => u.pathname.startsWith('/sim/game/JZ'));
  await expect.poll(() => server.requests('/game/login')).toHaveLength(1);
});

test("member01 enters a simulated game, plays a round, comes back: the bet is in Bet records and every balance is the server's", async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Main/home'));
  await expect(page.locator('.member-balance .money')).toBeVisible();
  await closeNoticeAlert(page);
  const start = await serverWallets(server, 'member01');
  expect(start.member.is_trans_on).toBe(1);
  const popupWaiter = page.context().waitForEvent('page');
  await page.locator('.game-tile', { hasText: lobby(server, 'AG', 1) }).click();
  const game = await popupWaiter;
  await expect(game).toHaveURL((u) => u.pathname.startsWith('/sim/game/AG'), { timeout: 20_000 });
  await expect.poll(() => server.requests('/game/login')).toHaveLength(1);
  // Auto transfer carried the whole units of the main wallet into the game.
  const inGame = await serverWallets(server, 'member01');
  expect(inGame.member.money, `main wallet left ${inGame.member.money}`).toBeLessThan(100);
  await game.locator('#bet').fill('25');
  await game.locator('#play button').click();
  await expect(game.locator('#rounds li').first()).toBeVisible();
  await game.screenshot({ path: 'test-results/screens/lobby-sim-game.png' });
  await game.close();

  // Back in the app's tab: it notices the member's return and brings the game's balance home.
  await page.bringToFront();
  await page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
  await expect.poll(() => server.requests('/game/recovery_last')).toHaveLength(1);
  const back = await serverWallets(server, 'member01');
  expect(back.games.AG, `AG still holds ${back.games.AG}`).toBeLessThan(100);
  await expect.poll(() => homeBalance(page)).toBe(back.member.money);
  await evidence(page, 'lobby-back-from-game');

  const bet = server.ctx.db
    .prepare(
      `SELECT g.bill_no AS billNo, g.bet_amount AS betAmount FROM game_records g JOIN members m ON m.id = g.member_id
    WHERE m.name = 'member01' AND g.api_name = 'AG' ORDER BY g.id DESC LIMIT 1`,
    )
    .get() as { billNo: string; betAmount: number };
  expect(bet.betAmount).toBe(2500);
  await page.goto(server.at('/Member/GameRecord'));
  const row = page.locator('.record-card', { hasText: bet.billNo });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByText('25.00').first()).toBeVisible();
  await evidence(page, 'lobby-bet-record');
  await page.goto(server.at('/Member/Transfer'));
  await expect(page.locator('.game-wallet').first()).toBeVisible();
  await assertWalletsMatch(page, server, 'member01');
  await expect.poll(() => server.requests('/game/recovery_last')).toHaveLength(1);
});
