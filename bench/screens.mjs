// Screenshots of routes at a phone viewport for a visual check:
//   node bench/screens.mjs http://127.0.0.1:8080 /Main/home@en /Language
// env: TOKEN (a member token for the cookie), WIDTH (default 390), UA, FULL=1 (full page).
import { chromium } from 'playwright-core';
import { mkdtempSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const base = process.argv[2];
const routes = process.argv.slice(3);
const outDir = 'test-results/screens';
mkdirSync(outDir, { recursive: true });
const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'pw-')), {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    ...JSON.parse(readFileSync(new URL('../e2e/support/chromiumSwitches.json', import.meta.url), 'utf8')),
  ],
  viewport: { width: Number(process.env.WIDTH) || 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent:
    process.env.UA ||
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
});
if (process.env.TOKEN)
  await ctx.addCookies([{ name: 'member_token', value: process.env.TOKEN, url: base, sameSite: 'Strict' }]);
const page = ctx.pages()[0] ?? (await ctx.newPage());
const api = [];
page.on('request', (r) => {
  if (r.url().includes('/api/')) api.push(r.method() + ' ' + r.url().replace(base, ''));
});
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text().slice(0, 300));
});
page.on('pageerror', (e) => console.log('pageerror:', e.message));
for (const [i, r] of routes.entries()) {
  const [path, lang] = r.split('@');
  if (lang) {
    if (!page.url().startsWith(base)) await page.goto(base + '/app-config.json');
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  }
  await page.goto(base + '/#' + path);
  // From a page of the app, the address changes only after its '#': the running app keeps its language. The page
  // starts again, in the language just set.
  if (lang) await page.reload();
  await page.waitForTimeout(1500);
  const file = `${outDir}/shot-${i}.png`;
  await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
  console.log(file, path, await page.title(), page.url());
}
console.log(api.join('\n'));
await ctx.close();
