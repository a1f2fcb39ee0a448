// When a screen's data shows, under real throttling, for one or more builds side by side. Lighthouse's bench
// simulates the network from an unthrottled load (Lantern); this opens the screen in Chromium with the network
// and CPU actually slowed (150 ms latency, 1.6 Mbit/s down, CPU 4x: the bench's mobile preset), so a change that
// the simulation scores one way and a phone lives another is caught. It times the first element matching a
// selector (a list's first row, a balance), not a paint metric, and reports the median per server.
//
//   node bench/applied.mjs '/Member/MoneyLog' '.record-sub' http://127.0.0.1:4571 http://127.0.0.1:4572
//
// Each server is a reference server with a build (`STATIC_DIR=<dist> npm run serve`). Loads alternate between
// the servers (RUNS each, default 7), signed in as MEMBER (default member01), each in a fresh context with
// nothing cached and no service worker. Prints, per server, every load's time and the median, with when the
// entry and the screen's reads answered in the median load.
import { chromium } from 'playwright-core';

const [route, selector, ...servers] = process.argv.slice(2);
if (!route || !selector || !servers.length) {
  console.error('usage: node bench/applied.mjs <route> <selector> <server> [server...]');
  process.exit(2);
}
const RUNS = Number(process.env.RUNS) || 7;
const MEMBER = process.env.MEMBER || 'member01';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36';

async function session(base) {
  const res = await fetch(`${base}/__operator/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: MEMBER }),
  });
  return (await res.json()).token;
}

/** One cold load: ms from navigation start to the selector's first element on screen, and what answered when. */
async function load(browser, base) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent: PHONE_UA,
    serviceWorkers: 'block',
  });
  try {
    await ctx.addCookies([{ name: 'member_token', value: await session(base), url: base }]);
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}/#${route}`, { waitUntil: 'commit' });
    await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
    return await page.evaluate(() => ({
      at: Math.round(performance.now()),
      answered: performance
        .getEntriesByType('resource')
        .filter((e) => /\/js\/main\.|\/api\//.test(e.name))
        .map((e) => `${new URL(e.name).pathname.replace(/^\/(api\/)?/, '')} ${Math.round(e.responseEnd)}`),
    }));
  } finally {
    await ctx.close();
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
const results = new Map(servers.map((s) => [s, []]));
try {
  for (let i = 0; i < RUNS; i += 1) for (const base of servers) results.get(base).push(await load(browser, base));
} finally {
  await browser.close();
}
for (const [base, loads] of results) {
  const sorted = [...loads].sort((a, b) => a.at - b.at);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`${base} ${route}: ${selector} shown at ${sorted.map((l) => l.at).join(' ')} ms; median ${median.at} ms`);
  console.log(`  in the median load, answered at (ms): ${median.answered.join(', ')}`);
}
