import type { Route } from '@playwright/test';
import { test, expect, route } from './fixtures';
import { screenshot } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';

/**
 * On a slow network the next screen's code takes a while. Meanwhile the screen being left stays on view; a tap
 * on it then would start something the member never sees finish, or be lost when the next screen replaces it.
 */
test('while the next screen loads, the screen being left says so and takes no taps', async ({ page, server }) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Center'));
  const moneyLog = page.getByRole('link', { name: text('account.center.moneyLogLink'), exact: true });
  await expect(moneyLog).toBeVisible();
  await page.waitForLoadState('networkidle');

  // From now on the app's code arrives only when let through: the money log's screen is on its way.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/js\/[^/]+\.js$/, (r) => (holding ? void held.push(r) : r.continue()));
  await moneyLog.click();
  await expect(page).toHaveURL(/#\/Member\/MoneyLog/);
  await expect.poll(() => held.length).toBeGreaterThan(0);

  const bar = page.locator('.nav-pending[role=status]');
  await expect(bar).toHaveText(text('common.net.loadingText'));
  await expect(bar).toHaveCSS('opacity', '1');
  await expect(page.locator('main.page')).toHaveAttribute('inert', '');
  await expect(page.locator('main.page')).toHaveAttribute('aria-busy', 'true');
  // A picture only: the leaving screen is inert by design, so its landmarks are out of the accessibility tree
  // until the next screen is there (the status says it is loading).
  await screenshot(page, 'navigation-pending');
  // A second tap on the leaving screen goes nowhere: the address still names the money log.
  await page.getByRole('link', { name: text('account.center.noticeLink'), exact: true }).click({ force: true });
  expect(route(page)).toBe('/Member/MoneyLog');

  holding = false;
  for (const r of held) await r.continue();
  await expect(page.getByRole('heading', { name: text('routes.moneyLog.titleText'), exact: true })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.locator('main.page')).not.toHaveAttribute('inert');
  expect(route(page)).toBe('/Member/MoneyLog');
});
