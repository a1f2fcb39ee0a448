// The member journeys in the other engines members use: WebKit (Safari's, as WebKitGTK's MiniBrowser through
// WebKitWebDriver, under Xvfb) and Gecko (Firefox ESR through its own WebDriver BiDi). @playwright/test is only the
// runner here: each test opens its engine through e2e/engines/ and a reference server of its worker.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e/engines',
  testMatch: '**/*.engine.ts',
  fullyParallel: true,
  // Four workers: a journey here mostly waits on WebDriver and WebKit's MiniBrowser (the processor was 28 % busy at
  // two workers); 16 journeys took 5.5 min at two, 3.0 at four.
  workers: Number(process.env.E2E_WORKERS || 4),
  timeout: 180_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  outputDir: 'test-results/engines-artifacts',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON || 'test-results/engines.json' }]],
  projects: [
    { name: 'webkit', use: { engine: 'webkit' } },
    // The every-route sweep is WebKit's (Safari is most members' other engine); Gecko runs the journeys.
    { name: 'gecko', use: { engine: 'gecko' }, testIgnore: '**/routes.engine.ts' },
  ],
});
