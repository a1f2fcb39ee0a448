/**
 * A tiny script that runs before the app's bundles have downloaded: for a visitor, it asks the browser
 * to start the opening screen's reads at once (`<link rel=preload as=fetch>`; sent here instead when a drawn
 * view's figures come from them), so they travel while the framework code is still on its way. The app's own
 * calls then pick up these answers; nothing is sent twice. For a member (a token cookie) it sends those reads
 * itself, with the one every member screen starts with, the member's own info (with the member's token), and
 * once that has answered, the opening screen's own reads (early/memberOpeningReads); the app takes the answers
 * (api/earlyReads). For any other opening route it preloads that route's lazy files, listed by the build in the
 * #route-files data block. A visitor opening /Login also gets the form's first captcha asked for here (see
 * api/earlyCaptcha). On a screen the build drew (#route-shells), that view is fetched and drawn first, and the
 * entry runs once it is on screen. Then it runs the app's entry, which index.html has been downloading all
 * along: for a visitor opening home or the login form, once the shell's opening image is on screen; for a
 * member, once the member's own read has been sent (home: once the banner is on screen); otherwise at once (see
 * earlyEntry).
 */
import { earlyReadKey, earlyReadUrls, memberInfoUrl } from './homeReads';
import type { MemberOpeningRead } from './memberOpeningReads';
import { requestEarlyCaptcha, wantsEarlyCaptcha } from '@/api/earlyCaptcha';
import { drawEarlyShell, fetchShellFiles, fillEarlyShell, loadEarlyFile } from './shellDraw';
import type { DrawnCode } from './drawn';
import type { Filler } from './fill';
import { hasEarlyRead, startEarlyRead, type EarlyReadInit } from '@/api/earlyReads';
import { holdEntry } from './entry';
import {
  dataBlock,
  storedLang,
  currentRoute,
  preload,
  routeFiles,
  preloadRouteFiles,
  screenShell,
  preloadRouteTexts,
  routeTitle,
  preloadCatalog,
} from './openingRoute';
import { LOCALE_TAGS } from '@i18n/localeTags';
import { readToken } from '@/api/tokenCookie';
import { appConfigOf, type AppConfig } from '@/api/apiBase';

function hasToken(): boolean {
  return readToken() !== '';
}

/** The home-screen name and icon label in the member's language (the default manifest is Simplified Chinese). */
function localiseManifest(): void {
  const lang = storedLang();
  if (lang === 'zh_cn') return;
  // A new link element, not a changed address: the browser reads the manifest when a manifest link appears.
  const old = document.querySelector('link[rel="manifest"]');
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `manifest.${lang}.webmanifest`;
  if (old) old.replaceWith(link);
  else document.head.appendChild(link);
}

type EarlyConfig = AppConfig;

/** A screen without reads of its own (or whose list could not be had). */
const NO_READS = { reads: [], afterInfo: [], noDemo: false, agentOnly: false };

/** app-config.json, read once for both this script and the app (which picks up this promise). */
async function loadConfig(): Promise<EarlyConfig> {
  try {
    return appConfigOf(await (await fetch('app-config.json', { cache: 'no-cache' })).json());
  } catch {
    return appConfigOf(null);
  }
}

/**
 * Sends the opening reads; settles once they have gone out, with the member's own info on its way (`info`, null
 * for a visitor) and the answers of the screen's own reads by call path (`answers`). A visitor's are preloaded,
 * unless their answers are to be kept (`keep`: a drawn view's figures come from them).
 */
async function preloadReads(
  config: Promise<EarlyConfig>,
  keep: boolean,
  drawnCode: Promise<DrawnCode | null> | null,
): Promise<{
  info: Promise<unknown> | null;
  answers: Record<string, Promise<unknown>>;
}> {
  const token = readToken();
  let info: Promise<unknown> | null = null;
  const answers: Record<string, Promise<unknown>> = {};
  const { apiBase } = await config;
  const route = currentRoute();
  // Every member screen starts with the member's own info (the app asks for it at start, with the token), then
  // with the screen's own reads, sent once that info says the member may open it (early/memberOpeningReads).
  if (token) {
    // A renewed token in the answer (docs/platform-api.md#tokens) spends the one sent: the app sends the screen's reads itself.
    const infoUrl = memberInfoUrl(apiBase, storedLang());
    const infoRead = { method: 'POST', body: '{}' } as const;
    info = new Promise<unknown>((resolve) =>
      startEarlyRead(infoUrl, (body, headers) => resolve(headers?.get('authorization') ? null : body), Date.now(), {
        ...infoRead,
        token,
      }),
    );
    // Every screen with reads of its own is one the build drew: its list of them comes with the drawn view's code,
    // in while the member's info is on its way (a test holds the list to the drawn screens).
    const code = await drawnCode;
    // On a slow network the entry's cap can let the app start before that code is in: the app, which asks for the
    // member's info first, has then taken this read (or it failed, and the app sends its own), and it sends the
    // screen's reads itself. None is sent twice.
    if (!hasEarlyRead(infoUrl, infoRead.method, infoRead.body)) return { info, answers };
    const screen = code?.openingReads(location.hash, apiBase, storedLang()) ?? NO_READS;
    // The member's info when it lets the member open the screen, else null.
    const opener = info.then((me) => (code?.mayOpen(me, screen.noDemo, screen.agentOnly) ? me : null));
    const after = opener.then((me) => me !== null);
    // Each answer is kept for the drawn view's figures too (a list's rows); one not sent or failed is null.
    const send = (read: MemberOpeningRead, init: Partial<EarlyReadInit> = {}) =>
      new Promise<unknown>((resolve) =>
        startEarlyRead(read.url, (body, headers) => resolve(headers?.get('authorization') ? null : body), Date.now(), {
          method: read.method,
          body: read.body,
          token,
          ...init,
        }),
      );
    for (const read of screen.reads) answers[read.path] = send(read, { after });
    // A read whose body the info gives is sent as soon as it is in: before the app, which waits for the same answer
    // to know the member, can ask.
    for (const { path, read } of screen.afterInfo)
      answers[path] = opener.then((me) => (me === null ? null : send(read(me))));
  }
  const search = location.hash.split('?')[1] ?? '';
  for (const href of earlyReadUrls(route, apiBase, storedLang(), location.hostname, search)) {
    if (hasEarlyRead(href)) continue;
    // A member's app sends these with the member's token, which a preload cannot carry: the read is sent here
    // and handed to the app (a public answer serves any session, api/earlyReads). Its answer is kept for the drawn
    // view's figures too (the withdrawal form's limits, the site's name); a preload's answer is the app's alone.
    if (token || keep)
      answers[earlyReadKey(href, apiBase)] = new Promise<unknown>((resolve) => startEarlyRead(href, resolve));
    else preload(href, 'fetch');
  }
  // A POST cannot be preloaded by a link; it is sent now, before the settings say whether it is needed (a
  // captcha the settings turn off is simply never shown).
  if (!token && wantsEarlyCaptcha(route)) requestEarlyCaptcha(apiBase, storedLang());
  return { info, answers };
}

// First, so that nothing below (nor its failure) can keep the app from starting.
const entry = holdEntry();
let opening: Promise<HTMLImageElement | null> | null = null;
try {
  // The page's language before anything paints: the style sheet picks each language's fonts by it, so the
  // shell's words have the widths the app's will have (the app keeps it in step with the member's choice).
  document.documentElement.lang = LOCALE_TAGS[storedLang()];
  localiseManifest();
  const member = hasToken();
  const files = routeFiles();
  const { url: shellUrl, filler, drawn: drawnFile } = screenShell(member);
  const styles = shellUrl ? files.filter((f) => f.endsWith('.css')) : [];
  const config = loadConfig();
  (window as unknown as { __earlyAppConfig?: Promise<EarlyConfig> }).__earlyAppConfig = config;
  // The shell first, and its own reads (home's banners) before the preloads and before the app can ask.
  const shell = drawEarlyShell(currentRoute(), member, storedLang(), config, routeTitle(member));
  // A drawn view's slots are filled from the reads below (the member's own figures from the member's info, a list's
  // rows from the screen's read of it) by a file of its own: asked for before the app's files, which the first paint
  // does not wait for.
  const fillerCode = filler ? loadEarlyFile<Filler>(filler, entry.nonce, '__earlyFill') : null;
  // The drawn view's own code (src/early/drawn.ts) likewise, only on a screen the build drew.
  const drawnCode = shellUrl ? loadEarlyFile<DrawnCode>(drawnFile, entry.nonce, '__earlyDrawn') : null;
  preloadCatalog();
  preloadRouteFiles(files.filter((f) => !styles.includes(f)));
  preloadRouteTexts();
  const reads = preloadReads(config, filler !== '', drawnCode);
  // A screen the build drew: its markup and style sheets (the app finds the sheets there), asked for once the
  // member's reads have gone out, which the screen's figures wait for and which must not queue behind them.
  const drawn = drawnCode
    ? reads.then(async ({ info, answers }) => {
        const files = fetchShellFiles(shellUrl, styles);
        const code = await drawnCode;
        if (!code || !shell) return null;
        code.answerTaps(shell.el, String(dataBlock<Record<string, string>>('not-ready')[storedLang()] ?? ''));
        const fill = fillerCode
          ? { member, info: info ?? Promise.resolve(null), reads: answers, filler: fillerCode }
          : null;
        return code.draw(shell, files, fill);
      })
    : null;
  const captcha = reads.then(() => fillEarlyShell(shell));
  // Home's banner is its largest paint for visitors and members alike: the entry runs once it is on screen
  // (a member's own info is on its way meanwhile, asked for above). On other member screens the entry runs as
  // soon as the member's own read has gone out (one config answer away), since the framework's start-up holds
  // the page for a while and the read would wait behind it.
  if (shell?.kind === 'home') opening = shell.banner;
  else if (member) opening = reads.then(() => null);
  if (!member && shell?.kind === 'login') opening = captcha;
  // A screen the build drew is what the member sees first: the framework's start-up waits until it is on
  // screen, with the picture it opens on when it has one (a few kilobytes against the entry's hundred; the entry's
  // cap still holds).
  if (drawn) opening = Promise.all([opening, drawn]).then(([, picture]) => picture);
} finally {
  entry.startAfter(opening);
}
