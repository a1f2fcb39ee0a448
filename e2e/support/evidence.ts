import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
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

/** The page's own axe, once put in (axe-core's types). */
type WithAxe = { axe?: typeof axe };

/**
 * axe's results on the current screen. axe runs in the page itself: a second, blank page in which to merge the
 * frames' results (AxeBuilder's default) doubled the check's time for screens that have no frames to merge. It is
 * put into the page once per document, not once per check: AxeBuilder evaluates its 1.5 MB source twice on every
 * call, which was 0.45 of each check's 0.5 s, and a journey or a sweep checks many screens of one document. A page
 * with frames goes through AxeBuilder, which puts axe into each of them.
 */
async function axeResults(page: Page, options: axe.RunOptions, rules?: string[]): Promise<axe.AxeResults> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).setLegacyMode().options(options);
    // options() replaces what withRules() set, so the rules come after it.
    return (rules ? builder.withRules(rules) : builder).analyze();
  }
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe))))
    await page.evaluate(
      `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`,
    );
  const run: axe.RunOptions = rules ? { ...options, runOnly: { type: 'rule', values: rules } } : options;
  return page.evaluate((o) => (window as WithAxe).axe!.run(document, o), run);
}

/**
 * Fails on any axe violation on the current screen, listing each rule and the first offending nodes. A frame axe
 * could not look into (a cross-origin one) fails the check: its frame-tested rule names it.
 */
export async function assertAccessible(page: Page, name: string, rules?: string[]): Promise<void> {
  // Every rule runs (or those named); only violations and incomplete checks bring back all their nodes. The passes'
  // nodes, which this check never reads, were three quarters of the answer and a third of the check's time (0.7-0.9 s
  // against 1.0-1.3 s on a loaded screen).
  const result = await axeResults(page, { resultTypes: ['violations', 'incomplete'] }, rules);
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
