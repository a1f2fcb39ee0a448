import { expect, type Page } from '@playwright/test';
import type { E2eServer } from './support/server';

/** '$13,918.00' → 1391800 (cents); null for N/A. */
export function cents(shown: string): number | null {
  const clean = shown.replace(/[^\d.-]/g, '');
  if (!/\d/.test(clean)) return null;
  const [int, frac = ''] = clean.split('.');
  return Number(int) * 100 + Number((frac + '00').slice(0, 2)) * (int.startsWith('-') ? -1 : 1);
}

/** What the server holds for a member: main, rebate, turnover and each opened game wallet (cents). */
export async function serverWallets(server: E2eServer, name: string) {
  const m = (await server.operator('GET', `/members/${name}`)).member as {
    id: number;
    money: number;
    fs_money: number;
    ml_money: number;
    is_trans_on: number;
  };
  const rows = server.ctx.db.prepare('SELECT api_name, money FROM member_apis WHERE member_id = ?').all(m.id) as Array<{
    api_name: string;
    money: number;
  }>;
  return { member: m, games: Object.fromEntries(rows.map((r) => [r.api_name, r.money])) as Record<string, number> };
}

/** The figures on the Transfer screen, read the way a member reads them. */
export async function screenWallets(page: Page) {
  const figure = async (key: string) =>
    cents(await page.locator(`.wallet-summary [data-wallet="${key}"] dd`).innerText());
  const games: Record<string, number | null> = {};
  for (const row of await page.locator('.game-wallet').all()) {
    games[(await row.getAttribute('data-wallet')) ?? ''] = cents(await row.locator('.game-wallet-money').innerText());
  }
  return {
    money: await figure('money'),
    fs_money: await figure('fs_money'),
    ml_money: await figure('ml_money'),
    games,
  };
}

/** Every balance on screen equals the server's (waits for the screen to settle on it). */
export async function assertWalletsMatch(page: Page, server: E2eServer, name: string): Promise<void> {
  await expect(async () => {
    const s = await serverWallets(server, name);
    const shown = await screenWallets(page);
    const expectedGames = Object.fromEntries(
      Object.keys(shown.games).map((k) => [k, k in s.games ? s.games[k] : null]),
    );
    expect(shown, "balances on screen differ from the server's").toEqual({
      money: s.member.money,
      fs_money: s.member.fs_money,
      ml_money: s.member.ml_money,
      games: expectedGames,
    });
  }).toPass({ intervals: [250], timeout: 15_000 });
}
