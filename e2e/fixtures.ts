import { test as base, expect, type Page } from '@playwright/test';
import { startE2eServer, type E2eServer } from './support/server';
import { watchCaptchas } from './support/login';

export { expect };

type TestFixtures = {
  /** The worker's reference server, reseeded before the test: fresh data, no faults, an empty request log. */
  server: E2eServer;
};
type WorkerFixtures = { workerServer: E2eServer };

/**
 * One reference server (API + built app, in-memory database) per worker, reseeded before every test; every
 * test gets a fresh browser context (no cookies, storage or service worker of another test).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerServer: [
    async ({}, use) => {
      const server = await startE2eServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  server: async ({ workerServer }, use) => {
    await workerServer.reset();
    await use(workerServer);
  },
  page: async ({ page }, use) => {
    watchCaptchas(page);
    await use(page);
  },
});

/** The route part of the current address, e.g. '/Main/home'. */
export function route(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '').split('?')[0]);
}
