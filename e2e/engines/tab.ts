import { describe, findTarget, type Query } from './query';

/** The engines the app is proved in besides Chromium. */
export type EngineName = 'webkit' | 'gecko';

/**
 * One browser tab as a journey drives it, the same in every engine: WebKit through WebKitWebDriver (classic
 * WebDriver, selenium-webdriver) and Gecko through Firefox's own WebDriver BiDi (puppeteer-core). Clicks and
 * keys are the engine's own input events, not scripted ones.
 */
export interface Tab {
  readonly engine: EngineName;
  /** Loads an address and starts recording the page's errors. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs a function in the page with JSON arguments and returns its JSON result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Whether a visible element matches now (no waiting). */
  has(q: Query): Promise<boolean>;
  /** Waits until a visible element matches. */
  waitFor(q: Query): Promise<void>;
  /** The text a member reads in the first visible match, once there is one. */
  read(q: Query): Promise<string>;
  click(q: Query): Promise<void>;
  /** Replaces a field's value by typing, key by key. */
  fill(q: Query, value: string): Promise<void>;
  /** Picks an option of a native select by its value. */
  select(q: Query, value: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /**
   * Opens another window of the same browser (same cookies and storage), in view beside this one as a second
   * screen is: a tab behind another would have its timers and animations held back by the engine.
   */
  openTab(): Promise<Tab>;
  /** Runs `action` and returns the tab it opened (window.open or a target=_blank link). */
  tabOpenedBy(action: () => Promise<void>): Promise<Tab>;
  close(): Promise<void>;
  /** Uncaught errors and unhandled rejections the page has met since it was opened (kept across reloads). */
  errors(): Promise<string[]>;
}

/** Installed after every load: the page keeps its uncaught errors in the tab's session storage. */
export function recordErrors(): void {
  const KEY = 'engine-errors';
  const w = window as unknown as { __engineErrors?: boolean };
  if (w.__engineErrors) return;
  w.__engineErrors = true;
  const keep = (what: string) => {
    const list = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as string[];
    list.push(`${what} at ${location.hash}`);
    sessionStorage.setItem(KEY, JSON.stringify(list));
  };
  window.addEventListener('error', (e) => keep(`error: ${e.message}`));
  window.addEventListener('unhandledrejection', (e) => keep(`unhandled rejection: ${String(e.reason)}`));
}

export function readErrors(): string[] {
  return JSON.parse(sessionStorage.getItem('engine-errors') ?? '[]') as string[];
}

/**
 * Whether a member could tap the element now: enabled, scrolled to the middle of the screen, holding still (not in
 * an opening animation) and not covered by anything else at its centre. Runs in the page.
 */
export async function readyToTap(el: Element): Promise<boolean> {
  const h = el as HTMLElement & { disabled?: boolean };
  if (h.disabled || h.getAttribute('aria-disabled') === 'true') return false;
  h.scrollIntoView({ block: 'center', inline: 'center' });
  const rect = () => {
    const r = h.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height];
  };
  const first = rect();
  await new Promise((r) => setTimeout(r, 80));
  // A pixel is not a move: Gecko snaps a scroll to a fractional position by up to one pixel after scrollIntoView.
  if (rect().some((n, i) => Math.abs(n - first[i]) > 1)) return false;
  const r = h.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return !!hit && (hit === h || h.contains(hit) || (h instanceof HTMLLabelElement && h.control === hit));
}

/**
 * Taps like a member: waits until the element is there and ready (see readyToTap), then clicks it with the
 * engine's own input; a click the engine refuses (the element was replaced or covered meanwhile) is tried again.
 */
export async function tapWhenReady<H>(
  find: (q: Query) => Promise<H | null>,
  ready: (h: H) => Promise<boolean>,
  click: (h: H) => Promise<void>,
  q: Query,
  timeoutMs = 15_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    const h = await find(q);
    if (h) {
      try {
        if (await ready(h)) {
          await click(h);
          return;
        }
      } catch (e) {
        last = e;
      }
    }
    if (Date.now() > end)
      throw new Error(`not ready to tap within ${timeoutMs} ms: ${describe(q)}${last ? ` (${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Picks an option of a native select as the platform's picker does: the value changes and the select tells the
 * page (input, then change). No WebDriver reaches the picker itself. Runs in the page.
 */
export function pickOption(el: Element, value: string): boolean {
  const select = el as HTMLSelectElement;
  if (!Array.from(select.options).some((o) => o.value === value)) return false;
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/**
 * Resolves once the engine has drawn two frames, so a screenshot shows the page as it is now: a software-rendered
 * engine on a busy machine can draw a frame a second behind its DOM. Runs in the page.
 */
export function framesDrawn(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
}

/** Polls for the query's first visible element; fails with what was looked for. */
export async function waitFor<H>(find: (q: Query) => Promise<H | null>, q: Query, timeoutMs = 15_000): Promise<H> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const h = await find(q);
    if (h) return h;
    if (Date.now() > end) throw new Error(`not found on screen within ${timeoutMs} ms: ${describe(q)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export { findTarget };
