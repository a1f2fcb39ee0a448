/**
 * The early shell's figures, a file of its own (`js/fill.*.js`): the early script loads it only for a drawn
 * screen with slots (the build marks those in #route-shells), so the code it takes, the one money formatter among
 * it, is not written into every page. Loaded, it offers `fillFigures`.
 */
import { FILLED_ATTRIBUTE, fillSlots } from './lib/fillSlots';
import { fillRows, rowPatterns, type ListFigures } from './lib/fillRows';
import { fillPattern } from './lib/textPattern';
import { methodFigures, type MethodKind } from './state/methodFigures';
import type { MoneyLang } from './lib/moneyText';
import { hasMorePages, type PagedList } from './lib/pagedList';
import { toMemberState, type MemberState } from './state/memberState';
import { cardChoiceFigures, chosenCardFigures, drawingLimits, withdrawFigures } from './state/withdrawFigures';
import { configValue, configsAnswer } from './api/configAnswers';
import type { MemberBank } from './api/bankApi';
import type { Notice } from './api/systemApi';
import { noticeFigures } from './state/noticeFigures';
import { memberFigures } from './state/memberFigures';
import { FILLED_LISTS } from './state/filledLists';
import { inboxFigures, inboxViewFigures } from './state/mailFigures';
import { inboxAnswer } from './api/mailAnswers';
import {
  GAME_RECORD_TOTALS,
  MONEY_LOG_TOTALS,
  SUM_TOTALS,
  totalsFigures,
  gameRecordFigures,
  moneyLogFigures,
  paymentFigures,
  rechargeSub,
  type RowFigures,
} from './state/recordFigures';
import { sumAnswer } from './api/listAnswers';
import { asArray } from './lib/jsonShapes';
import type { Payment, RechargeRecord } from './api/rechargeApi';
import { gameRecordsAnswer, moneyLogAnswer } from './api/recordAnswers';
import type { Envelope } from './api/baseQuery';
import type { MemberInfo } from './api/authApi';

/** What the early script read for a drawn screen: the member's info, and the screen's own reads by call path. */
export type EarlyAnswers = { info: unknown; reads: Readonly<Record<string, unknown>> };

/** A list's page as a drawn screen shows it: its rows' figures, and the screen's own figures from it (`view`). */
type ListPage = { list: PagedList<unknown>; rows: RowFigures[]; view?: RowFigures };

/** A sentence of the drawn list's own, with its values in (lib/textPattern). */
type Sentence = (sentence: string, values?: Record<string, string>) => string;

/** The other answers a list's view may need: the member (null for none) and the screen's reads. */
type Context = { member: MemberState; reads: EarlyAnswers['reads'] };

type ListSpec = {
  read: string;
  rows: (body: Envelope, lang: MoneyLang, say: Sentence, context: Context) => ListPage;
};

/** A list the platform sends whole, as one page. */
const wholeList = <T>(items: T[]): PagedList<T> => ({ items, loadedPage: 1, lastPage: 1, total: items.length });

/** The withdrawal form's cards and figures, when its reads say the member goes straight to the form. */
const withdrawForm: ListSpec['rows'] = (body, lang, say, { member, reads }) => {
  const cards = asArray<MemberBank>(body.data);
  const basic = success(reads['system/configs/basic']);
  const drawing = success(reads['system/configs/drawing']);
  const none = { list: wholeList([]), rows: [] };
  // The form's checks (features/withdraw): a real name, a drawing password and a card; else a step comes first.
  if (!basic || !drawing || !cards.length || !member.realname.trim() || !member.has_qk_pwd) return none;
  const { min, max } = drawingLimits(configValue(configsAnswer(basic), 'drawing_money_size_json'));
  const facts = {
    name: member.name,
    available: member.money,
    mlMoney: member.ml_money,
    feePercent: configValue(configsAnswer(drawing), 'ml_drawing_percent'),
    min,
    max,
  };
  return {
    list: wholeList(cards),
    rows: cards.map((card, i) => cardChoiceFigures(card, i === 0)),
    view: { ...withdrawFigures(facts, lang, say), ...chosenCardFigures(cards[0]) },
  };
};

/** A method group's rows (state/methodFigures). */
const methods =
  (kind: MethodKind): ListSpec['rows'] =>
  (body, lang, say) => {
    const items = asArray<Payment>(body.data);
    return { list: wholeList(items), rows: items.map((p) => methodFigures(p, kind, lang, say)) };
  };

/** Each list a drawn screen may hold: the read its first page comes from, and its rows as the app reads them. */
const LISTS: Record<string, ListSpec> = {
  [FILLED_LISTS.gameRecords]: {
    read: 'game/record',
    rows: (body, lang) => {
      const list = gameRecordsAnswer(body);
      const view = totalsFigures(GAME_RECORD_TOTALS, list, lang);
      return { list, rows: list.items.map((r) => gameRecordFigures(r, lang)), view };
    },
  },
  [FILLED_LISTS.recharges]: {
    read: 'recharge/list',
    rows: (body, lang) => {
      const list = sumAnswer<RechargeRecord>(body);
      const view = totalsFigures(SUM_TOTALS, list, lang);
      return { list, rows: list.items.map((r) => paymentFigures(r, rechargeSub(r), lang)), view };
    },
  },
  [FILLED_LISTS.inbox]: {
    read: 'member/message/list',
    rows: (body) => {
      const list = inboxAnswer(body);
      return { list, rows: list.items.map(inboxFigures), view: inboxViewFigures(list) };
    },
  },
  [FILLED_LISTS.onlineMethods]: { read: 'payment/online/list', rows: methods('online') },
  [FILLED_LISTS.companyMethods]: { read: 'payment/normal/list', rows: methods('company') },
  [FILLED_LISTS.withdrawCards]: { read: 'member/bank', rows: withdrawForm },
  [FILLED_LISTS.notices]: {
    read: 'system/notices',
    rows: (body) => {
      const items = asArray<Notice>(body.data);
      return { list: wholeList(items), rows: items.map(noticeFigures) };
    },
  },
  [FILLED_LISTS.moneyLog]: {
    read: 'moneylog',
    rows: (body, lang) => {
      const list = moneyLogAnswer(body);
      const view = totalsFigures(MONEY_LOG_TOTALS, list, lang);
      return { list, rows: list.items.map((r) => moneyLogFigures(r, lang)), view };
    },
  },
};

/** The envelope of a successful answer (contract §1.1), or null. */
function success(answer: unknown): Envelope | null {
  return answer && typeof answer === 'object' && (answer as Envelope).status === 'success'
    ? (answer as Envelope)
    : null;
}

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
 * member's info) and a list's rows (state/recordFigures, from the screen's read of it), and marks `el` filled
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
  ...new Set([...Object.values(LISTS).map((spec) => spec.read), 'system/configs/basic', 'system/configs/drawing']),
];

/** The filler as the early script takes it: the function, and the reads it draws from. */
export type Filler = { fill: typeof fillFigures; reads: readonly string[] };

/** Where the loaded file leaves it for the early script (src/earlyShellDraw.ts loadFiller). */
export type FillerHolder = { __earlyFill?: Filler };

(globalThis as FillerHolder).__earlyFill = { fill: fillFigures, reads: FILL_READS };
