// The browser suite: @playwright/test over Debian's chromium at a phone viewport. Each worker runs its own
// reference server (e2e/fixtures.ts); a failing test keeps its trace under test-results/e2e-artifacts.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/support/chromium';

const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Three workers on two cores: the suite is bound by the processor (95 % busy at three), yet a third worker still
  // fills the gaps where a test waits on the network or a timer (339 tests: 18.8 min at two, 17.4 at three).
  workers: Number(process.env.E2E_WORKERS || 3),
  timeout: 180_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  // On CI a failed test runs once more: one that passes then is counted as passed and named as flaky in the totals
  // (scripts/test.mjs), with the failed attempt's trace kept.
  retries: process.env.CI ? 1 : 0,
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON || 'test-results/e2e.json' }]],
  use: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_UA,
    locale: 'zh-CN',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // A failing test keeps the trace of its actions, network and console. E2E_TRACE=full adds the screencast and a
    // DOM snapshot per action: recording those in every test cost the suite about a tenth of its time.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    // The service worker precaches the whole build (225 files) in every fresh context that stays a few seconds:
    // work no test but the installed app's asks for. e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
});
