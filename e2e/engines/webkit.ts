import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { describe, type Query } from './query';
import {
  findTarget,
  framesDrawn,
  pickOption,
  readErrors,
  readyToTap,
  recordErrors,
  tapWhenReady,
  waitFor,
  type Tab,
} from './tab';
import { PHONE } from './phone';
import { atRest } from '../support/still';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

async function driverReady(port: number): Promise<void> {
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

/**
 * WebKitGTK's MiniBrowser under Xvfb, through WebKitWebDriver. Its window keeps a toolbar whose widgets would
 * hold the window wider than a phone; a GTK style sheet of its own (in a config home of its own) lets them
 * shrink, so the page gets the phone's 390 CSS pixels.
 */
export async function openWebKit(): Promise<{ tab: Tab; quit: () => Promise<void> }> {
  const home = mkdtempSync(join(tmpdir(), 'engine-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(
    join(home, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n',
  );
  const port = await freePort();
  const driverProcess: ChildProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      XDG_CONFIG_HOME: home,
      // No GPU here: Mesa's software renderer keeps no shader cache to write while the browser shuts down.
      MESA_SHADER_CACHE_DISABLE: 'true',
      XDG_CACHE_HOME: join(home, 'cache'),
      XDG_DATA_HOME: join(home, 'data'),
    },
  });
  const exited = new Promise((done) => driverProcess.once('exit', done));
  const quitProcess = async () => {
    driverProcess.kill();
    await exited;
    // The browser's own processes may still be writing their caches a moment after the driver ends: what they
    // leave in the temporary folder is left to the system.
    try {
      rmSync(home, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch {
      /* left for the system's temporary-file cleaning */
    }
  };
  try {
    await driverReady(port);
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', `--user-agent=${PHONE.webkitUserAgent}`],
        },
      })
      .build();
    // A script or a load that never ends fails its step instead of holding the test past its time.
    await driver.manage().setTimeouts({ script: 20_000, pageLoad: 30_000 });
    await fitPhone(driver);
    const shared = { current: await driver.getWindowHandle() };
    return {
      tab: webkitTab(driver, shared.current, shared),
      quit: async () => {
        await driver.quit().catch(() => undefined);
        await quitProcess();
      },
    };
  } catch (e) {
    await quitProcess();
    throw e;
  }
}

/** Sizes the window so the page's viewport is the phone's, whatever the toolbar takes. */
async function fitPhone(driver: WebDriver): Promise<void> {
  let height = PHONE.height;
  for (let i = 0; i < 3; i += 1) {
    await driver.manage().window().setRect({ width: PHONE.width, height });
    const [w, h] = (await driver.executeScript('return [innerWidth, innerHeight]')) as [number, number];
    if (w === PHONE.width && h === PHONE.height) return;
    height += PHONE.height - h;
  }
}

function webkitTab(driver: WebDriver, handle: string, shared: { current: string }): Tab {
  const here = async () => {
    if (shared.current !== handle) {
      await driver.switchTo().window(handle);
      shared.current = handle;
    }
  };
  const find = async (q: Query) => {
    await here();
    return (await driver.executeScript(`return (${findTarget.toString()})(arguments[0])`, q)) as WebElement | null;
  };
  const afterLoad = async () => {
    await driver.executeScript(`(${recordErrors.toString()})()`);
  };
  const tab: Tab = {
    engine: 'webkit',
    goto: async (url) => {
      await here();
      await driver.get(url);
      await afterLoad();
    },
    reload: async () => {
      await here();
      await driver.navigate().refresh();
      await afterLoad();
    },
    url: async () => {
      await here();
      return driver.getCurrentUrl();
    },
    run: async (fn, ...args) => {
      await here();
      return (await driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args)) as never;
    },
    has: async (q) => (await find(q)) !== null,
    waitFor: async (q) => {
      await waitFor(find, q);
    },
    read: async (q) => (await waitFor(find, q)).getText(),
    click: (q) =>
      tapWhenReady(
        find,
        async (el) =>
          (await driver.executeAsyncScript(
            `(${readyToTap.toString()})(arguments[0]).then(arguments[arguments.length - 1], () => arguments[arguments.length - 1](false))`,
            el,
          )) as boolean,
        (el) => el.click(),
        q,
      ),
    fill: async (q, value) => {
      await tab.click(q);
      const el = await waitFor(find, q);
      await el.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
      if (value) await el.sendKeys(value);
    },
    select: async (q, value) => {
      const el = await waitFor(find, q);
      const picked = await driver.executeScript(
        `return (${pickOption.toString()})(arguments[0], arguments[1])`,
        el,
        value,
      );
      if (!picked) throw new Error(`no option ${value} in ${describe(q)}`);
    },
    screenshot: async (file) => {
      await here();
      await driver.executeAsyncScript(
        `(${atRest.toString()})().then(${framesDrawn.toString()}).then(arguments[arguments.length - 1])`,
      );
      writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    openTab: async () => {
      await here();
      await driver.switchTo().newWindow('window');
      await fitPhone(driver);
      const next = await driver.getWindowHandle();
      shared.current = next;
      return webkitTab(driver, next, shared);
    },
    tabOpenedBy: async (action) => {
      await here();
      const before = new Set(await driver.getAllWindowHandles());
      await action();
      const opened = await waitFor(
        async () => {
          const handles = await driver.getAllWindowHandles();
          return handles.find((h) => !before.has(h)) ?? null;
        },
        { css: 'a new tab' },
      );
      return webkitTab(driver, opened, shared);
    },
    close: async () => {
      await here();
      await driver.close();
      const rest = await driver.getAllWindowHandles();
      if (rest[0]) {
        await driver.switchTo().window(rest[0]);
        shared.current = rest[0];
      }
    },
    errors: async () => {
      await here();
      return (await driver.executeScript(`return (${readErrors.toString()})()`)) as string[];
    },
  };
  return tab;
}
