import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverFixtures, type E2eServer } from './support/server';
import { watchCaptchas } from './support/login';

export { expect };

type TestFixtures = {
  /** The worker's reference server, reseeded before the test: fresh data, no faults, an empty request log. */
  server: E2eServer;
  /**
   * Opens Chromium on a profile of its own on disk, as an installed app runs (installability, a service
   * worker that outlives reloads), with the config's executable, arguments and phone; its first page watches
   * captchas. Every one opened is closed, and its profile removed, after the test.
   */
  persistentPhone: () => Promise<{ context: BrowserContext; page: Page }>;
};
type WorkerFixtures = { workerServer: E2eServer };

/**
 * One reference server (API + built app, in-memory database) per worker, reseeded before every test; every
 * test gets a fresh browser context (no cookies, storage or service worker of another test).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  ...serverFixtures,
  page: async ({ page }, use) => {
    watchCaptchas(page);
    await use(page);
  },
  persistentPhone: async ({ playwright, launchOptions }, use) => {
    const opened: Array<{ context: BrowserContext; dir: string }> = [];
    await use(async () => {
      const dir = mkdtempSync(join(tmpdir(), 'e2e-phone-'));
      // Inside a test the config's `use` options (viewport, touch, user agent, locale, trace) apply to it too.
      const context = await playwright.chromium.launchPersistentContext(dir, { ...launchOptions, headless: true });
      opened.push({ context, dir });
      const page = context.pages()[0] ?? (await context.newPage());
      watchCaptchas(page);
      return { context, page };
    });
    for (const { context, dir } of opened) {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
});

/** The route part of the current address, e.g. '/Main/home'. */
export function route(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '').split('?')[0]);
}
