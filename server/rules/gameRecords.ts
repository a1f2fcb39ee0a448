import type { Db, DbCtx } from '../db/types';
import { page, paging } from '../lib/paging';
import { fmt } from '../lib/money';
import { ymdHis } from '../lib/time';
import { UTC_OFFSET_MS } from '../lib/platformDay';
import { GAME_TYPE_KEYS, gameTypeText, pickTitle } from '../i18n/game';
import type { Lang } from '../i18n/lang';
import { apiTitle, normaliseApiCode } from './suppliers';
import { Type, type Static } from '@sinclair/typebox';
import { dateRangeSchema, oneOfStrings, openRange, Where } from './filters';

type RecordRow = {
  id: number;
  bill_no: string;
  api_name: string;
  member_id: number;
  name: string;
  bet_amount: number;
  valid_bet_amount: number;
  net_amount: number;
  status: string;
  game_type: number;
  game_name: string;
  round_no: string;
  play_detail: string;
  wager_detail: string;
  game_result: string;
  bet_time: number;
  created_at: number;
  is_fs: number;
};

/** `timezone: 'na'` dates are read at UTC−5, thirteen hours behind the platform's own clock. */
const NA_SHIFT_MS = UTC_OFFSET_MS + 5 * 3600_000;

/**
 * The name of a record's game in `lang`. Records name their game by its code (the simulated suppliers and
 * the seed write it so); one the game list knows reads in the reader's language, any other as written.
 */
function gameNameIn(db: Db, r: RecordRow, lang: Lang): string {
  const g = db
    .prepare('SELECT name, en_name, name_json FROM game_lists WHERE api_name = ? AND game_code = ?')
    .get(r.api_name, r.game_name) as { name: string; en_name: string; name_json: string } | undefined;
  if (!g) return r.game_name;
  return (g.name_json && pickTitle(g.name_json, lang)) || (lang.startsWith('zh') ? g.name : g.en_name);
}

/** The platform's GameRecord model with its supplier-style camelCase columns. */
export function gameRecordOut(db: Db, r: RecordRow, lang: Lang, shiftMs = 0) {
  const settled = ymdHis(new Date(r.created_at));
  return {
    id: r.id,
    rowid: r.id,
    billNo: r.bill_no,
    api_name: r.api_name,
    member_id: r.member_id,
    name: r.name,
    playerName: r.name,
    betAmount: fmt(r.bet_amount),
    validBetAmount: fmt(r.valid_bet_amount),
    netAmount: fmt(r.net_amount),
    status: r.status,
    gameType: r.game_type,
    gameName: gameNameIn(db, r, lang),
    roundNo: r.round_no,
    playDetail: r.play_detail,
    wagerDetail: r.wager_detail,
    gameResult: r.game_result,
    betTime: ymdHis(new Date(r.bet_time - shiftMs)),
    lastUpdateTime: settled,
    confirmTime: settled,
    recalcuTime: null,
    stringex: '',
    result: '',
    remark: '',
    is_fs: r.is_fs,
    is_fd: 0,
    is_ml_use: 0,
    created_at: settled,
    updated_at: settled,
    api_name_text: apiTitle(db, r.api_name, lang),
    game_type_text: gameTypeText(r.game_type, lang),
  };
}

/** A bet-record query: supplier, game type, bet or settle period, time zone, unpaid only, page. */
export const recordQuerySchema = Type.Object({
  api_name: Type.Optional(Type.String({ maxLength: 20 })),
  gameType: Type.Optional(Type.String({ maxLength: 3 })),
  betTime: Type.Optional(dateRangeSchema),
  created_at: Type.Optional(dateRangeSchema),
  timezone: Type.Optional(oneOfStrings(['cn', 'na', ''])),
  unpayOnly: Type.Optional(Type.String({ maxLength: 5 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type RecordQuery = Static<typeof recordQuerySchema>;

/** One member's bet records with the platform's page, statistic, apis and gametypes (/game/record and /team/gamerecord). */
export function listGameRecords(ctx: DbCtx, memberId: number, q: RecordQuery, lang: Lang, path: string) {
  const shift = q.timezone === 'na' ? NA_SHIFT_MS : 0;
  const w = new Where().add('member_id = ?', memberId);
  if (q.api_name) w.add('api_name = ?', normaliseApiCode(q.api_name));
  w.int('game_type', q.gameType);
  w.range('bet_time', openRange(q.betTime, 'betTime', lang, shift));
  w.range('created_at', openRange(q.created_at, 'created_at', lang, shift));
  // The validator has made it a string: `true` and `1` arrive as 'true' and '1'.
  if (q.unpayOnly === '1' || q.unpayOnly === 'true') w.add("status = 'X'");
  const { page: p, limit, offset } = paging(q);
  const agg = ctx.db
    .prepare(
      `SELECT COUNT(*) AS n, SUM(bet_amount) AS bet, SUM(valid_bet_amount) AS valid, SUM(net_amount) AS net FROM game_records ${w}`,
    )
    .get(...w.params) as { n: number; bet: number | null; valid: number | null; net: number | null };
  const rows = ctx.db
    .prepare(`SELECT * FROM game_records ${w} ORDER BY bet_time DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...w.params, limit, offset) as RecordRow[];
  const monthAgo = ctx.clock.now().getTime() - 30 * 86400_000;
  const apis = (
    ctx.db
      .prepare('SELECT DISTINCT api_name FROM game_records WHERE member_id = ? AND created_at > ? ORDER BY api_name')
      .all(memberId, monthAgo) as { api_name: string }[]
  ).map((r) => r.api_name);
  // The platform answers integer 0 for a SUM over no rows and a decimal string otherwise.
  const sum = (v: number | null) => (agg.n ? fmt(v ?? 0) : 0);
  return {
    data: page(
      rows.map((r) => gameRecordOut(ctx.db, r, lang, shift)),
      agg.n,
      p,
      q.limit ?? limit,
      path,
    ),
    statistic: { sum_bet_amount: sum(agg.bet), sum_valid_bet_amount: sum(agg.valid), sum_net_amount: sum(agg.net) },
    apis,
    gametypes: GAME_TYPE_KEYS.map((k) => ({ key: k, value: gameTypeText(k, lang) })),
  };
}
