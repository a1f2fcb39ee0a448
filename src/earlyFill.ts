/**
 * The early shell's figures, a file of its own (`js/fill.*.js`): the early script loads it only for a drawn
 * screen with slots (the build marks those in #route-shells), so the code it takes, the one money formatter among
 * it, is not written into every page. Loaded, it offers `fillFigures`.
 */
import { FILLED_ATTRIBUTE, fillRows, fillSlots, type ListFigures } from './lib/fillSlots';
import type { MoneyLang } from './lib/moneyText';
import { hasMorePages, type PagedList } from './lib/pagedList';
import { toMemberState } from './state/memberState';
import { memberFigures } from './state/memberFigures';
import { FILLED_LISTS, gameRecordFigures, moneyLogFigures, type RowFigures } from './state/recordFigures';
import { gameRecordsAnswer, moneyLogAnswer } from './api/recordAnswers';
import type { Envelope } from './api/baseQuery';
import type { MemberInfo } from './api/authApi';

/** What the early script read for a drawn screen: the member's info, and the screen's own reads by call path. */
export type EarlyAnswers = { info: unknown; reads: Readonly<Record<string, unknown>> };

type ListSpec = {
  read: string;
  rows: (body: Envelope, lang: MoneyLang) => { list: PagedList<unknown>; rows: RowFigures[] };
};

/** Each list a drawn screen may hold: the read its first page comes from, and its rows as the app reads them. */
const LISTS: Record<string, ListSpec> = {
  [FILLED_LISTS.gameRecords]: {
    read: 'game/record',
    rows: (body, lang) => {
      const list = gameRecordsAnswer(body);
      return { list, rows: list.items.map((r) => gameRecordFigures(r, lang)) };
    },
  },
  [FILLED_LISTS.moneyLog]: {
    read: 'moneylog',
    rows: (body, lang) => {
      const list = moneyLogAnswer(body);
      return { list, rows: list.items.map((r) => moneyLogFigures(r, lang)) };
    },
  },
};

/** The envelope of a successful answer (contract §1.1), or null. */
function success(answer: unknown): Envelope | null {
  return answer && typeof answer === 'object' && (answer as Envelope).status === 'success'
    ? (answer as Envelope)
    : null;
}

/** The lists a screen's reads answered, as rows of figures. */
function listFigures(reads: EarlyAnswers['reads'], lang: MoneyLang): Record<string, ListFigures> {
  const lists: Record<string, ListFigures> = {};
  for (const [name, spec] of Object.entries(LISTS)) {
    const body = success(reads[spec.read]);
    if (!body) continue;
    const { list, rows } = spec.rows(body, lang);
    lists[name] = { rows, more: hasMorePages(list) };
  }
  return lists;
}

/**
 * Writes the early answers' figures into the slots under `el`: the member's own (state/memberFigures, from the
 * member's info) and a list's rows (state/recordFigures, from the screen's read of it), and marks `el` filled
 * (components/earlyShell waits for the app's slots). False, with nothing written, when there was nothing to write,
 * or for a demo player (whose card differs: the app draws it).
 */
export function fillFigures(el: HTMLElement, answers: EarlyAnswers, lang: string, viewport: number): boolean {
  const data = (answers.info as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object') return false;
  const member = toMemberState(data as MemberInfo);
  if (member.is_demo === 1) return false;
  const figures = fillSlots(el, memberFigures(member, lang as MoneyLang));
  const rows = fillRows(el, listFigures(answers.reads, lang as MoneyLang), viewport);
  if (!figures && !rows) return false;
  el.setAttribute(FILLED_ATTRIBUTE, '');
  return true;
}

export type FillFigures = typeof fillFigures;

/** Where the loaded file leaves it for the early script (src/earlyShellDraw.ts loadFiller). */
export type FillerHolder = { __earlyFill?: FillFigures };

(globalThis as FillerHolder).__earlyFill = fillFigures;
