/**
 * The lists a drawn screen may hold (state/filledLists), for the early shell's figure filler (src/earlyFill.ts): for
 * each, the read its first page comes from, and its rows and the screen's figures beside them, read from the answer
 * as the app reads it (api/*Answers) and written as the app writes them (state/*Figures).
 */
import type { MoneyLang } from './lib/moneyText';
import { listFromPage, type PagedList } from './lib/pagedList';
import { asArray, asObject } from './lib/jsonShapes';
import type { MemberState } from './state/memberState';
import { FILLED_LISTS } from './state/filledLists';
import { methodFigures, type MethodKind } from './state/methodFigures';
import { cardChoiceFigures, chosenCardFigures, drawingLimits, withdrawFigures } from './state/withdrawFigures';
import { noticeFigures } from './state/noticeFigures';
import { fsHeadFigures, fsLineFigures } from './state/rebateFigures';
import { gameListAnswer, gameListOf } from './api/gameListAnswers';
import { gameListTitle, supplierGameFigures } from './state/gameFigures';
import { redbagFigures, redbagRowFigures, signRowFigures } from './state/bonusFigures';
import { bankCardFigures } from './state/bankFigures';
import { planCardFigures } from './state/yuebaoFigures';
import { vipFigures } from './state/vipFigures';
import {
  activityCardFigures,
  activityPageFigures,
  applyShown,
  hallCardFigures,
  hallMarqueeFigures,
  promotionChipFigures,
  promotionsView,
} from './state/activityFigures';
import { inboxFigures, inboxViewFigures } from './state/mailFigures';
import {
  GAME_RECORD_TOTALS,
  MONEY_LOG_TOTALS,
  SUM_TOTALS,
  gameRecordFigures,
  moneyLogFigures,
  paymentFigures,
  rechargeSub,
  totalsFigures,
  type RowFigures,
  type TotalSpec,
} from './state/recordFigures';
import { siteFigures } from './state/siteFigures';
import { creditRuleFigures } from './state/creditRuleFigures';
import { inviteCodeOf, parseRegisterSettings, registerFigures } from './state/registerSettings';
import { configValue, configsAnswer } from './api/configAnswers';
import { sumAnswer } from './api/listAnswers';
import { inboxAnswer } from './api/mailAnswers';
import { activityHallAnswer } from './api/activityAnswers';
import { fsListAnswer } from './api/rebateAnswers';
import { vipsOf } from './api/vipAnswers';
import { awardsOf, redbagOf, signMonthOf } from './api/bonusAnswers';
import type { PlatformDate } from './lib/signCalendar';
import { awardFigures, calendarFigures, rewardFigures, signHeadFigures } from './state/signFigures';
import { gameRecordsAnswer, moneyLogAnswer } from './api/recordAnswers';
import type { Envelope } from './api/baseQuery';
import type { MemberBank } from './api/bankApi';
import type { Notice } from './api/systemApi';
import type { Payment, RechargeRecord } from './api/rechargeApi';
import type { Activity, ActivitySummary } from './api/activityApi';
import type { RedbagRecord, SignRecord } from './api/bonusApi';
import type { YuebaoPlan } from './api/yuebaoApi';

/**
 * What the early script read for a drawn screen: whether a member opened it, the member's info (null for a visitor),
 * and the screen's own reads by call path.
 */
export type EarlyAnswers = { member: boolean; info: unknown; reads: Readonly<Record<string, unknown>> };

/** A sentence of the drawn list's own, with its values in (lib/textPattern). */
export type Sentence = (sentence: string, values?: Record<string, string>) => string;

/** The envelope of a successful answer (contract §1.1), or null. */
export function success(answer: unknown): Envelope | null {
  return answer && typeof answer === 'object' && (answer as Envelope).status === 'success'
    ? (answer as Envelope)
    : null;
}

/** Reads a list's view needs besides its own: the withdrawal form's limits and fee. */
export const LIST_EXTRA_READS = ['system/configs/basic', 'system/configs/drawing'] as const;

/** A list's page as a drawn screen shows it: its rows' figures, and the screen's own figures from it (`view`). */
type ListPage = { list: PagedList<unknown>; rows: RowFigures[]; view?: RowFigures };

/** The page's address as a drawn view reads it: its path, and its search (a filter the member chose, an invite's code). */
export type Address = { path: string; search: URLSearchParams };

/** The address of a page's hash (`#/Main/activity?type=2`). */
export function addressOf(hash: string): Address {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  return { path, search: new URLSearchParams(search) };
}

/**
 * What else a list's view may need: the member (null for a visitor), the screen's reads, the page's address, and
 * the platform's date today (the sign-in's calendar), read once for the whole view.
 */
type Context = { member: MemberState | null; reads: EarlyAnswers['reads']; address: Address; today: PlatformDate };

/**
 * A list: its read, its rows (null: not drawn, for want of another read its view needs), whether a visitor's view
 * holds it too (a public read: `visitor`), and the slot whose sentences it says, when not its own (a list within a
 * drawn view: `patterns`, the view's).
 */
type ListSpec = {
  read: string;
  visitor?: true;
  patterns?: string;
  rows: (body: Envelope, lang: MoneyLang, say: Sentence, context: Context) => ListPage | null;
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
  if (!member || !basic || !drawing || !cards.length || !member.realname.trim() || !member.has_qk_pwd) return none;
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

/** A records list: its page read as the app reads it, each row's figures, and the totals above the rows. */
const records =
  <L extends PagedList<unknown>>(
    answer: (body: Envelope) => L,
    totals: ReadonlyArray<TotalSpec<L>>,
    row: (item: L['items'][number], lang: MoneyLang) => RowFigures,
  ): ListSpec['rows'] =>
  (body, lang) => {
    const list = answer(body);
    return { list, rows: list.items.map((item) => row(item, lang)), view: totalsFigures(totals, list, lang) };
  };

/** Each list a drawn screen may hold: the read its first page comes from, and its rows as the app reads them. */
export const LISTS: Record<string, ListSpec> = {
  [FILLED_LISTS.gameRecords]: {
    read: 'game/record',
    rows: records(gameRecordsAnswer, GAME_RECORD_TOTALS, gameRecordFigures),
  },
  [FILLED_LISTS.recharges]: {
    read: 'recharge/list',
    rows: records(sumAnswer<RechargeRecord>, SUM_TOTALS, (r, lang) => paymentFigures(r, rechargeSub(r), lang)),
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
  [FILLED_LISTS.bankCards]: {
    read: 'member/bank',
    rows: (body) => {
      const cards = asArray<MemberBank>(body.data);
      return { list: wholeList(cards), rows: cards.map(bankCardFigures) };
    },
  },
  [FILLED_LISTS.notices]: {
    read: 'system/notices',
    rows: (body) => {
      const items = asArray<Notice>(body.data);
      return { list: wholeList(items), rows: items.map(noticeFigures) };
    },
  },
  [FILLED_LISTS.moneyLog]: {
    read: 'moneylog',
    rows: records(moneyLogAnswer, MONEY_LOG_TOTALS, moneyLogFigures),
  },
  [FILLED_LISTS.promotions]: {
    read: 'activities',
    visitor: true,
    rows: (body, _lang, _say, { address }) => {
      const { shown } = promotionsView(asArray<ActivitySummary>(body.data), address.search.get('type') ?? '');
      return {
        list: wholeList(shown),
        rows: shown.map((a, i) => activityCardFigures({ ...a, image: a.cover_image }, i === 0)),
      };
    },
  },
  [FILLED_LISTS.promotionTypes]: {
    read: 'activities',
    visitor: true,
    rows: (body, _lang, _say, { address }) => {
      const { categories, chosen } = promotionsView(
        asArray<ActivitySummary>(body.data),
        address.search.get('type') ?? '',
      );
      return { list: wholeList(categories), ...promotionChipFigures(categories, chosen) };
    },
  },
  [FILLED_LISTS.fsLines]: {
    read: 'fsnow/list',
    rows: (body, lang) => {
      const list = fsListAnswer(body);
      return {
        list: wholeList(list.items),
        rows: list.items.map((line) => fsLineFigures(line, lang)),
        view: fsHeadFigures(list, lang),
      };
    },
  },
  [FILLED_LISTS.signHistory]: {
    read: 'dailybonus/money/history',
    rows: (body, lang, say) => {
      const list = listFromPage<SignRecord>(body.data);
      return { list, rows: list.items.map((record) => signRowFigures(record, lang, say)) };
    },
  },
  [FILLED_LISTS.yuebaoPlans]: {
    read: 'yuebao/getMemberYuebaoList',
    rows: (body, lang, say) => {
      const plans = asArray<YuebaoPlan>(body.data);
      return { list: wholeList(plans), rows: plans.map((plan) => planCardFigures(plan, lang, say)) };
    },
  },
  [FILLED_LISTS.vipLevels]: {
    read: 'member/vips',
    rows: (body, lang, say, { member }) => {
      const table = vipsOf(body);
      // The standing is the member's own: without the member, nothing is drawn.
      if (!member) return { list: wholeList([]), rows: [] };
      const { view, levels } = vipFigures(table, member, lang, say);
      return { list: wholeList(table.levels), rows: levels, view };
    },
  },
  // Today's red packet: a view drawn whole from its read, with no rows of its own (components/RowsTemplates).
  [FILLED_LISTS.redbag]: {
    read: 'redbag/desc',
    rows: (body, lang, say) => ({ list: wholeList([]), rows: [], view: redbagFigures(redbagOf(body), lang, say) }),
  },
  [FILLED_LISTS.redbagLog]: {
    read: 'redbag/log',
    rows: (body, lang) => {
      const list = listFromPage<RedbagRecord>(body.data);
      return { list, rows: list.items.map((r) => redbagRowFigures(r, lang)) };
    },
  },
  // The daily sign-in: the head, drawn whole from both reads, with the calendar, the awards and the rewards in it.
  [FILLED_LISTS.signIn]: {
    read: 'dailybonus/award/list',
    rows: (body, lang, say, { reads, today }) => {
      const month = success(reads['dailybonus/history']);
      if (!month) return null;
      const view = signHeadFigures(today, signMonthOf(month), awardsOf(body), lang, say);
      return { list: wholeList([]), rows: [], view };
    },
  },
  [FILLED_LISTS.signWeeks]: {
    read: 'dailybonus/history',
    rows: (body, lang, _say, { today }) => {
      const { caption, weeks } = calendarFigures(today, signMonthOf(body), lang);
      return { list: wholeList(weeks), rows: weeks, view: { 'sign.caption': caption } };
    },
  },
  [FILLED_LISTS.signAwards]: {
    read: 'dailybonus/award/list',
    patterns: FILLED_LISTS.signIn,
    rows: (body, lang, say) => {
      const awards = awardsOf(body);
      return { list: wholeList(awards.list), rows: awards.list.map((a) => awardFigures(a, awards.streak, lang, say)) };
    },
  },
  [FILLED_LISTS.signRewards]: {
    read: 'dailybonus/award/list',
    patterns: FILLED_LISTS.signIn,
    rows: (body, lang, say) => {
      const awards = awardsOf(body);
      return { list: wholeList(awards.rewards), ...rewardFigures(awards, lang, say) };
    },
  },
  // A supplier's games of one type: the rows, the title its address names and the tags above them.
  [FILLED_LISTS.gameList]: {
    read: 'games/lists',
    visitor: true,
    rows: (body, _lang, say, { address }) => {
      const [, code, type] = /^\/main\/recommendgame\/([^/]+)\/([^/]+)/i.exec(address.path) ?? [];
      const { apiCode, gameType } = gameListOf(code, type);
      const list = gameListAnswer(body);
      const view = { 'game.title': gameListTitle(apiCode, say(`type.${gameType}`)), 'game.tags.class': 'game-tags' };
      return { list, rows: list.items.map(supplierGameFigures), view };
    },
  },
  [FILLED_LISTS.activityHall]: {
    read: 'act/list',
    visitor: true,
    rows: (body, _lang, say) => {
      const hall = activityHallAnswer(body);
      return {
        list: wholeList(hall.activity),
        rows: hallCardFigures(hall),
        view: hallMarqueeFigures(hall, (values) => say('marquee', values)),
      };
    },
  },
};

/**
 * Figures a drawn view shows from a public read, for visitors and members alike: by the read's call path, the
 * figures as the app writes them (from the answer, and the page's address where the screen reads it).
 */
export const READ_FIGURES: Record<string, (body: Envelope, address: Address) => RowFigures> = {
  'system/configs/site': (body) => siteFigures(configsAnswer(body)),
  'credit/rule': (body) => creditRuleFigures(asObject(body.data)),
  // The sign-up form's stars and captcha, as the site's settings ask, and an invite link's code.
  'system/configs/common': (body, { search }) =>
    registerFigures(
      parseRegisterSettings(configValue(configsAnswer(body), 'register_setting_json')),
      inviteCodeOf(search),
    ),
  // An activity's page (the hall's, /Activity/:id, or the promotions', /Main/activity/:id), as the app reads it.
  'act/:id': (body, { path }) => {
    if (!body.data || typeof body.data !== 'object') return {};
    const activity = body.data as Activity;
    return activityPageFigures(activity, applyShown(activity, /^\/activity\//i.test(path)));
  },
};
