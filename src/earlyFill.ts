/**
 * The early shell's figures, a file of its own (`js/fill.*.js`): the early script loads it only for a drawn
 * screen with slots (the build marks those in #route-shells), so the code it takes, the one money formatter among
 * it, is not written into every page. Loaded, it offers `fillFigures` and the reads it draws from.
 */
import { FILLED_ATTRIBUTE, fillSlots } from './lib/fillSlots';
import { fillRows, rowPatterns, type ListFigures } from './lib/fillRows';
import { fillPattern } from './lib/textPattern';
import type { MoneyLang } from './lib/moneyText';
import { hasMorePages } from './lib/pagedList';
import { toMemberState, type MemberState } from './state/memberState';
import { memberFigures } from './state/memberFigures';
import type { RowFigures } from './state/recordFigures';
import type { MemberInfo } from './api/authApi';
import { LISTS, LIST_EXTRA_READS, success, type EarlyAnswers, type Sentence } from './earlyLists';

/** The lists a screen's reads answered, as rows of figures, and the figures the screen shows beside them. */
function listFigures(el: HTMLElement, reads: EarlyAnswers['reads'], lang: MoneyLang, member: MemberState) {
  const lists: Record<string, ListFigures> = {};
  let view: RowFigures = {};
  for (const [name, spec] of Object.entries(LISTS)) {
    const body = success(reads[spec.read]);
    if (!body) continue;
    const patterns = rowPatterns(el, name);
    const say: Sentence = (sentence, values) => fillPattern(patterns[sentence] ?? '', values);
    const page = spec.rows(body, lang, say, { member, reads });
    lists[name] = { rows: page.rows, more: hasMorePages(page.list) };
    view = { ...view, ...page.view };
  }
  return { lists, view };
}

/**
 * Writes the early answers' figures into the slots under `el`: the member's own (state/memberFigures, from the
 * member's info) and a list's rows and the screen's figures beside them (src/earlyLists, from the screen's reads),
 * and marks `el` filled
 * (components/earlyShell waits for the app's slots). False, with nothing written, when there was nothing to write,
 * or for a demo player (whose card differs: the app draws it).
 */
export function fillFigures(el: HTMLElement, answers: EarlyAnswers, lang: string, viewport: number): boolean {
  const data = (answers.info as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object') return false;
  const member = toMemberState(data as MemberInfo);
  if (member.is_demo === 1) return false;
  const { lists, view } = listFigures(el, answers.reads, lang as MoneyLang, member);
  // The rows first: a list's view (a form around its rows) has slots of its own, filled with the member's next.
  const rows = fillRows(el, lists, viewport);
  const figures = fillSlots(el, { ...memberFigures(member, lang as MoneyLang), ...view });
  if (!figures && !rows) return false;
  el.setAttribute(FILLED_ATTRIBUTE, '');
  return true;
}

/** The reads the figures come from, besides the member's info: a drawn view waits for these and no others. */
const FILL_READS: readonly string[] = [
  ...new Set([...Object.values(LISTS).map((spec) => spec.read), ...LIST_EXTRA_READS]),
];

/** The filler as the early script takes it: the function, and the reads it draws from. */
export type Filler = { fill: typeof fillFigures; reads: readonly string[] };

/** Where the loaded file leaves it for the early script (src/earlyShellDraw.ts loadFiller). */
export type FillerHolder = { __earlyFill?: Filler };

(globalThis as FillerHolder).__earlyFill = { fill: fillFigures, reads: FILL_READS };
