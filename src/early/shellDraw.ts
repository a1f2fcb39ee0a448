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
import { scriptFor, whenDrawn } from './entry';
import type { Filler, FillerHolder } from './fill';
import type { EarlyAnswers } from './listSpec';

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
 * Loads the early shell's figure filler (src/early/fill.ts, its own file); null when it cannot be had. Asked for
 * beside the drawn view's markup, never after it.
 */
export function loadFiller(src: string, nonce: string): Promise<Filler | null> {
  return new Promise((resolve) => {
    const script = scriptFor({ src }, nonce);
    // An inserted script is fetched at low priority, after the reads and the app's files: the first paint waits for
    // this one.
    script.fetchPriority = 'high';
    script.onload = () => resolve((globalThis as FillerHolder).__earlyFill ?? null);
    script.onerror = () => resolve(null);
    document.head.appendChild(script);
  });
}

/**
 * The figures for a drawn view: the answers of the early reads (the member's info, null for a visitor, and the
 * screen's own reads by call path), and the filler.
 */
export type ViewFill = {
  member: boolean;
  info: Promise<unknown>;
  reads: Readonly<Record<string, Promise<unknown>>>;
  filler: Promise<Filler | null>;
};

/** The answers the filler draws from, once all are in (a failed read is in as null), and the filler. */
async function answersOf(fill: ViewFill): Promise<[EarlyAnswers, Filler | null]> {
  const filler = await fill.filler;
  // Only the reads the figures come from: a screen's other reads (Transfer's game wallets) are not waited for.
  const wanted = filler?.reads[fill.member ? 'member' : 'visitor'] ?? [];
  const names = Object.keys(fill.reads).filter((n) => wanted.includes(n));
  const [info, ...bodies] = await Promise.all([fill.info, ...names.map((n) => fill.reads[n])]);
  return [{ member: fill.member, info, reads: Object.fromEntries(names.map((n, i) => [n, bodies[i]])) }, filler];
}

/** A drawn view with server HTML's slots (lib/fillSlots htmlSlot). */
const HTML_SLOT = / data-fill-html=/;

/**
 * A screen's opening view as the build drew it (src/app/screenShells.tsx), in place of the generic nav bar and
 * skeleton: drawn once its markup and the screen's own style sheets are in, if the app has not taken over by
 * then (and both could be had). The style sheets are the ones the app's screen loads (the app finds them already
 * there). A view with slots (lib/fillSlots) is given its figures (`fill`: the member's own, a list's rows, a
 * setting) once all its reads are in: before it first paints when they are in by then, else as soon as they are
 * (a view with server HTML is drawn only once they are). Settles once the drawn view has painted (with its
 * figures, when they came), or when given up, with the picture it opens on (a card's cover, loaded at once: the
 * early script waits for it to be on screen too, as for home's banner), or null.
 */
export async function drawScreenShell(
  shell: DrawnShell | null,
  markupUrl: string,
  styles: string[],
  fill: ViewFill | null = null,
): Promise<HTMLImageElement | null> {
  if (!shell || (shell.kind !== 'page' && shell.kind !== 'tabPage')) return null;
  const el = shell.el;
  const figures = fill ? answersOf(fill) : null;
  let known: [EarlyAnswers, Filler | null] | undefined;
  void figures?.then((f) => (known = f));
  const write = ([answers, filler]: [EarlyAnswers, Filler | null]) =>
    Boolean(filler && el.isConnected && filler.fill(el, answers, shell.lang, window.innerHeight));
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
  let markup: string;
  try {
    const res = await fetch(markupUrl);
    if (!res.ok) return null;
    markup = await res.text();
  } catch {
    return null;
  }
  // Unstyled, the view would be a flash of bare markup: without its style sheets the skeleton stays.
  if (!(await Promise.all(sheets)).every(Boolean) || !el.isConnected) return null;
  // Server HTML's height is unknown until it is in: drawn with skeleton lines first, the view would move what
  // stands below them when it comes (the credit rules' cards). Such a view waits for its figures.
  if (figures && HTML_SLOT.test(markup)) await figures;
  if (!el.isConnected) return null;
  const tabBar = el.querySelector('.tab-bar');
  el.innerHTML = markup;
  if (tabBar) el.appendChild(tabBar);
  // Figures already in are written before the view first paints; later ones (perhaps in while it painted) after.
  const inBefore = known !== undefined;
  if (known) write(known);
  await whenDrawn(el);
  if (!inBefore && figures && write(await figures)) await whenDrawn(el);
  return el.isConnected ? el.querySelector<HTMLImageElement>('img[loading="eager"][src]') : null;
}
