// `npm run bench`: production build (timed), bundle bytes, Lighthouse mobile (median of 3) on home, login
// and the member screens (center, recharge, withdraw, transfer, bet records, money log, mail; signed in as
// member01 through the operator's session control), API calls on a cold start of home, then bench/server.mjs when present. One table; exit 1 when
// a bar of docs quality-bars is missed. Builds into .bench/dist so a concurrent `npm run build` cannot
// swap files under the running server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { measure, INITIAL_BAR, ROUTE_BAR } from './size.mjs';
import { measurePage, CHROME_FLAGS } from './lighthouse.mjs';

const OUT = '.bench/dist';
const RUNS = Number(process.env.BENCH_RUNS) || 3;
const rows = [];
const row = (figure, value, bar, ok) => rows.push({ figure, value, bar, ok });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer at ${url}`);
}

/** API calls a fresh visitor's browser makes while home loads (and settles). */
async function countHomeCalls(base) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pw-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROME_FLAGS,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Mobile Safari/537.36',
  });
  const calls = [];
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/')) calls.push(`${r.method()} ${u.pathname}${u.search}`);
    });
    await page.goto(`${base}/#/Main/home`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
  } finally {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const repeated = [...new Set(calls.filter((c, i) => calls.indexOf(c) !== i))];
  return { calls, repeated };
}

async function main() {
  const t0 = Date.now();
  const build = spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', OUT], { stdio: 'inherit' });
  const buildSec = (Date.now() - t0) / 1000;
  if (build.status !== 0) {
    console.error('build failed');
    process.exit(1);
  }
  row('production build time', `${buildSec.toFixed(1)} s`, '≤ 120 s (aim 60 s)', buildSec <= 120);

  const size = measure(OUT);
  row('JS+CSS for home, gzip', kb(size.initialTotal), `≤ ${kb(INITIAL_BAR)} (aim 170 KB)`, size.initialTotal <= INITIAL_BAR);
  const largest = size.largest;
  const origins = largest ? (largest.origin || largest.file).split(', ') : [];
  const label = origins.length > 1 ? `${origins[0]} +${origins.length - 1} more` : origins[0];
  row('largest lazy chunk, gzip', largest ? `${kb(largest.gzip)} (${label})` : '-', `≤ ${kb(ROUTE_BAR)}`, !largest || largest.gzip <= ROUTE_BAR);
  // The Flow Lab (/test, support staff only) is listed on its own: members who never open it never load it.
  const labJs = size.lab.filter((c) => !c.file.startsWith('media/')).reduce((a, c) => a + c.gzip, 0);
  const labWorker = size.lab.filter((c) => c.file.startsWith('media/')).reduce((a, c) => a + c.gzip, 0);
  row('Flow Lab chunks, gzip (only /test)', `${kb(labJs)} JS+CSS in ${size.lab.length - (labWorker ? 1 : 0)} files, + ${kb(labWorker)} ELK worker`, 'listed, not held to the route bar', true);

  // A page with no script at all: what this machine's load alone does to the Lighthouse figures.
  writeFileSync(join(OUT, 'bench-blank.html'), '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>blank</title></head><body><h1>Blank</h1></body></html>');

  const port = await freePort();
  const dbDir = mkdtempSync(join(tmpdir(), 'bench-db-'));
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: join(dbDir, 'bench.db'), STATIC_DIR: OUT },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/app-config.json`);
    const blank = await measurePage(`${base}/bench-blank.html`, 1);
    row('machine noise: script-free page', `perf ${blank.performance}, TBT ${Math.round(blank.tbt)} ms`, 'reference only', true);
    const session = await fetch(`${base}/__operator/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'member01' }) }).then((r) => r.json());
    const member = [{ name: 'member_token', value: session.token }];
    // The team area is an agent's: measured as the seeded agent, with the lazily loaded chart drawn.
    const agentSession = await fetch(`${base}/__operator/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'agent001' }) }).then((r) => r.json());
    const agent = [{ name: 'member_token', value: agentSession.token }];
    const pages = [
      ['home', '/Main/home', []], ['login', '/Login', []], ['center', '/Center', member], ['recharge', '/Member/Recharge', member],
      ['withdraw', '/Member/ApplyDrawing', member], ['transfer', '/Member/Transfer', member], ['bet records', '/Member/GameRecord', member],
      ['money log', '/Member/MoneyLog', member], ['mail', '/Member/Message', member],
      ['game list', '/Main/recommendGame/PG/3', member], ['promotions', '/Main/activity', []], ['activity hall', '/Activity', member],
      ['level-up', '/LiveLevelUp', member], ['vip', '/Member/Vip', member], ['sign-in', '/dailybonus', member],
      ['red packet', '/RedBag', member], ['wheel', '/Wheel', member],
      ['yuebao', '/Member/Yuebao', member], ['fsnow', '/Member/Fsnow', member], ['credit', '/Credit/Index', member],
      ['team', '/Member/Promotion', agent],
    ];
    const only = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : null;
    for (const [name, route, cookies] of pages.filter(([n]) => !only || only.includes(n))) {
      const r = await measurePage(`${base}/#${route}`, RUNS, cookies);
      row(`Lighthouse performance, ${name}`, String(r.performance), '≥ 90 (aim 95)', r.performance >= 90);
      row(`Lighthouse accessibility, ${name}`, String(r.accessibility) + (r.failedA11y.length ? ` (${r.failedA11y.join(', ')})` : ''), '100', r.accessibility >= 100);
      row(`LCP, ${name}`, `${(r.lcp / 1000).toFixed(2)} s`, '≤ 2.5 s', r.lcp <= 2500);
      row(`TBT, ${name}`, `${Math.round(r.tbt)} ms`, '≤ 200 ms', r.tbt <= 200);
      row(`CLS, ${name}`, r.cls.toFixed(3), '≤ 0.05', r.cls <= 0.05);
    }
    const home = await countHomeCalls(base);
    row('API calls, cold start of home', `${home.calls.length}${home.repeated.length ? ` (repeated: ${home.repeated.join('; ')})` : ''}`, '≤ 8, none repeated', home.calls.length <= 8 && home.repeated.length === 0);
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(dbDir, { recursive: true, force: true });
  }

  if (existsSync('bench/server.mjs')) {
    const r = spawnSync(process.execPath, ['bench/server.mjs'], { stdio: 'inherit' });
    row('bench/server.mjs', r.status === 0 ? 'passed' : `exit ${r.status}`, 'exit 0', r.status === 0);
  }

  const w = Math.max(...rows.map((r) => r.figure.length));
  const v = Math.max(...rows.map((r) => r.value.length));
  console.log(`\n${'figure'.padEnd(w)}  ${'value'.padEnd(v)}  bar`);
  for (const r of rows) console.log(`${r.figure.padEnd(w)}  ${r.value.padEnd(v)}  ${r.bar}  ${r.ok ? 'ok' : 'MISSED'}`);
  const missed = rows.filter((r) => !r.ok);
  console.log(missed.length ? `\n${missed.length} bar(s) missed.` : '\nEvery bar met.');
  process.exit(missed.length ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
