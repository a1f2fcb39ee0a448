import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';
import { cents, serverWallets } from './walletFigures';
import type { E2eServer } from './support/server';

/** The member's whole balance and what is in games, as the server holds them (cents). */
async function serverWhole(server: E2eServer, name: string) {
  const s = await serverWallets(server, name);
  const inGames = Object.values(s.games).reduce((a, b) => a + b, 0);
  return { whole: s.member.money + s.member.fs_money + inGames, inGames, games: s.games };
}

async function shownWhole(page: Page) {
  return {
    whole: cents(await page.getByTestId('whole-balance').innerText()),
    inGames: cents(await page.getByTestId('in-games').innerText()),
  };
}

test("after money went into games, Center and home show the whole balance and where it is; bringing it back moves it to the main wallet and the whole stays the server's", async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  // As after entering games with auto transfer: most of the money sits in two game wallets.
  const id = (await server.operator('GET', '/members/member01')).member.id as number;
  server.ctx.db.prepare('UPDATE members SET money = 91 WHERE id = ?').run(id);
  server.ctx.db.prepare("UPDATE member_apis SET money = 250000 WHERE member_id = ? AND api_name = 'AG'").run(id);
  server.ctx.db.prepare("UPDATE member_apis SET money = 30050 WHERE member_id = ? AND api_name = 'BBIN'").run(id);
  const before = await serverWhole(server, 'member01');
  expect(before.inGames).toBeGreaterThanOrEqual(280050);

  await page.goto(server.at('/Center'));
  await expect(page.getByTestId('whole-balance')).toHaveText(/\$/);
  await expect.poll(() => shownWhole(page)).toEqual({ whole: before.whole, inGames: before.inGames });
  // Where it is: the suppliers holding it, by their names.
  const region = page.getByRole('region', { name: text('wallet.whole.totalLabel') });
  await expect(region).toContainText(/AG/);
  await expect(region).toContainText(/BBIN/);
  await evidence(page, 'center-whole-balance');

  await page.goto(server.at('/Main/home'));
  await expect
    .poll(() => shownWhole(page), { timeout: 15_000 })
    .toEqual({ whole: before.whole, inGames: before.inGames });
  await evidence(page, 'home-whole-balance');

  await page.goto(server.at('/Center'));
  const recoveries = (await server.requests('/game/recovery_last')).length;
  await page.getByRole('button', { name: text('wallet.whole.recoverButton'), exact: true }).click();
  await expect(page.getByText(text('wallet.games.recoverDoneText')).first()).toBeVisible();
  // One request per supplier holding at least a unit.
  await expect.poll(async () => (await server.requests('/game/recovery_last')).length - recoveries).toBe(2);
  const after = await serverWhole(server, 'member01');
  expect(after.games.AG).toBeLessThan(100);
  expect(after.games.BBIN).toBeLessThan(100);
  expect(after.whole).toBe(before.whole);
  await expect.poll(() => shownWhole(page)).toEqual({ whole: after.whole, inGames: after.inGames });
  // With nothing left to bring back, the way to the wallets stands where the button was.
  await expect(page.getByRole('button', { name: text('wallet.whole.recoverButton'), exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: text('wallet.whole.walletsLink'), exact: true })).toBeVisible();
});
