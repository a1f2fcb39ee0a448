/**
 * The lists a drawn screen may hold (state/filledLists), for the early shell's figure filler (src/early/fill.ts): for
 * each, the read its first page comes from, and its rows and the screen's figures beside them, read from the answer
 * as the app reads it (api/*Answers) and written as the app writes them (state/*Figures). The bonus programmes'
 * lists are src/early/bonusLists.
 */
import type { PagedList } from '@/lib/pagedList';
import { asArray, asObject } from '@/lib/jsonShapes';
import { FILLED_LISTS } from '@/state/filledLists';
import { methodFigures, type MethodKind } from '@/state/methodFigures';
import { cardChoiceFigures, chosenCardFigures, drawingLimits, withdrawFigures } from '@/state/withdrawFigures';
import { noticeFigures } from '@/state/noticeFigures';
import { fsHeadFigures, fsLineFigures } from '@/state/rebateFigures';
import { gameListAnswer, gameListOf } from '@/api/gameListAnswers';
import { gameListTitle, supplierGameFigures } from '@/state/gameFigures';
import { bankCardFigures } from '@/state/bankFigures';
import { planCardFigures } from '@/state/yuebaoFigures';
import { vipFigures } from '@/state/vipFigures';
import {
  activityCardFigures,
  activityPageFigures,
  applyShown,
  hallCardFigures,
  hallMarqueeFigures,
  promotionChipFigures,
  promotionsView,
} from '@/state/activityFigures';
import { inboxFigures, inboxViewFigures } from '@/state/mailFigures';
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
} from '@/state/recordFigures';
import { siteFigures } from '@/state/siteFigures';
import { creditRuleFigures } from '@/state/creditRuleFigures';
import { inviteCodeOf, parseRegisterSettings, registerFigures } from '@/state/registerSettings';
import { configValue, configsAnswer } from '@/api/configAnswers';
import { sumAnswer } from '@/api/listAnswers';
import { inboxAnswer } from '@/api/mailAnswers';
import { activityHallAnswer } from '@/api/activityAnswers';
import { fsListAnswer } from '@/api/rebateAnswers';
import { vipsOf } from '@/api/vipAnswers';
import { gameRecordsAnswer, moneyLogAnswer } from '@/api/recordAnswers';
import type { MemberBank } from '@/api/bankApi';
import type { Notice } from '@/api/systemApi';
import type { Payment, RechargeRecord } from '@/api/rechargeApi';
import type { Activity, ActivitySummary } from '@/api/activityTypes';
import type { YuebaoPlan } from '@/api/yuebaoApi';
import type { Envelope } from '@/api/baseQuery';
import { chartRowsOf, childListAnswer, teamReportOf } from '@/api/teamAnswers';
import { teamOverviewFigures } from '@/state/teamFigures';
import { BONUS_LISTS } from './bonusLists';
import { success, wholeList, type Address, type ListSpec } from './listSpec';
import { opensOnForm, withdrawPrerequisites } from '@/lib/withdrawPrerequisites';

/** The withdrawal form's cards and figures, when its reads say the member goes straight to the form. */
const withdrawForm: ListSpec['rows'] = (body, say, { member, reads }) => {
  const cards = asArray<MemberBank>(body.data);
  const basic = success(reads['system/configs/basic']);
  const drawing = success(reads['system/configs/drawing']);
  const none = { list: wholeList([]), rows: [] };
  // The flow's own rule: with anything missing, a step comes before the form.
  if (!member || !basic || !drawing || !opensOnForm(withdrawPrerequisites(member, cards))) return none;
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
    view: { ...withdrawFigures(facts, say), ...chosenCardFigures(cards[0]) },
  };
};

/** A method group's rows (state/methodFigures). */
const methods =
  (kind: MethodKind): ListSpec['rows'] =>
  (body, say) => {
    const items = asArray<Payment>(body.data);
    return { list: wholeList(items), rows: items.map((p) => methodFigures(p, kind, say)) };
  };

/** A records list: its page read as the app reads it, each row's figures, and the totals above the rows. */
const records =
  <L extends PagedList<unknown>>(
    answer: (body: Envelope) => L,
    totals: ReadonlyArray<TotalSpec<L>>,
    row: (item: L['items'][number]) => RowFigures,
  ): ListSpec['rows'] =>
  (body) => {
    const list = answer(body);
    return { list, rows: list.items.map((item) => row(item)), view: totalsFigures(totals, list) };
  };

/** Each list a drawn screen may hold: the read its first page comes from, and its rows as the app reads them. */
export const LISTS: Record<string, ListSpec> = {
  [FILLED_LISTS.gameRecords]: {
    read: 'game/record',
    rows: records(gameRecordsAnswer, GAME_RECORD_TOTALS, gameRecordFigures),
  },
  [FILLED_LISTS.recharges]: {
    read: 'recharge/list',
    rows: records(sumAnswer<RechargeRecord>, SUM_TOTALS, (r) => paymentFigures(r, rechargeSub(r))),
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
  // The form's limits and fee come from the site's settings.
  [FILLED_LISTS.withdrawCards]: {
    read: 'member/bank',
    needs: ['system/configs/basic', 'system/configs/drawing'],
    rows: withdrawForm,
  },
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
    rows: (body, _say, { address }) => {
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
    rows: (body, _say, { address }) => {
      const { categories, chosen } = promotionsView(
        asArray<ActivitySummary>(body.data),
        address.search.get('type') ?? '',
      );
      return { list: wholeList(categories), ...promotionChipFigures(categories, chosen) };
    },
  },
  [FILLED_LISTS.fsLines]: {
    read: 'fsnow/list',
    rows: (body) => {
      const list = fsListAnswer(body);
      return {
        list: wholeList(list.items),
        rows: list.items.map((line) => fsLineFigures(line)),
        view: fsHeadFigures(list),
      };
    },
  },
  [FILLED_LISTS.yuebaoPlans]: {
    read: 'yuebao/getMemberYuebaoList',
    rows: (body, say) => {
      const plans = asArray<YuebaoPlan>(body.data);
      return { list: wholeList(plans), rows: plans.map((plan) => planCardFigures(plan, say)) };
    },
  },
  [FILLED_LISTS.vipLevels]: {
    read: 'member/vips',
    rows: (body, say, { member }) => {
      const table = vipsOf(body);
      // The standing is the member's own: without the member, nothing is drawn.
      if (!member) return { list: wholeList([]), rows: [] };
      const { view, levels } = vipFigures(table, member, say);
      return { list: wholeList(table.levels), rows: levels, view };
    },
  },
  ...BONUS_LISTS,
  // An agent's overview, drawn whole from its three reads (an agent's only: anyone else's view is the app's).
  [FILLED_LISTS.teamOverview]: {
    read: 'team/chart',
    needs: ['team/childlist', 'team/report'],
    rows: (body, _say, { reads }) => {
      const children = success(reads['team/childlist']);
      const report = success(reads['team/report']);
      const view =
        children && report
          ? teamOverviewFigures(childListAnswer(children).sum, chartRowsOf(body), teamReportOf(report))
          : null;
      return view && { list: wholeList([]), rows: [], view };
    },
  },
  // A supplier's games of one type: the rows, the title its address names and the tags above them.
  [FILLED_LISTS.gameList]: {
    read: 'games/lists',
    visitor: true,
    rows: (body, say, { address }) => {
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
    rows: (body, say) => {
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
