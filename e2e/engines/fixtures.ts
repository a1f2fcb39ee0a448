import { test as base, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serverFixtures, type E2eServer } from '../support/server';
import { openGecko } from './gecko';
import type { EngineName, Tab } from './tab';
import { openWebKit } from './webkit';

export { expect };

type Options = {
  engine: EngineName;
  /**
   * Whether Gecko lets the app's service worker run. It precaches the whole build in every fresh profile, work no
   * journey but the installable one asks for (WebKitGTK's MiniBrowser has no switch for it).
   */
  appWorker: boolean;
};
type TestFixtures = {
  /** The worker's reference server, reseeded before the test. */
  server: E2eServer;
  /** A fresh phone of the project's engine: its first tab. Every tab it opens must end the test without a page error. */
  phone: Tab;
  /** Saves what the phone shows as test-results/engines/<engine>/<name>.png. */
  shot: (tab: Tab, name: string) => Promise<void>;
};

/** Registers every tab the phone opens, so each one's errors are checked when the test ends. */
function tracked(tab: Tab, all: Tab[]): Tab {
  all.push(tab);
  return {
    ...tab,
    openTab: async () => tracked(await tab.openTab(), all),
    tabOpenedBy: async (action) => tracked(await tab.tabOpenedBy(action), all),
  };
}

export const test = base.extend<TestFixtures & Options, { workerServer: E2eServer }>({
  engine: ['webkit', { option: true }],
  appWorker: [false, { option: true }],
  ...serverFixtures,
  phone: async ({ engine, appWorker }, use, testInfo) => {
    const opened = engine === 'webkit' ? await openWebKit() : await openGecko({ appWorker });
    const tabs: Tab[] = [];
    await use(tracked(opened.tab, tabs));
    // A failed test keeps what each of its tabs showed at the end.
    if (testInfo.status !== testInfo.expectedStatus)
      for (const [i, t] of tabs.entries())
        await t.screenshot(testInfo.outputPath(`tab-${i + 1}.png`)).catch(() => undefined);
    const errors: string[] = [];
    for (const t of tabs) errors.push(...(await t.errors().catch(() => [])));
    await opened.quit();
    expect(errors, `page errors in ${engine}`).toEqual([]);
  },
  shot: async ({ engine }, use) => {
    const dir = join('test-results', 'engines', engine);
    mkdirSync(dir, { recursive: true });
    await use((tab, name) => tab.screenshot(join(dir, `${name}.png`)));
  },
});
