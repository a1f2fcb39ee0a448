import { expect, type Locator, type Page } from '@playwright/test';
import type { E2eServer } from '../support/server';
import { text } from '../support/text';
import { assertWalletsMatch } from '../walletFigures';

/**
 * A session for a seeded member without the login form: the operator's token in the app's own cookie, so a
 * fault run starts on its screen at once. The login form itself is exercised where a 401 sends the member back.
 */
export async function signIn(page: Page, server: E2eServer, name: string): Promise<void> {
  const { token } = (await server.operator('POST', '/session', { name })) as { token: string };
  await page.context().addCookies([{ name: 'member_token', value: token, url: server.url, sameSite: 'Strict' }]);
}

/** Moves inside the app (no page load), so what the screen shows comes from the app's own state. */
export async function goInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    window.location.hash = `#${r}`;
  }, route);
  await page.waitForURL((u) => u.hash.startsWith(`#${route}`));
}

/** Counts the requests the app itself sends to an API path (a request cut or abandoned is not in the server's log). */
export function countSent(page: Page, apiPath: string, method = 'POST'): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api${apiPath}` && r.method() === method) n += 1;
  });
  return () => n;
}

/** The member's balances on the Transfer screen (every wallet) equal the server's, reached inside the app. */
export async function balancesMatchServer(page: Page, server: E2eServer, name: string): Promise<void> {
  await goInApp(page, '/Member/Transfer');
  await page.locator('.game-wallet').first().waitFor();
  await assertWalletsMatch(page as never, server, name);
}

/** A visible text somewhere on the screen (toasts included). */
export async function seeText(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
}

/** An approved deposit made today, the way the cashier would leave it (red packet and wheel chances come from it). */
export function depositToday(server: E2eServer, name: string, cents: number): void {
  const id = (server.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;
  const now = server.ctx.clock.now().getTime();
  server.ctx.db
    .prepare(
      `INSERT INTO recharges (bill_no, member_id, name, money, payment_type, status, confirm_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, 'company_bankpay', 2, ?, ?, ?)`,
    )
    .run(`E2EF${now}${cents}`, id, name, cents, now, now, now);
}

/** A form field by its label's catalog text; a required field's label may end in its star. */
export function field(page: Page, labelId: string): Locator {
  const words = text(labelId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${words}(\\s*\\*)?$`));
}
