import { readFileSync } from 'node:fs';
import SWITCHES from './chromiumSwitches.json';

/**
 * The browser-UI pages Chromium's new headless mode opens in every window, one per browser context: the omnibox
 * popup and its AI-mode variant, drawn by a renderer of their own that nobody sees. Each context paid about 1.5 s of
 * CPU for them: a quarter of a fault test's 6 CPU-s.
 */
export const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own `--disable-features` list, as the installed playwright-core writes it. Chromium keeps only the
 * last `--disable-features` switch, so ours must repeat Playwright's (which keeps paint holding off, routes on HTTP,
 * and the like). e2e/chromiumFlags.spec.ts checks the browser's real command line against it.
 */
function playwrightDisabledFeatures(): string[] {
  const bundle = require.resolve('playwright-core/lib/coreBundle');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(readFileSync(bundle, 'utf8'))?.[1] ?? '';
  const names = [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]);
  if (names.length < 5)
    throw new Error(`playwright-core's disabled Chromium features were not found in ${bundle}: update this reader`);
  return names;
}

/**
 * Chromium's switches for the browser suite, on top of Playwright's defaults: the headless machine's
 * (chromiumSwitches.json, which the bench's browsers share: as root, without a GPU, and with none of the background
 * connections this closed network refuses), then the features.
 */
export const CHROMIUM_ARGS = [
  ...SWITCHES,
  `--disable-features=${[...playwrightDisabledFeatures(), ...UNSEEN_BROWSER_UI].join(',')}`,
];
