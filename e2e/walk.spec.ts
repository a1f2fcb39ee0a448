import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { logIn, playDemo } from './support/login';
import type { E2eServer } from './support/server';
import { routesOf } from './support/routes';
import { seededRandom } from '../__tests__/support/random';

// A member's whole session in one tab: a couple of hundred in-app moves over every route of the route table, so
// what one screen leaves in the cache meets every other screen. Set E2E_WALK_SEED to replay a walk.
const STEPS = Number(process.env.E2E_WALK_STEPS ?? 200);

type Problem = { step: number; what: string };

/** Listens for what a member must never meet: an uncaught error, a console error, an error screen. */
function watch(page: Page, step: () => number) {
  const problems: Problem[] = [];
  page.on('pageerror', (e) => problems.push({ step: step(), what: `page error: ${e.message}` }));
  page.on('console', (m) => {
    if (m.type() === 'error')
      problems.push({ step: step(), what: `console error: ${m.text()} at ${m.location().url}` });
  });
  // Which call failed, since Chromium's console line for a failed load names no address.
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().includes('/api/'))
      problems.push({ step: step(), what: `HTTP ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}` });
  });
  let pending = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/')) pending += 1;
  });
  const done = (r: { url: () => string }) => {
    if (r.url().includes('/api/')) pending = Math.max(0, pending - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { problems, pending: () => pending };
}

async function settle(page: Page, pending: () => number) {
  // The screen has its answers once no API call is open for a moment (a mail poll may start any time).
  for (let i = 0; i < 40; i += 1) {
    await page.waitForTimeout(60);
    if (pending() === 0) {
      await page.waitForTimeout(60);
      if (pending() === 0) return;
    }
  }
}

async function walk(page: Page, server: E2eServer, who: string) {
  const seed = Number(process.env.E2E_WALK_SEED ?? Date.now() % 1_000_000);
  const next = seededRandom(seed);
  const routes = routesOf(server);
  // Every route of the table comes up at least once, in a seeded order, between the random moves.
  const unvisited = [...routes].sort(() => next() - 0.5);
  const path: string[] = [];
  const watcher = watch(page, () => path.length);
  const visited = new Set<string>();
  test.info().annotations.push({ type: 'walk', description: `${who}: E2E_WALK_SEED=${seed} replays this walk` });
  const fail = (why: string): never => {
    throw new Error(
      `${who} walk, seed ${seed} (E2E_WALK_SEED=${seed} to replay): ${why}\npath:\n${path.map((p, i) => `  ${i + 1}. ${p}`).join('\n')}`,
    );
  };
  for (let step = 0; step < STEPS; step += 1) {
    const roll = next();
    // Straight to a route of the table, a link on the screen, or back, as a member moves.
    const links =
      roll < 0.3
        ? await page.locator('a[href^="#/"]:visible').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
        : [];
    if (step % 3 === 0 && unvisited.length) {
      const to = unvisited.pop()!;
      path.push(to);
      await page.evaluate((h) => {
        location.hash = h;
      }, to);
    } else if (links.length) {
      const href = links[Math.floor(next() * links.length)];
      path.push(`link ${href}`);
      await page
        .locator(`a[href="${href}"]:visible`)
        .first()
        .click({ timeout: 5000 })
        .catch(() =>
          page.evaluate((h) => {
            location.hash = h;
          }, href),
        );
    } else if (roll > 0.85 && path.length) {
      path.push('back');
      await page.goBack().catch(() => undefined);
    } else {
      const to = routes[Math.floor(next() * routes.length)];
      path.push(to);
      await page.evaluate((h) => {
        location.hash = h;
      }, to);
    }
    await settle(page, watcher.pending);
    visited.add(new URL(page.url()).hash.split('?')[0]);
    if (watcher.problems.length) fail(watcher.problems.map((p) => `after step ${p.step}: ${p.what}`).join('\n'));
    const shown = await page.locator('.route-error:visible, .query-state[role="alert"]:visible').allTextContents();
    if (shown.length) fail(`error screen after step ${step + 1}: ${shown.join(' | ')}`);
  }
  expect(unvisited, 'every route of the table was visited').toEqual([]);
  return { seed, visited };
}

// Hundreds of moves with a pause to settle after each: longer than a journey. A failure names the seed and
// the path walked; its trace keeps the actions, network and console, without a DOM snapshot per move.
test.describe.configure({ timeout: 600_000 });
test.use({ trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false } });

test('member01 walks 200 steps over every route in one tab without an error', async ({ page, server }) => {
  await logIn(page, server, 'member01');
  const { visited } = await walk(page, server, 'member01');
  expect(visited.size, `visited ${visited.size} screens`).toBeGreaterThanOrEqual(20);
});

test('a demo player walks 200 steps over every route in one tab without an error', async ({ page, server }) => {
  await playDemo(page, server);
  const { visited } = await walk(page, server, 'demo');
  expect(visited.size, `visited ${visited.size} screens`).toBeGreaterThanOrEqual(15);
});
