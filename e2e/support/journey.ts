import { after, afterEach, before, beforeEach } from 'node:test';
import type { Page } from 'playwright-core';
import { openPhone, type Phone } from './browser';
import { startE2eServer, type E2eServer } from './server';
import { watchCaptchas } from './login';

export type Journey = { server: E2eServer; page: Page; phone: Phone };

/**
 * One server per journey file, a fresh seed and a fresh phone (profile, cookies, storage) per test.
 * Read `env.server` and `env.page` inside tests.
 */
export function useJourney(): Journey {
  const env = {} as Journey;
  before(async () => {
    env.server = await startE2eServer();
  });
  after(async () => {
    await env.server?.close();
  });
  beforeEach(async () => {
    await env.server.reset();
    env.phone = await openPhone();
    env.page = env.phone.page;
    watchCaptchas(env.page);
  });
  afterEach(async () => {
    await env.phone?.close();
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
