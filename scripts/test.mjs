// `npm test`: typecheck, lint (boundaries, React hooks, accessibility) and format, then jest beside the production build,
// its size bar and its browser targets, browser journeys in Chromium, then in WebKit and Gecko; then one line of totals
// over every suite. Installs Debian's browsers when they are missing and we may (root with apt).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';

const results = [];
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', ...opts });
/**
 * Runs a command in the background; settles with its exit status. With a `suite` name its output is kept and printed
 * in one piece, under that name, when it ends (for commands run side by side); without, it goes straight to ours.
 */
const runAside = (cmd, args, suite) =>
  new Promise((done) => {
    const child = spawn(cmd, args, { stdio: suite ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('close', (status) => {
      if (suite) process.stdout.write(`\n--- ${suite} ---\n${Buffer.concat(out).toString()}`);
      done({ suite, status });
    });
  });
const record = (suite, passed, failed) => {
  results.push({ suite, passed, failed });
  console.log(`\n[${suite}] ${passed} passed, ${failed} failed\n`);
};

/** Whether every file exists, installing Debian's packages for them first when we may (root with apt). */
function ensureDebian(what, files, packages) {
  if (files.every((f) => existsSync(f))) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`Installing Debian's ${packages.join(', ')} for ${what}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', ...packages], { env });
    if (files.every((f) => existsSync(f))) return true;
  }
  console.error(
    `${what} needs ${packages.join(', ')}. Install with:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
  );
  return false;
}
const ensureChromium = () => ensureDebian('the browser suite', ['/usr/bin/chromium'], ['chromium']);
const ensureEngines = () =>
  ensureDebian(
    'the WebKit and Gecko journeys',
    ['/usr/bin/WebKitWebDriver', '/usr/bin/firefox-esr', '/usr/bin/xvfb-run', '/usr/bin/xauth'],
    ['webkit2gtk-driver', 'firefox-esr', 'xvfb', 'xauth'],
  );

/** Runs a Playwright command (its argv) and records its totals from its JSON report under `suite`. */
function playwrightSuite(suite, [cmd, ...args]) {
  const json = `test-results/${suite}.json`;
  rmSync(json, { force: true });
  run(cmd, args, { env: { ...process.env, E2E_JSON: json } });
  const report = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : null;
  const s = report?.stats;
  record(suite, s ? s.expected + s.flaky : 0, s ? s.unexpected : 1);
  const flaky = report ? flakyTitles(report.suites) : [];
  if (flaky.length) console.log(`[${suite}] passed only on a second try:\n${flaky.map((t) => `  ${t}`).join('\n')}\n`);
}

/** The titles of the tests Playwright's JSON report calls flaky (failed, then passed on the retry). */
function flakyTitles(suites = [], path = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'flaky'))
      .map((spec) => `e2e/${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`),
    ...flakyTitles(suite.suites, suite.file === suite.title ? path : [...path, suite.title]),
  ]);
}

mkdirSync('test-results', { recursive: true });

// 1. typecheck, and 2. the house's rules (layers, features apart, no import cycles, React hooks, accessibility)
// and the format: independent, so they run side by side; each one's output is printed whole when it ends.
const TREES = ['src', 'machines', 'server', 'e2e', '__tests__'];
const checks = await Promise.all([
  runAside('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], 'typecheck'),
  runAside('npx', ['eslint', '--max-warnings', '0', ...TREES], 'lint'),
  runAside('npx', ['prettier', '--check', '--log-level', 'warn', ...TREES], 'format'),
]);
for (const c of checks) record(c.suite, ...(c.status === 0 ? [1, 0] : [0, 1]));

// 3. jest, and 4. the production build beside it: on two cores jest keeps to one worker (its default, the cores less
// one), so the build finds some of the other core free. Both cold, as on CI: 221 s side by side, 234 s one after the
// other. The build's output is printed whole when it ends.
rmSync('test-results/jest.json', { force: true });
const [, build] = await Promise.all([
  runAside('npx', ['jest', '--json', '--outputFile=test-results/jest.json']),
  runAside('npx', ['webpack', '--mode', 'production'], 'build'),
]);
if (existsSync('test-results/jest.json')) {
  const j = JSON.parse(readFileSync('test-results/jest.json', 'utf8'));
  record('jest', j.numPassedTests, j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0));
} else record('jest', 0, 1);

// The build's byte budget and its browser targets.
const built = build.status === 0;
record('build', built ? 1 : 0, built ? 0 : 1);
if (built) {
  const size = run('node', ['bench/size.mjs', '--check']);
  record('size', size.status === 0 ? 1 : 0, size.status === 0 ? 0 : 1);
  // Every emitted script and style sheet against package.json's browserslist.
  const targets = run('node', ['scripts/check-targets.mjs']);
  record('targets', targets.status === 0 ? 1 : 0, targets.status === 0 ? 0 : 1);
}

// 5. browser journeys: @playwright/test over Chromium (playwright.config.ts), then the journeys in WebKit and Gecko
// (playwright.engines.config.ts; WebKit's MiniBrowser draws into Xvfb), each counted from its JSON report.
if (built && ensureChromium()) playwrightSuite('e2e', ['npx', 'playwright', 'test']);
else record('e2e', 0, 1);
if (built && ensureEngines())
  playwrightSuite('engines', [
    ...['xvfb-run', '-a', '-s', '-screen 0 1280x1024x24'],
    ...['npx', 'playwright', 'test', '-c', 'playwright.engines.config.ts'],
  ]);
else record('engines', 0, 1);

const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(results.map((r) => `${r.suite}: ${r.passed} passed, ${r.failed} failed`).join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
