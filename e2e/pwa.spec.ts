import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { startE2eServer, type E2eServer } from './support/server';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { typePasscode } from './support/passcode';
import { text } from './support/text';
import { cents } from './walletFigures';

// The installed app: the worker keeps the shell, never a platform answer, and never sends money later. Each test
// runs Chromium on a profile on disk, as an installed app does (a throwaway profile reports itself not installable).
// The worker is what these tests are about: allowed here, where the config blocks it for the other suites.
test.use({ serviceWorkers: 'allow' });

/**
 * Waits until the service worker (registered once the first screen is idle) controls the page: it claims the page
 * once it has precached the whole build, which takes a while on a busy machine.
 */
async function workerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker?.controller !== null), { timeout: 60_000 })
    .toBe(true);
}

/** The main wallet on Center, or null while it is not shown. */
async function mainBalanceOnCenter(page: Page): Promise<number | null> {
  const figure = page.locator('.balance-figure[data-wallet="money"] dd .money').first();
  return cents(await figure.innerText({ timeout: 1_000 }).catch(() => ''));
}

test("installable: Chromium finds no installability error; the manifest speaks the member's language", async ({
  persistentPhone,
  server,
}) => {
  const { page } = await persistentPhone();
  await page.goto(server.at('/Main/home'));
  await workerControls(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[];
  };
  expect(installabilityErrors).toEqual([]);
  const manifestOf = (session: typeof cdp) => async () =>
    JSON.parse(((await session.send('Page.getAppManifest')) as { data: string }).data) as {
      name: string;
      short_name: string;
      icons: Array<{ purpose?: string }>;
    };
  const manifest = manifestOf(cdp);
  expect((await manifest()).name).toBe('会员中心');
  expect((await manifest()).icons.map((i) => i.purpose)).toContain('maskable');
  // A member who chose Thai opens the app again: a new page, as a new visit is (the browser reads the manifest
  // of the page as the early script left it).
  await page.evaluate(() => localStorage.setItem('lang', 'th'));
  const again = await page.context().newPage();
  await again.goto(server.at('/Main/home'));
  await expect(again.locator('link[rel="manifest"]')).toHaveAttribute('href', 'manifest.th.webmanifest');
  // What the link points at speaks Thai (when Chromium reads it again after the change is its own affair).
  const thai = await again.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
    return ((await (await fetch(href)).json()) as { name: string }).name;
  });
  expect(thai).toBe('ศูนย์สมาชิก');
  const cdpAgain = await again.context().newCDPSession(again);
  expect(
    ((await cdpAgain.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors,
  ).toEqual([]);
});

test('offline: opens from the worker, says so on every screen, refuses a withdrawal without sending it, refreshes when back online', async ({
  persistentPhone,
  server,
}) => {
  const { context, page } = await persistentPhone();
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/ApplyDrawing'));
  const amount = page.getByLabel(text('withdraw.form.amountLabel'), { exact: true });
  await expect(amount).toBeVisible();
  await workerControls(page);

  await context.setOffline(true);
  await expect(page.getByText(text('common.offline.bannerText')).first()).toBeVisible();
  await amount.fill('120');
  await page.getByRole('button', { name: text('withdraw.form.submitButton'), exact: true }).click();
  await typePasscode(page.getByRole('dialog'), text('money.passcode.inputLabel'), '123456');
  await expect(page.getByText(text('common.net.offlineText')).first()).toBeVisible();
  await expect(amount).toHaveValue('120');
  await expect.poll(() => server.requests('/drawing')).toHaveLength(0);
  await evidence(page, 'pwa-offline-withdraw');

  // From the home-screen icon, with no network: the shell opens and every screen says it is offline.
  await page.reload();
  // A phone with no network opens the page saying so (navigator.onLine false). Chromium's emulated offline does
  // not carry into a reloaded page (it reports itself online while its requests fail), so it is applied again.
  await context.setOffline(false);
  await context.setOffline(true);
  await expect(page.getByText(text('common.offline.bannerText')).first()).toBeVisible();
  await page.evaluate(() => {
    location.hash = '#/Member/RechargeList';
  });
  await expect(page.getByText(text('common.net.offlineText')).first()).toBeVisible();
  await evidence(page, 'pwa-offline-records');
  await page.evaluate(() => {
    location.hash = '#/Center';
  });
  await expect(page.getByRole('link', { name: text('account.center.rechargeLink'), exact: true })).toBeVisible();
  await evidence(page, 'pwa-offline-center');
  await expect.poll(() => server.requests('/drawing')).toHaveLength(0);

  // Back online: reads come back by themselves with the server's figures; nothing was queued.
  await context.setOffline(false);
  await expect(page.locator('.offline-banner')).toHaveCount(0);
  const held = (await server.operator('GET', '/members/member01')).member.money as number;
  await expect.poll(() => mainBalanceOnCenter(page)).toBe(held);
  await expect.poll(() => server.requests('/drawing')).toHaveLength(0);
  await evidence(page, 'pwa-back-online');
});

test('a deployment while the app is open: the prompt, then one reload keeps the route and the session', async ({
  persistentPhone,
}) => {
  // A second production build happens inside this test.
  test.setTimeout(360_000);
  const next = mkdtempSync(join(tmpdir(), 'pwa-next-'));
  // A server of its own: the deployment restarts it on the same port and database.
  let server: E2eServer | undefined;
  try {
    server = await startE2eServer();
    const { page } = await persistentPhone();
    await logIn(page, server, 'member01');
    await page.goto(server.at('/Member/MoneyLog'));
    await workerControls(page);
    const before = await page.locator('meta[name="app-version"]').getAttribute('content');

    // The next build is deployed: the server restarts on it, sessions kept (they live in the database).
    await promisify(execFile)(
      process.execPath,
      ['node_modules/webpack-cli/bin/cli.js', '--mode', 'production', '--output-path', next],
      { env: { ...process.env, APP_VERSION: 'next-build' }, maxBuffer: 64 * 1024 * 1024 },
    );
    expect(readFileSync(join(next, 'index.html'), 'utf8')).toMatch(/next-build/);
    server = await startE2eServer({ dist: next, redeployOf: server });

    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const reload = page.getByRole('button', { name: text('common.update.reloadButton'), exact: true });
    await expect(reload).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(text('common.update.availableText')).first()).toBeVisible();
    await evidence(page, 'pwa-update-prompt');
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await expect(page.locator('meta[name="app-version"]')).toHaveAttribute('content', 'next-build');
    expect(before).not.toBe('next-build');
    expect(new URL(page.url()).hash.split('?')[0]).toBe('#/Member/MoneyLog');
    await expect(page.getByRole('list', { name: text('records.moneyLog.listLabel') })).toBeVisible();
    expect(page.url()).not.toContain('/Login');
  } finally {
    await server?.close();
    rmSync(next, { recursive: true, force: true });
  }
});
