import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { test as base, expect } from '../fixtures';
import { logIn, playDemo, watchCaptchas } from '../support/login';
import type { E2eServer } from '../support/server';

export { expect };

export type Role = 'visitor' | 'member' | 'demo' | 'agent';
/** The roles whose walks cover the whole route table; an agent (agent001) walks only what differs for an agent. */
export const ROLES: Role[] = ['visitor', 'member', 'demo'];

/** The seeded account each logged-in role is, but the demo player (a fresh trial account). */
const ACCOUNTS: Partial<Record<Role, string>> = { member: 'member01', agent: 'agent001' };

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** A logged-in browser state for a role, with what tells whether the server still honours it. */
type Kept = { state: StorageState; name: string; loginSec: number };

export type RoleStates = {
  /** The storage state (token cookie, stored language) of a logged-in role on this worker's server. */
  get: (role: Exclude<Role, 'visitor'>) => Promise<StorageState>;
};

function loginSecOf(server: E2eServer, name: string): number | undefined {
  const row = server.ctx.db.prepare('SELECT login_sec FROM members WHERE name = ?').get(name) as
    { login_sec: number } | undefined;
  return row?.login_sec;
}

/** Logs a role in through the app itself in a throwaway context and keeps the resulting storage state. */
async function logInOnce(browser: Browser, server: E2eServer, role: Exclude<Role, 'visitor'>): Promise<Kept> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  watchCaptchas(page);
  const account = ACCOUNTS[role];
  if (account) await logIn(page, server, account);
  else await playDemo(page, server);
  // The member info has arrived once the app has left Login; the token cookie is what the state needs.
  const state = await context.storageState();
  const name =
    account ??
    (
      server.ctx.db.prepare('SELECT name FROM members WHERE is_demo = 1 ORDER BY id DESC LIMIT 1').get() as {
        name: string;
      }
    ).name;
  await context.close();
  return { state, name, loginSec: loginSecOf(server, name) ?? -1 };
}

/**
 * The sweep's fixtures: `roleStates` logs each role in once per worker and logs in again only when the
 * server no longer honours the kept session (another test reseeded the data or logged the member in elsewhere).
 * `sweepServer` is the worker's server without the per-test reseed, for sweeps that only read.
 */
export const test = base.extend<{ sweepServer: E2eServer }, { roleStates: RoleStates }>({
  roleStates: [
    async ({ browser, workerServer }, use) => {
      const kept = new Map<string, Kept>();
      await use({
        get: async (role) => {
          const k = kept.get(role);
          if (k && loginSecOf(workerServer, k.name) === k.loginSec) return k.state;
          const fresh = await logInOnce(browser, workerServer, role);
          kept.set(role, fresh);
          return fresh.state;
        },
      });
    },
    { scope: 'worker' },
  ],
  sweepServer: async ({ workerServer }, use) => {
    workerServer.ctx.faults.length = 0;
    await use(workerServer);
  },
});

/** Counts the page's open API calls, so a screen can be called settled once none is open for a moment. */
export function apiTracker(page: Page) {
  let pending = 0;
  const isApi = (u: string) => u.includes('/api/');
  page.on('request', (r) => {
    if (isApi(r.url())) pending += 1;
  });
  const done = (r: { url: () => string }) => {
    if (isApi(r.url())) pending = Math.max(0, pending - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    pending: () => pending,
    /** Resolves once no API call has been open for `quietMs` (or after `maxMs`). */
    settle: async (quietMs = 150, maxMs = 6000) => {
      const start = Date.now();
      let quietSince = pending === 0 ? Date.now() : 0;
      while (Date.now() - start < maxMs) {
        await page.waitForTimeout(40);
        if (pending === 0) {
          if (!quietSince) quietSince = Date.now();
          if (Date.now() - quietSince >= quietMs) return;
        } else quietSince = 0;
      }
    },
  };
}
