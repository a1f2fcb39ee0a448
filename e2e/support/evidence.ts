import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { untilStill } from './still';

const DIR = 'test-results/screens';

/** A full-page picture of what the member sees, kept under test-results/screens/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(DIR, { recursive: true });
  const path = `${DIR}/${name}.png`;
  await untilStill(page);
  // A full-page picture of a scrolled page would paint the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Fails on any axe violation on the current screen, listing each rule and the first offending nodes. axe runs in
 * the page itself (legacy mode): the default opens a second, blank page in which to merge the frames' results,
 * which doubled the check's time (1.3-1.8 s against 0.6-0.9 s) for screens that have no frames to merge. A
 * frame axe could not look into (a cross-origin one) fails the check: its frame-tested rule names it.
 */
export async function assertAccessible(page: Page, name: string, rules?: string[]): Promise<void> {
  // Every rule runs (or those named); only violations and incomplete checks bring back all their nodes. The passes'
  // nodes, which this check never reads, were three quarters of the answer and a third of the check's time (0.7-0.9 s
  // against 1.0-1.3 s on a loaded screen).
  // options() replaces what withRules() set, so the rules come after it.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations', 'incomplete'] });
  const result = await (rules ? builder.withRules(rules) : builder).analyze();
  const lines = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(result.violations.length, `axe violations on ${name}:\n  ${lines.join('\n  ')}`).toBe(0);
  const untested = result.incomplete
    .filter((r) => r.id === 'frame-tested')
    .flatMap((r) => r.nodes.map((n) => n.target));
  expect(untested, `frames axe could not look into on ${name}`).toEqual([]);
}

/** Screenshot and accessibility check together: every screen a journey visits gets both. */
export async function evidence(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await assertAccessible(page, name);
}
