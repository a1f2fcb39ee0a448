import { after, afterEach, before, beforeEach } from 'node:test';
import type { Page } from 'playwright-core';
import { openPhone, type Phone } from './browser';
import { startE2eServer, type E2eServer } from './server';
import { watchCaptchas } from './login';

export type Journey = { server: E2eServer; page: Page; phone: Phone };

/**
 * One server and one phone (browser) per journey file; before each test the data is seeded afresh and the
 * phone forgets everything (cookies, storage, open pages), which is much cheaper than a new browser.
 * Read `env.server` and `env.page` inside tests.
 */
export function useJourney(): Journey {
  const env = {} as Journey;
  before(async () => {
    env.server = await startE2eServer();
    env.phone = await openPhone();
  });
  after(async () => {
    await env.phone?.close();
    await env.server?.close();
  });
  beforeEach(async () => {
    await env.server.reset();
    const { context } = env.phone;
    await context.clearCookies();
    const page = await context.newPage();
    for (const old of context.pages()) if (old !== page) await old.close();
    // Storage is per origin: open a plain file of the app's origin and empty it before the app ever runs.
    await page.goto(`${env.server.url}/app-config.json`);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    env.page = page;
    env.phone.page = page;
    watchCaptchas(page);
  });
  afterEach(async () => {
    await env.page?.close().catch(() => undefined);
  });
  return env;
}

/** Waits for a toast (or any visible text) to appear. */
export async function seeText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
}

/** The route part of the current address, e.g. '/Main/home'. */
export function route(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '').split('?')[0]);
}
