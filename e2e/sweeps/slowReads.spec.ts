/**
 * Every screen of the route table opened cold by a member on a slow network: each API read answers a second late
 * (the site settings excepted, which the shell needs), so every skeleton, placeholder and pending card is on
 * screen for a while before what it stands for lands. Nothing may move when it lands: the layout shifts (as CLS
 * counts them) from the first paint until the screen has settled add up to at most MAX_SHIFT per screen. A card
 * that waits for the member's info, a list that inserts a block above the next one, a skeleton shorter than its
 * text's line: each shows here as a named element moving from one box to another.
 */
import { test, expect } from '../fixtures';
import { signIn } from '../faults/support';
import { ROUTE_TABLE } from '../../src/state/routeTable';

const READ_DELAY_MS = 1000;
/** Google's "good" CLS is 0.1 for a whole visit; a screen's loading alone should move nearly nothing. */
const MAX_SHIFT = 0.01;
/** The Flow Lab is for support staff; the supplier hand-off leaves the app. */
const LEFT_OUT = new Set(['Test', 'LoginToSupplier']);

const SCREENS = ROUTE_TABLE.flatMap((e) =>
  'screen' in e && !e.path.includes(':') && !LEFT_OUT.has(e.screen)
    ? [{ screen: e.screen, path: e.path, who: e.screen === 'Promotion' ? 'agent001' : 'member01' }]
    : [],
);
const PARTS = 2;

type Shift = { value: number; moved: string[] };

test.use({ viewport: { width: 390, height: 844 } });

for (let part = 0; part < PARTS; part += 1) {
  const mine = SCREENS.filter((_, i) => i % PARTS === part);
  test(`on a slow network nothing moves while a member's screen loads (part ${part + 1} of ${PARTS})`, async ({
    page,
    server,
  }) => {
    test.setTimeout(mine.length * 15_000);
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: Shift[] };
      w.__shifts = [];
      const name = (n: Node | null) =>
        n instanceof Element
          ? `${n.tagName.toLowerCase()}${n.className ? `.${String(n.className).trim().split(/\s+/).join('.')}` : ''}`
          : String(n?.nodeName);
      const box = (r: DOMRectReadOnly) => `y ${Math.round(r.y)} h ${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<
          PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
          }
        >)
          if (!e.hadRecentInput)
            w.__shifts.push({
              value: e.value,
              moved: e.sources.map((s) => `${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.route(/\/api\//, async (r) => {
      if (!r.request().url().includes('/system/configs')) await new Promise((d) => setTimeout(d, READ_DELAY_MS));
      await r.continue().catch(() => undefined);
    });
    const findings: string[] = [];
    for (const s of mine) {
      await page.context().clearCookies();
      await signIn(page, server, s.who);
      await page.goto('about:blank');
      await page.goto(server.at(s.path));
      await expect(page.locator('main.page')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      const sum = shifts.reduce((a, x) => a + x.value, 0);
      if (sum > MAX_SHIFT)
        findings.push(`${s.screen} (${s.path}) ${sum.toFixed(4)}:\n  ${shifts.flatMap((x) => x.moved).join('\n  ')}`);
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });
}
