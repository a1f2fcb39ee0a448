import { readdirSync, readFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { UNSEEN_BROWSER_UI } from './support/chromium';

/**
 * The suite's Chromium switches (e2e/support/chromium.ts): a context opens only the pages a test opens, and
 * Playwright's own disabled features stay disabled, Chromium reading only the last `--disable-features`.
 */
test('a context opens no browser-UI page, and Playwright’s disabled features stay disabled', async ({
  browser,
  page,
}) => {
  await page.goto('about:blank');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
  await cdp.detach();
  expect(targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url)).toEqual([]);

  const lists = browserArgv()
    .filter((a) => a.startsWith('--disable-features='))
    .map((a) => a.slice('--disable-features='.length).split(','));
  expect(lists.length, 'Playwright’s list, then ours').toBeGreaterThanOrEqual(2);
  const [playwrights, ours] = [lists[0], lists[lists.length - 1]];
  expect(ours).toEqual(expect.arrayContaining([...playwrights, ...UNSEEN_BROWSER_UI]));
});

/** The command line of the Chromium this worker launched (its child process), as the kernel holds it. */
function browserArgv(): string[] {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (parent === process.pid && argv.some((a) => a.startsWith('--remote-debugging-pipe'))) return argv;
    } catch {
      /* a process that ended while we read */
    }
  }
  throw new Error('no Chromium launched by this worker');
}
