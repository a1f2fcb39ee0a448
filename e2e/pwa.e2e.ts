import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { useJourney, seeText } from './support/journey';
import { openPhone } from './support/browser';
import { startE2eServer, type E2eServer } from './support/server';
import { evidence } from './support/evidence';
import { logIn, watchCaptchas } from './support/login';
import { typePasscode } from './support/passcode';
import { text } from './support/text';
import { cents } from './walletFigures';

// The installed app: the worker keeps the shell, never a platform answer, and never sends money later.
const env = useJourney();

/** Waits until the service worker (registered once the first screen is idle) controls the page. */
async function workerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
}

async function mainBalanceOnCenter(page: Page): Promise<number | null> {
  const figure = page.locator('.balance-figure[data-wallet="money"] dd .money').first();
  await figure.waitFor();
  return cents(await figure.innerText());
}

test("installable: Chromium finds no installability error; the manifest speaks the member's language", async () => {
  const { page, server } = env;
  await page.goto(server.at('/Main/home'));
  await workerControls(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[];
  };
  assert.deepEqual(installabilityErrors, []);
  const manifest = async () =>
    JSON.parse(((await cdp.send('Page.getAppManifest')) as { data: string }).data) as {
      name: string;
      short_name: string;
      icons: Array<{ purpose?: string }>;
    };
  assert.equal((await manifest()).name, '会员中心');
  assert.ok((await manifest()).icons.some((i) => i.purpose === 'maskable'));
  await page.evaluate(() => localStorage.setItem('lang', 'th'));
  await page.reload();
  await page.waitForFunction(
    () => document.querySelector('link[rel="manifest"]')?.getAttribute('href') === 'manifest.th.webmanifest',
  );
  assert.equal((await manifest()).name, 'ศูนย์สมาชิก');
  assert.deepEqual(
    ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors,
    [],
  );
});

test('offline: opens from the worker, says so on every screen, refuses a withdrawal without sending it, refreshes when back online', async () => {
  const { page, server, phone } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/ApplyDrawing'));
  const amount = page.getByLabel(text('withdraw.form.amountLabel'), { exact: true });
  await amount.waitFor();
  await workerControls(page);

  await phone.context.setOffline(true);
  await seeText(page, text('common.offline.bannerText'));
  await amount.fill('120');
  await page.getByRole('button', { name: text('withdraw.form.submitButton'), exact: true }).click();
  await typePasscode(page.getByRole('dialog'), text('money.passcode.inputLabel'), '123456');
  await seeText(page, text('common.net.offlineText'));
  assert.equal(await amount.inputValue(), '120');
  assert.equal((await server.requests('/drawing')).length, 0);
  await evidence(page, 'pwa-offline-withdraw');

  // From the home-screen icon, with no network: the shell opens and every screen says it is offline.
  await page.reload();
  await seeText(page, text('common.offline.bannerText'));
  await page.evaluate(() => {
    location.hash = '#/Member/RechargeList';
  });
  await seeText(page, text('common.net.offlineText'));
  await evidence(page, 'pwa-offline-records');
  await page.evaluate(() => {
    location.hash = '#/Center';
  });
  await page.waitForTimeout(300);
  await evidence(page, 'pwa-offline-center');
  assert.equal((await server.requests('/drawing')).length, 0);

  // Back online: reads come back by themselves with the server's figures; nothing was queued.
  await phone.context.setOffline(false);
  await page.locator('.offline-banner').waitFor({ state: 'detached' });
  const held = (await server.operator('GET', '/members/member01')).member.money as number;
  for (let i = 0; i < 50 && (await mainBalanceOnCenter(page).catch(() => null)) !== held; i += 1)
    await page.waitForTimeout(100);
  assert.equal(await mainBalanceOnCenter(page), held);
  assert.equal((await server.requests('/drawing')).length, 0);
  await evidence(page, 'pwa-back-online');
});

test('a deployment while the app is open: the prompt, then one reload keeps the route and the session', async () => {
  const next = mkdtempSync(join(tmpdir(), 'pwa-next-'));
  let server: E2eServer | undefined;
  const phone = await openPhone();
  try {
    server = await startE2eServer();
    const page = phone.page;
    watchCaptchas(page);
    await logIn(page, server, 'member01');
    await page.goto(server.at('/Member/MoneyLog'));
    await workerControls(page);
    const before = await page.locator('meta[name="app-version"]').getAttribute('content');

    // The next build is deployed: the server restarts on it, sessions kept (they live in the database).
    const built = spawnSync(
      process.execPath,
      ['node_modules/webpack-cli/bin/cli.js', '--mode', 'production', '--output-path', next],
      {
        env: { ...process.env, APP_VERSION: 'next-build' },
        stdio: 'ignore',
      },
    );
    assert.equal(built.status, 0, 'the second build');
    assert.match(readFileSync(join(next, 'index.html'), 'utf8'), /next-build/);
    server = await startE2eServer({ dist: next, redeployOf: server });

    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const reload = page.getByRole('button', { name: text('common.update.reloadButton'), exact: true });
    await reload.waitFor({ timeout: 20_000 });
    await seeText(page, text('common.update.availableText'));
    await evidence(page, 'pwa-update-prompt');
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await page.waitForFunction(
      () => document.querySelector('meta[name="app-version"]')?.getAttribute('content') === 'next-build',
    );
    assert.notEqual(before, 'next-build');
    assert.equal(new URL(page.url()).hash.split('?')[0], '#/Member/MoneyLog');
    await page.getByRole('list', { name: text('records.moneyLog.listLabel') }).waitFor();
    assert.ok(!page.url().includes('/Login'));
  } finally {
    await phone.close();
    await server?.close();
    rmSync(next, { recursive: true, force: true });
  }
});
