import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { describe, type Query } from './query';
import { findTarget, framesDrawn, pickOption, readyToTap, tapWhenReady, waitFor, type Tab } from './tab';
import { PHONE } from './phone';
import { atRest } from '../support/still';

const FIREFOX = '/usr/bin/firefox-esr';

/**
 * Debian's Firefox ESR, headless, driven over the WebDriver BiDi it serves itself (no geckodriver: Debian does not
 * ship it). Its page errors arrive as BiDi log entries, so none is missed, even during a page's first script.
 */
export async function openGecko(options: { appWorker: boolean }): Promise<{ tab: Tab; quit: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'engine-gecko-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: {
      'general.useragent.override': PHONE.geckoUserAgent,
      'intl.accept_languages': 'zh-CN, zh',
      // A touch screen, as a phone's: the app's pointer-type checks answer as they would on one.
      'dom.w3c_touch_events.enabled': 1,
      'dom.serviceWorkers.enabled': options.appWorker,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  return {
    tab: await geckoTab(browser, page),
    quit: async () => {
      await browser.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The phone's viewport. Puppeteer also asks for a portrait screen orientation, a BiDi command that some Firefox ESR
 * builds do not know (140.12 answers "unknown command"); the viewport itself is set by its own command alongside,
 * so that one refusal is let pass, and the size is then waited for (the refusal can come before the viewport's answer).
 */
async function phoneViewport(page: Page): Promise<void> {
  try {
    await page.setViewport({ width: PHONE.width, height: PHONE.height, hasTouch: true, isMobile: true });
  } catch (e) {
    if (!String(e).includes('unknown command emulation.setScreenOrientationOverride')) throw e;
  }
  // Plain reads, tried again: puppeteer's waitForFunction failed here in the money journey, on the tab a game opens.
  let width = 0;
  for (let tries = 0; tries < 50 && width !== PHONE.width; tries++) {
    if (tries) await new Promise((r) => setTimeout(r, 100));
    width = await page.evaluate(() => window.innerWidth);
  }
  if (width !== PHONE.width) throw new Error(`Gecko's viewport is ${width} px wide, not ${PHONE.width}`);
}

async function geckoTab(browser: Browser, page: Page): Promise<Tab> {
  await phoneViewport(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(`page error: ${e instanceof Error ? e.message : String(e)}`));
  const find = async (q: Query) => {
    const handle = await page.evaluateHandle(findTarget, q);
    const el = handle.asElement() as ElementHandle<Element> | null;
    if (!el) await handle.dispose();
    return el;
  };
  const tab: Tab = {
    engine: 'gecko',
    goto: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    url: async () => page.url(),
    run: async (fn, ...args) => (await page.evaluate(fn as never, ...(args as unknown as never[]))) as never,
    has: async (q) => (await find(q)) !== null,
    waitFor: async (q) => {
      await waitFor(find, q);
    },
    read: async (q) => (await waitFor(find, q)).evaluate((el) => (el as HTMLElement).innerText),
    click: (q) =>
      tapWhenReady(
        find,
        (el) => el.evaluate(readyToTap),
        (el) => el.click(),
        q,
      ),
    fill: async (q, value) => {
      await tab.click(q);
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      if (value) await page.keyboard.type(value);
    },
    select: async (q, value) => {
      const el = await waitFor(find, q);
      if (!(await el.evaluate(pickOption, value))) throw new Error(`no option ${value} in ${describe(q)}`);
    },
    screenshot: async (file) => {
      await page.evaluate(atRest);
      await page.evaluate(framesDrawn);
      writeFileSync(file, await page.screenshot());
    },
    openTab: async () => geckoTab(browser, await browser.newPage({ type: 'window' })),
    tabOpenedBy: async (action) => {
      const opened = new Promise<Page>((resolve) => {
        browser.once('targetcreated', (t) => void t.page().then((p) => p && resolve(p)));
      });
      await action();
      return geckoTab(browser, await opened);
    },
    close: async () => {
      await page.close();
    },
    errors: async () => [...pageErrors],
  };
  return tab;
}
