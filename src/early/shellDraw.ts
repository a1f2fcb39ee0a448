/**
 * The early script's half of the early shell (src/early/shellMarkup.ts): draws it over the page at once and
 * fills in the opening image when its address is known: home's first banner from the last visit's
 * snapshot or from the banners read started here (the app takes that answer: api/earlyReads), the login
 * captcha from the early captcha request (api/earlyCaptcha). Both say which <img> they drew (or that there
 * is none), so the early script knows when the opening image is on screen (early/entry). The app removes the
 * shell.
 */
import { EARLY_SHELL_ID, shellKind, shellTab, type ShellKind } from '@/lib/earlyShell';
import { bannerImgMarkup, captchaImgMarkup, shellMarkup, type ShellBanner } from './shellMarkup';
import { readHomeSnapshot } from '@/state/homeSnapshot';
import { earlyReadUrls } from './homeReads';
import { startEarlyRead } from '@/api/earlyReads';
import { safeHttpUrl } from '@/lib/safeUrl';
import type { EarlyCaptcha } from '@/api/earlyCaptcha';
import { scriptFor } from './entry';

/** If the app never takes over (a failed start), the page is not left covered. */
const SHELL_MAX_MS = 20_000;

export type DrawnShell = {
  el: HTMLElement;
  kind: ShellKind;
  lang: string;
  hasBanner: boolean;
  /** Home's first banner as drawn: at once from the snapshot, else once the read answers; null: none (others too). */
  banner: Promise<HTMLImageElement | null>;
};

function firstBanner(list: unknown): ShellBanner | null {
  const b = Array.isArray(list) ? (list[0] as { url?: unknown; title?: unknown } | undefined) : undefined;
  const url = safeHttpUrl(b?.url, location.href);
  return url ? { url, title: typeof b?.title === 'string' ? b.title : '' } : null;
}

type Config = Promise<{ apiBase: string }>;

export function drawEarlyShell(
  route: string,
  member: boolean,
  lang: string,
  config: Config,
  title = '',
): DrawnShell | null {
  if (document.getElementById(EARLY_SHELL_ID)) return null;
  const kind = shellKind(route);
  const banner = kind === 'home' ? firstBanner(readHomeSnapshot(lang)?.banners) : null;
  const el = document.createElement('div');
  el.id = EARLY_SHELL_ID;
  el.setAttribute('aria-hidden', 'true');
  el.className = `early-shell early-${kind}`;
  // A drawn screen has the app's fields and buttons: nothing typed or tapped there would reach the app.
  el.inert = true;
  el.innerHTML = shellMarkup(kind, { member, banner, tab: shellTab(route), title });
  document.body.insertBefore(el, document.body.firstChild);
  setTimeout(() => el.remove(), SHELL_MAX_MS);
  const shell: DrawnShell = { el, kind, lang, hasBanner: !!banner, banner: Promise.resolve(null) };
  // Registered before the app's own wait on the config, so the app finds this read and takes it.
  const read = kind === 'home' ? config.then(({ apiBase }) => readBanners(shell, apiBase)) : null;
  if (banner) shell.banner = Promise.resolve(el.querySelector<HTMLImageElement>('.banner img'));
  else if (read) shell.banner = read;
  return shell;
}

/**
 * Home's banners, read here for the shell's first banner; the app takes the same answer (api/earlyReads). Settles
 * with the banner's <img> once drawn, or null when there is none to draw (a failed read, an empty list).
 */
function readBanners(shell: DrawnShell, apiBase: string): Promise<HTMLImageElement | null> {
  const url = earlyReadUrls('/main/home', apiBase, shell.lang, location.hostname).find((u) => /\/banners\?/.test(u));
  if (!url) return Promise.resolve(null);
  return new Promise((resolve) =>
    startEarlyRead(url, (body) => {
      // A snapshot's banner is already there; the fresh list reaches the screen through the app.
      if (shell.hasBanner || !shell.el.isConnected) return resolve(null);
      const banner = firstBanner((body as { data?: unknown } | null)?.data);
      const slot = shell.el.querySelector('[data-early-banner]');
      if (!banner || !slot) return resolve(null);
      slot.outerHTML = `<section class="banner"><div class="banner-track"><div class="banner-slide">${bannerImgMarkup(banner)}</div></div></section>`;
      resolve(shell.el.querySelector<HTMLImageElement>('.banner img'));
    }),
  );
}

/** The login captcha, once the early request (sent by the preloads) answers: its <img>, or null when none is drawn. */
export async function fillEarlyShell(shell: DrawnShell | null): Promise<HTMLImageElement | null> {
  if (shell?.kind !== 'login') return null;
  const slot = (globalThis as { __earlyCaptcha?: { answer: Promise<EarlyCaptcha | null> } }).__earlyCaptcha;
  const captcha = await slot?.answer;
  const box = shell.el.querySelector('[data-early-captcha]');
  if (!captcha || !box || !shell.el.isConnected) return null;
  box.innerHTML = captchaImgMarkup(captcha.img);
  return box.querySelector('img');
}

/**
 * Loads one of the early shell's files of its own (`src`: the drawn view's code, src/early/drawn.ts, or a figure
 * filler, src/early/fill.ts) and settles with what it leaves at `holder` on the global scope; null when it cannot be
 * had. Asked for beside the drawn view's markup, never after it.
 */
export function loadEarlyFile<T>(src: string, nonce: string, holder: string): Promise<T | null> {
  return new Promise((resolve) => {
    const script = scriptFor({ src }, nonce);
    // An inserted script is fetched at low priority, after the reads and the app's files: the first paint waits for
    // this one.
    script.fetchPriority = 'high';
    script.onload = () => resolve((globalThis as Record<string, unknown>)[holder] as T);
    script.onerror = () => resolve(null);
    document.head.appendChild(script);
  });
}

/** A drawn view's files as they come in: its markup (null: none to be had) and whether each style sheet loaded. */
export type ShellFiles = { markup: Promise<string | null>; sheets: Promise<boolean[]> };

/**
 * Asks for a drawn view's markup and the screen's own style sheets (the app finds them already there), at once:
 * the view's code (src/early/drawn.ts) draws them once it is in.
 */
export function fetchShellFiles(markupUrl: string, styles: string[]): ShellFiles {
  const sheets = styles.map(
    (href) =>
      new Promise<boolean>((resolve) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.onload = () => resolve(true);
        link.onerror = () => resolve(false);
        document.head.appendChild(link);
      }),
  );
  const markup = fetch(markupUrl).then(
    (res) => (res.ok ? res.text() : null),
    () => null,
  );
  return { markup, sheets: Promise.all(sheets) };
}
