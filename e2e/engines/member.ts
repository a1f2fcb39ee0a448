import { expect } from '@playwright/test';
import type { E2eServer } from '../support/server';
import { text, type Locale } from '../support/text';
import { cents, serverWallets } from '../walletFigures';
import type { Tab } from './tab';

/** The route part of the tab's address, e.g. '/Main/home'. */
export async function routeOf(tab: Tab): Promise<string> {
  return decodeURIComponent(new URL(await tab.url()).hash.replace(/^#/, '').split('?')[0]);
}

/** Waits until the tab is on a route that passes `ok`. */
export async function waitForRoute(tab: Tab, ok: (route: string) => boolean): Promise<void> {
  await expect.poll(async () => ok(await routeOf(tab)), { message: 'the route', timeout: 15_000 }).toBe(true);
}

/** Waits until a text a member reads is on screen. */
export async function see(
  tab: Tab,
  id: string,
  locale: Locale = 'zh_cn',
  values: Record<string, string | number> = {},
) {
  await seeText(tab, text(id, locale, values));
}

export async function seeText(tab: Tab, shown: string): Promise<void> {
  await expect
    .poll(
      () =>
        tab.run((want: string) => {
          const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
          return norm(document.body.innerText).includes(norm(want));
        }, shown),
      { message: `"${shown}" on screen`, timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * The captcha the login screen shows, read from the server's table: the newest one it issued, once the image is
 * on screen (a journey's tab is the only one asking).
 */
function latestCaptcha(server: E2eServer): string {
  const row = server.ctx.db.prepare('SELECT text FROM captchas ORDER BY rowid DESC LIMIT 1').get() as
    { text: string } | undefined;
  if (!row) throw new Error('the server issued no captcha');
  return row.text;
}

/** Logs in through the real form, the captcha included, and waits for the app to leave the login screen. */
export async function logIn(
  tab: Tab,
  server: E2eServer,
  name: string,
  password = 'pass1234',
  locale: Locale = 'zh_cn',
) {
  await tab.goto(server.at('/Login'));
  await tab.fill({ label: text('auth.login.accountLabel', locale) }, name);
  await tab.fill({ label: text('auth.login.passwordLabel', locale) }, password);
  if (await tab.has({ label: text('auth.captcha.inputLabel', locale) })) {
    await tab.waitFor({ css: `img[alt="${text('auth.captcha.imageAlt', locale)}"][src]` });
    await tab.fill({ label: text('auth.captcha.inputLabel', locale) }, latestCaptcha(server));
  }
  await tab.click({ role: 'button', name: text('auth.login.submitButton', locale) });
  await waitForRoute(tab, (r) => !r.startsWith('/Login'));
}

/** The wallets on the Transfer screen, as a member reads them (cents; null for N/A). */
export async function screenWallets(tab: Tab) {
  const shown = await tab.run(() => {
    const read = (el: Element | null) => (el as HTMLElement | null)?.innerText ?? '';
    const summary: Record<string, string> = {};
    for (const key of ['money', 'fs_money', 'ml_money'])
      summary[key] = read(document.querySelector(`.wallet-summary [data-wallet="${key}"] dd`));
    const games: Record<string, string> = {};
    for (const row of Array.from(document.querySelectorAll('.game-wallet')))
      games[row.getAttribute('data-wallet') ?? ''] = read(row.querySelector('.game-wallet-money'));
    return { summary, games };
  });
  return {
    money: cents(shown.summary.money),
    fs_money: cents(shown.summary.fs_money),
    ml_money: cents(shown.summary.ml_money),
    games: Object.fromEntries(Object.entries(shown.games).map(([k, v]) => [k, cents(v)])),
  };
}

/** Every balance on the Transfer screen equals the server's (waits for the screen to settle on it). */
export async function assertWalletsMatch(tab: Tab, server: E2eServer, name: string): Promise<void> {
  await expect(async () => {
    const s = await serverWallets(server, name);
    const shown = await screenWallets(tab);
    expect(Object.keys(shown.games).length, 'game wallets on screen').toBeGreaterThan(0);
    expect(shown, "balances on screen differ from the server's").toEqual({
      money: s.member.money,
      fs_money: s.member.fs_money,
      ml_money: s.member.ml_money,
      games: Object.fromEntries(Object.keys(shown.games).map((k) => [k, k in s.games ? s.games[k] : null])),
    });
  }).toPass({ intervals: [250], timeout: 15_000 });
}

/** A supplier lobby's title in the seeded Chinese, as its home tile shows it. */
export function lobbyTitle(server: E2eServer, apiCode: string, gameType: number): string {
  const row = server.ctx.db
    .prepare('SELECT title_json FROM api_games WHERE api_name = ? AND game_type = ?')
    .get(apiCode, gameType) as { title_json: string };
  return (JSON.parse(row.title_json) as Record<string, string>).zh_cn;
}

/** Home opens with the platform's popup notice on a member's first visit: the member closes it. */
export async function closeNoticeAlert(tab: Tab, locale: Locale = 'zh_cn'): Promise<void> {
  await tab.click({ within: '.notice-alert', role: 'button', name: text('notice.alert.closeButton', locale) });
  await expect.poll(() => tab.has({ css: '.notice-alert' }), { message: 'the notice closes' }).toBe(false);
}
