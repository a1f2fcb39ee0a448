import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/context';
import type { Lang } from '../../i18n/lang';
import { ok, fail, page, paging } from '../../http/envelope';
import { fmt, fmtNum } from '../../lib/money';
import { parseDate, ymdHis } from '../../lib/time';
import { gameTypeText, GAME_TYPES } from '../../rules/gameTypes';
import { isDirectChild, requireAgent } from '../../rules/team';
import { operateTypeText, tTeam } from '../../i18n/team';

const d = (ms: number | null) => (ms === null ? null : ymdHis(new Date(ms)));
const RANGE = { type: 'array', minItems: 2, maxItems: 2, items: { type: 'string', maxLength: 32 } };
const MONTH = 30 * 86400_000;

/** An open interval (a, b) from two date strings, as the platform's convertWhere reads `*_at` arrays. */
function range(lang: Lang, v: string[] | undefined): [number, number] | null {
  if (!v) return null;
  const a = parseDate(v[0]);
  const b = parseDate(v[1]);
  if (!a || !b) fail(422, tTeam(lang, 'badRange'));
  return [a.getTime(), b.getTime()];
}

type LogRow = { id: number; member_id: number; money: number; money_before: number; money_after: number; money_type: string; number_type: number;
  operate_type: number; user_id: number; model_name: string; model_id: number; description: string; remark: string; created_at: number };

type GameRow = { id: number; bill_no: string; api_name: string; member_id: number; name: string; bet_amount: number; valid_bet_amount: number;
  net_amount: number; status: string; game_type: number; game_name: string; round_no: string; play_detail: string; wager_detail: string;
  game_result: string; bet_time: number; created_at: number; is_fs: number };

/** moneylog and gamerecord of a direct downline member, shaped like /moneylog and /game/record. */
export function registerTeamRecords(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const child = (req: Parameters<typeof requireAgent>[1], memberId: number) => {
    const me = requireAgent(ctx, req);
    if (!isDirectChild(db, me.id, memberId)) fail(400, tTeam(req.lang, 'notChild'));
  };

  api.post('/team/moneylog', {
    schema: { body: { type: 'object', required: ['member_id', 'created_at'], properties: {
      member_id: { type: 'integer', minimum: 1 }, created_at: RANGE, operate_type: { type: 'string', pattern: '^\\d{0,3}$' },
      money_type: { type: 'string', enum: ['', 'money', 'fs_money'] }, page: { type: 'integer', minimum: 1, maximum: 100000 },
      limit: { type: 'integer', minimum: 1, maximum: 100 } } } },
  }, async (req) => {
    const b = req.body as { member_id: number; created_at: string[]; operate_type?: number | string; money_type?: string; page?: number; limit?: number };
    child(req, b.member_id);
    const [from, to] = range(req.lang, b.created_at) as [number, number];
    const where = ['member_id = ?', 'created_at > ?', 'created_at < ?'];
    const args: unknown[] = [b.member_id, from, to];
    if (b.operate_type !== undefined && b.operate_type !== '') { where.push('operate_type = ?'); args.push(Number(b.operate_type)); }
    if (b.money_type) { where.push('money_type = ?'); args.push(b.money_type); }
    const w = `WHERE ${where.join(' AND ')}`;
    const { page: current, limit, offset } = paging(b);
    const stats = db.prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(money), 0) AS s, COALESCE(SUM(money * number_type), 0) AS v FROM money_logs ${w}`)
      .get(...args) as { n: number; s: number; v: number };
    const rows = db.prepare(`SELECT * FROM money_logs ${w} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, limit, offset) as LogRow[];
    const walletText = (t: string) => (t === 'fs_money' ? tTeam(req.lang, 'walletFs') : tTeam(req.lang, 'walletMoney'));
    const data = rows.map((r) => ({
      ...r, money: fmt(r.money), money_before: fmt(r.money_before), money_after: fmt(r.money_after), created_at: d(r.created_at),
      updated_at: d(r.created_at), deleted_at: null, operate_type_text: operateTypeText(req.lang, r.operate_type), money_type_text: walletText(r.money_type),
    }));
    const seen = db.prepare('SELECT DISTINCT operate_type FROM money_logs WHERE member_id = ? AND created_at > ? ORDER BY operate_type')
      .all(b.member_id, ctx.clock.now().getTime() - MONTH) as { operate_type: number }[];
    return ok({
      data: page(data, stats.n, current, b.limit ?? 10, '/api/team/moneylog'),
      operate_type: seen.map((s) => ({ key: s.operate_type, value: operateTypeText(req.lang, s.operate_type) })),
      statistic: { sum_money: fmtNum(stats.s), valid_money: fmtNum(stats.v) },
      money_type: { money: tTeam(req.lang, 'walletMoney'), fs_money: tTeam(req.lang, 'walletFs') },
    });
  });

  api.post('/team/gamerecord', {
    schema: { body: { type: 'object', required: ['member_id'], properties: {
      member_id: { type: 'integer', minimum: 1 }, api_name: { type: 'string', maxLength: 32 }, gameType: { type: 'integer' },
      betTime: RANGE, created_at: RANGE, page: { type: 'integer', minimum: 1, maximum: 100000 }, limit: { type: 'integer', minimum: 1, maximum: 100 } } } },
  }, async (req) => {
    const b = req.body as { member_id: number; api_name?: string; gameType?: number; betTime?: string[]; created_at?: string[]; page?: number; limit?: number };
    child(req, b.member_id);
    const where = ['member_id = ?'];
    const args: unknown[] = [b.member_id];
    if (b.api_name) { where.push('api_name = ?'); args.push(b.api_name); }
    if (b.gameType) { where.push('game_type = ?'); args.push(b.gameType); }
    const bet = range(req.lang, b.betTime);
    if (bet) { where.push('bet_time > ? AND bet_time < ?'); args.push(...bet); }
    const paid = range(req.lang, b.created_at);
    if (paid) { where.push('created_at > ? AND created_at < ?'); args.push(...paid); }
    const w = `WHERE ${where.join(' AND ')}`;
    const { page: current, limit, offset } = paging(b);
    const stats = db.prepare(`SELECT COUNT(*) AS n, SUM(bet_amount) AS bet, SUM(valid_bet_amount) AS valid, SUM(net_amount) AS net FROM game_records ${w}`)
      .get(...args) as { n: number; bet: number | null; valid: number | null; net: number | null };
    const rows = db.prepare(`SELECT * FROM game_records ${w} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, limit, offset) as GameRow[];
    const data = rows.map((r) => ({
      id: r.id, rowid: r.id, billNo: r.bill_no, api_name: r.api_name, member_id: r.member_id, name: r.name, playerName: r.name,
      betAmount: fmt(r.bet_amount), validBetAmount: fmt(r.valid_bet_amount), netAmount: fmt(r.net_amount), status: r.status, gameType: r.game_type,
      roundNo: r.round_no, playDetail: r.play_detail, wagerDetail: r.wager_detail, gameResult: r.game_result, betTime: d(r.bet_time),
      lastUpdateTime: d(r.created_at), confirmTime: d(r.created_at), recalcuTime: null, stringex: '', result: '', remark: '',
      is_fs: r.is_fs, is_fd: 0, is_ml_use: 0, created_at: d(r.created_at), updated_at: d(r.created_at),
      api_name_text: r.api_name, game_type_text: gameTypeText(req.lang, r.game_type),
    }));
    const apis = db.prepare('SELECT DISTINCT api_name FROM game_records WHERE member_id = ? AND created_at > ? ORDER BY api_name')
      .all(b.member_id, ctx.clock.now().getTime() - MONTH) as { api_name: string }[];
    const sum = (v: number | null) => (v === null ? 0 : fmt(v));
    return ok({
      data: page(data, stats.n, current, b.limit ?? 10, '/api/team/gamerecord'),
      statistic: { sum_bet_amount: sum(stats.bet), sum_valid_bet_amount: sum(stats.valid), sum_net_amount: sum(stats.net) },
      apis: apis.map((a) => a.api_name), gametypes: GAME_TYPES.map((t) => ({ key: t, value: gameTypeText(req.lang, t) })),
    });
  });
}
