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

/**
 * The page's deployment as one whose platform does not honour the Idempotency-Key (app-config.json without
 * idempotencyKeys): a lost answer is then the error it was, and nothing is sent again by itself. The fault sweep
 * proves the other deployment, which the reference server is.
 */
export async function platformWithoutKeys(page: Page): Promise<void> {
  await page.route('**/app-config.json', (route) => route.fulfill({ json: { apiBase: '/api' } }));
}

/**
 * The Idempotency-Key of every copy of a money request the page sends, in order ('' for a copy without one): the
 * app's copies of one intent carry one key, so a member's one tap is one distinct key however often it travels.
 */
export function keysSent(page: Page, apiPath: string, method = 'POST'): (() => string[]) & { pending: () => number } {
  const keys: string[] = [];
  let pending = 0;
  const ours = (r: import('@playwright/test').Request) =>
    new URL(r.url()).pathname === `/api${apiPath}` && r.method() === method;
  page.on('request', (r) => {
    if (!ours(r)) return;
    keys.push(r.headers()['idempotency-key'] ?? '');
    pending += 1;
  });
  const done = (r: import('@playwright/test').Request) => {
    if (ours(r)) pending -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return Object.assign(() => keys, { pending: () => pending });
}

/** What the platform did with a key: the answers it stored under it, each with its status (one: it acted once). */
export function keyAnswers(server: E2eServer, key: string): Array<{ state: string; status: number | null }> {
  return server.ctx.db.prepare('SELECT state, status FROM idempotency_keys WHERE idem_key = ?').all(key) as Array<{
    state: string;
    status: number | null;
  }>;
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
