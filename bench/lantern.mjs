// Why a screen's LCP is what it is: one Lighthouse run (the bench's mobile preset), then the graph Lighthouse's
// simulation (Lantern) built for the LCP, each request and main-thread task with its simulated start and end.
// The LCP is when the last of them ends, so the list shows what the figure waits for: a script still downloading,
// a read sent late, a task on the way. Tasks show their observed length (unthrottled) and what they ran.
//
//   node bench/lantern.mjs <url> [member]   e.g. node bench/lantern.mjs 'http://127.0.0.1:8080/#/Member/Transfer' member01
//
// Needs the bench's tools (`node bench/tools.mjs`) and a server with a production build (`npm start`).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from './lighthouse.mjs';
import { simulationArtifacts, simulationInput } from './simulation.mjs';

const [url, member] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/lantern.mjs <url> [member name]');
  process.exit(2);
}

/** A member's session from the reference server's operator control, as the bench signs in. */
async function sessionCookie(name) {
  const origin = new URL(url).origin;
  const res = await fetch(`${origin}/__operator/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  const { token } = await res.json();
  return { name: 'member_token', value: token, url: origin };
}

const dir = mkdtempSync(join(tmpdir(), 'lantern-'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
  userDataDir: dir,
});
let result;
try {
  if (member) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await browser.contexts()[0].addCookies([await sessionCookie(member)]);
    await browser.close();
  }
  result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: Boolean(member),
  });
} finally {
  await chrome.kill();
  rmSync(dir, { recursive: true, force: true });
}

const { artifacts, lhr } = result;
const lcp = await LanternLargestContentfulPaint.request(
  ...simulationInput(simulationArtifacts(artifacts, lhr.configSettings)),
);

const ms = (n) => String(Math.round(n)).padStart(5);
const short = (u) => u.replace(/^https?:\/\/[^/]+/, '').slice(0, 80);
console.log(
  `LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
);
console.log('simulated start-end  what (the pessimistic graph: every request and task before the observed LCP)');
const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, t] of rows) {
  let what;
  if (node.type === 'network') {
    what = `request ${short(node.request.url)} ${(node.request.transferSize / 1024).toFixed(1)} KB`;
  } else {
    const scripts = new Set();
    for (const e of node.childEvents) {
      const u = e.args?.data?.url;
      if (u && (e.name === 'EvaluateScript' || e.name === 'v8.compile')) scripts.add(u.split('/').pop());
    }
    const busy = [...new Set(node.childEvents.filter((e) => e.dur > 2000).map((e) => e.name))].slice(0, 4);
    what = `task ${(node.duration / 1000).toFixed(1)} ms observed ${[...scripts].join(' ')} ${busy.join(' ')}`;
  }
  console.log(`${ms(t.startTime)}-${ms(t.endTime)}  ${what}`);
}
