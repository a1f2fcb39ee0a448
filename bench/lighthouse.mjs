// Lighthouse 12, mobile preset (simulated throttling), in Debian's chromium: median of N runs per URL.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simulationArtifacts } from './simulation.mjs';

/** Headless, with the switches the browser suite's Chromium has on this machine. */
export const CHROME_FLAGS = [
  '--headless',
  ...JSON.parse(readFileSync(new URL('../e2e/support/chromiumSwitches.json', import.meta.url), 'utf8')),
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Puts the member's session cookie into the fresh browser, as a returning member would have it. */
async function setCookies(port, url, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies(cookies.map((c) => ({ ...c, url: new URL(url).origin })));
  } finally {
    await browser.close();
  }
}

async function once(url, cookies) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  try {
    if (cookies?.length) await setCookies(chrome.port, url, cookies);
    // Storage is not reset so the session cookie survives; the profile is new each run, so nothing is cached.
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(cookies?.length),
    };
    const result = await lighthouse(url, flags);
    const lhr = result.lhr;
    // BENCH_LHR_DIR=<dir> keeps each run's full report (main-thread breakdown, network waterfall) for study;
    // BENCH_TRACE_DIR=<dir> the artifacts Lighthouse's simulation runs on, from which bench/tasks.mjs lists the tasks
    // that make up the TBT.
    const keep = (dir, suffix, text) => {
      if (!dir) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${new URL(url).hash.replace(/\W+/g, '-') || 'page'}-${Date.now()}${suffix}`), text);
    };
    keep(process.env.BENCH_LHR_DIR, '.json', result.report);
    if (result.artifacts?.Trace && process.env.BENCH_TRACE_DIR)
      keep(
        process.env.BENCH_TRACE_DIR,
        '.trace.json',
        JSON.stringify(simulationArtifacts(result.artifacts, lhr.configSettings)),
      );
    if (lhr.runtimeError) console.error('lighthouse:', lhr.runtimeError.code, lhr.runtimeError.message);
    const a = lhr.audits;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      failedA11y: Object.values(a)
        .filter((x) => x.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === x.id))
        .map((x) => x.id),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Median performance, accessibility, LCP (ms), TBT (ms) and CLS over `runs` cold loads of `url`. */
export async function measurePage(url, runs = 3, cookies = []) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) samples.push(await once(url, cookies));
  return summarise(samples);
}

/** The medians (and every LCP element and failed accessibility audit) of single loads' figures. */
export function summarise(samples) {
  return {
    performance: median(samples.map((s) => s.performance)),
    accessibility: median(samples.map((s) => s.accessibility)),
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    cls: median(samples.map((s) => s.cls)),
    fcp: median(samples.map((s) => s.fcp)),
    lcpElements: [...new Set(samples.map((s) => s.lcpElement).filter(Boolean))],
    failedA11y: [...new Set(samples.flatMap((s) => s.failedA11y))],
    samples,
  };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: node bench/lighthouse.mjs <url> [runs]');
    process.exit(2);
  }
  const r = await measurePage(url, Number(process.argv[3]) || 1);
  console.log(JSON.stringify({ ...r, samples: undefined }, null, 2));
}
