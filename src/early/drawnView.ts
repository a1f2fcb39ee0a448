/**
 * A drawn screen's view, its figures and its answer to an early tap: the code only a screen the build drew needs, a
 * file of its own (src/early/drawn.ts, `js/drawn.*.js`), so the script written into every page stays without it.
 */
import { whenDrawn } from './entry';
import type { DrawnShell, ShellFiles } from './shellDraw';
import type { Filler } from './fill';
import type { EarlyAnswers } from './declaration';

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

/** A drawn view with server HTML's slots (lib/fillSlots `slot({ html })`). */
const HTML_SLOT = / data-fill-html=/;

/**
 * A screen's opening view as the build drew it (src/app/screenShells.tsx), in place of the generic nav bar and
 * skeleton: drawn once its markup and the screen's own style sheets are in (`files`, asked for by the early script:
 * src/early/shellDraw.ts fetchShellFiles), if the app has not taken over by then (and both could be had). A view with slots (lib/fillSlots) is given its figures (`fill`: the member's own, a list's rows, a
 * setting) once all its reads are in: before it first paints when they are in by then, else as soon as they are
 * (a view with server HTML is drawn only once they are). Settles once the drawn view has painted (with its
 * figures, when they came), or when given up, with the picture it opens on (a card's cover, loaded at once: the
 * early script waits for it to be on screen too, as for home's banner), or null.
 */
export async function drawScreenShell(
  shell: DrawnShell | null,
  files: ShellFiles,
  fill: ViewFill | null = null,
): Promise<HTMLImageElement | null> {
  if (!shell || (shell.kind !== 'page' && shell.kind !== 'tabPage')) return null;
  const el = shell.el;
  const figures = fill ? answersOf(fill) : null;
  let known: [EarlyAnswers, Filler | null] | undefined;
  void figures?.then((f) => (known = f));
  const write = ([answers, filler]: [EarlyAnswers, Filler | null]) =>
    Boolean(filler && el.isConnected && filler.fill(el, answers, shell.lang, window.innerHeight));
  const markup = await files.markup;
  // Unstyled, the view would be a flash of bare markup: without its style sheets the skeleton stays.
  if (markup === null || !(await files.sheets).every(Boolean) || !el.isConnected) return null;
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
