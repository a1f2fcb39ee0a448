/**
 * The early shell's figures, a file of its own (`js/fill.*.js`): the early script loads it only for a drawn
 * screen with slots (the build marks those in #route-shells), so the code it takes, the one money formatter among
 * it, is not written into every page. Loaded, it offers `fillFigures` and the reads it draws from.
 */
import { FILLED_ATTRIBUTE, fillHtmlSlots, fillSlots } from '@/lib/fillSlots';
import { fillRows, rowPatterns, type ListFigures } from '@/lib/fillRows';
import { fillPattern } from '@/lib/textPattern';
import { LOCALE_TAGS, type Locale } from '@i18n/localeTags';
import { hasMorePages } from '@/lib/pagedList';
import { toMemberState, type MemberState } from '@/state/memberState';
import { memberFigures } from '@/state/memberFigures';
import type { RowFigures } from '@/state/recordFigures';
import type { MemberInfo } from '@/api/authApi';
import { platformDate } from '@/lib/signCalendar';
import { declaredLists } from './declaredLists';
import { addressOf, success, type Address, type EarlyAnswers, type Sentence } from './declaration';

/** Every drawn screen's lists, and its public reads' figures (their declarations, src/features/**\/*.drawn.ts). */
const { lists: LISTS, figures: READ_FIGURES } = declaredLists();

/**
 * The lists a screen's reads answered, as rows of figures, and the figures the screen shows beside them; a
 * visitor's (`member` null) only where the list is a public read's.
 */
function listFigures(
  el: HTMLElement,
  reads: EarlyAnswers['reads'],
  lang: Locale,
  member: MemberState | null,
  address: Address,
) {
  const lists: Record<string, ListFigures> = {};
  let view: RowFigures = {};
  const today = platformDate(Date.now());
  for (const [name, spec] of Object.entries(LISTS)) {
    const body = success(reads[spec.read]);
    if (!body || (!member && !spec.visitor)) continue;
    const patterns = rowPatterns(el, spec.patterns ?? name);
    const say: Sentence = (sentence, values) => fillPattern(patterns[sentence] ?? '', values, LOCALE_TAGS[lang]);
    const page = spec.rows(body, say, { member, reads, address, today, lang });
    if (!page) continue;
    lists[name] = { rows: page.rows, more: hasMorePages(page.list) };
    view = { ...view, ...page.view };
  }
  return { lists, view };
}

/** The member of the member's info, or null: no info (a failed read, a renewed token) or a demo player. */
function memberOf(info: unknown): MemberState | null {
  const data = (info as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object') return null;
  const member = toMemberState(data as MemberInfo);
  return member.is_demo === 1 ? null : member;
}

/** The figures of the public reads that answered (a setting). */
function readFigures(reads: EarlyAnswers['reads'], address: Address): RowFigures {
  let figures: RowFigures = {};
  for (const [read, figuresOf] of Object.entries(READ_FIGURES)) {
    const body = success(reads[read]);
    if (body) figures = { ...figures, ...figuresOf(body, address) };
  }
  return figures;
}

/**
 * Writes the early answers' figures into the slots under `el`: a public read's (a declaration's `figures`), a
 * list's rows and the screen's figures beside them (a declaration's `lists`, from the screen's reads; a visitor's only from
 * a public read), and for a member the member's own (state/memberFigures, from the member's info), and marks `el` filled (components/earlyShell waits
 * for the app's slots). HTML slots are written only with `clean`, the sanitiser, which the filler that has it
 * passes (src/early/fillHtml.ts). False, with nothing written, when there was nothing to write, or for a member
 * without info or a demo player (whose card differs: the app draws it).
 */
export function fillFigures(
  el: HTMLElement,
  answers: EarlyAnswers,
  lang: string,
  viewport: number,
  clean?: (html: string) => string,
): boolean {
  const member = answers.member ? memberOf(answers.info) : null;
  if (answers.member && !member) return false;
  // The page's address is read once, for every list and figure of the view (and today's date once, for its lists).
  const address = addressOf(location.hash);
  const { lists, view } = listFigures(el, answers.reads, lang as Locale, member, address);
  // The rows first: a list's view (a form around its rows) has slots of its own, filled with the member's next.
  const rows = fillRows(el, lists, viewport);
  const own = member ? memberFigures(member) : {};
  const values = { ...readFigures(answers.reads, address), ...own, ...view };
  const figures = fillSlots(el, values) + (clean ? fillHtmlSlots(el, values, clean) : 0);
  if (!figures && !rows) return false;
  el.setAttribute(FILLED_ATTRIBUTE, '');
  return true;
}

/** The public read every screen sends (early/homeReads): a member's view does not wait for it. */
const EVERY_SCREEN_READ = 'system/configs/site';

/**
 * The reads the figures come from, besides the member's info: a drawn view waits for these and no others. A
 * member's view waits for its lists' reads and its screen's own public reads (the credit rules, an activity), not
 * the one every screen sends (the site's settings), which a visitor's view is drawn from too.
 */
export const FILL_READS: FillReads = {
  member: [
    ...new Set([
      ...Object.values(LISTS).flatMap((spec) => [spec.read, ...(spec.needs ?? [])]),
      ...Object.keys(READ_FIGURES).filter((read) => read !== EVERY_SCREEN_READ),
    ]),
  ],
  visitor: [...Object.keys(READ_FIGURES), ...Object.values(LISTS).flatMap((spec) => (spec.visitor ? [spec.read] : []))],
};

/** The reads a member's view and a visitor's wait for. */
export type FillReads = Readonly<Record<'member' | 'visitor', readonly string[]>>;

/** The filler as the early script takes it: the function, and the reads it draws from. */
export type Filler = { fill: typeof fillFigures; reads: FillReads };

/** Where the loaded file leaves it for the early script (src/early/shellDraw.ts loadEarlyFile). */
export type FillerHolder = { __earlyFill?: Filler };

(globalThis as FillerHolder).__earlyFill = { fill: fillFigures, reads: FILL_READS };
