/*
 * Team chart and report over the agent's whole downline (every level below). Where the real platform
 * names a figure without defining it:
 *   recharge / total_recharge  approved deposits; total_online those paid online (payment_type online_*)
 *   drawing / total_drawing    approved withdrawals
 *   game_record / total_validbet_amount  valid bets of settled rounds
 *   win / total_shuyin         the members' net win/loss on those rounds
 *   fanshui / total_fanshui    rebates credited (money log 4)
 *   hongli / total_hongli      bonuses credited (money logs 2, 5–8, 10, 13, 15, 20–22, 25–29)
 *   total_other                admin adjustments (money log 1, signed)
 *   total_sy                   the platform's result: −(members' win/loss) − bonuses − rebates
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../../http/typeProvider';
import { dateRangeSchema } from '../../rules/filters';
import type { Ctx } from '../../http/context';
import type { Lang } from '../../i18n/lang';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { fmt } from '../../lib/money';
import { parseDate } from '../../lib/time';
import { TEAM_CTE } from '../../rules/team';
import { requireAgent } from './agent';
import { DAY_MS, dayOf, today } from '../../lib/platformDay';
import { tTeam } from '../../i18n/team';

const BONUS_TYPES = [2, 5, 6, 7, 8, 10, 13, 15, 20, 21, 22, 25, 26, 27, 28, 29];
const IN_TEAM = 'member_id IN (SELECT id FROM team)';
const WHEN_RECHARGE = 'COALESCE(confirm_at, created_at)';

type Figure = { table: string; value: string; time: string; where: string };
const FIGURES: Record<string, Figure> = {
  recharge: { table: 'recharges', value: 'money', time: WHEN_RECHARGE, where: 'status = 2' },
  online: {
    table: 'recharges',
    value: 'money',
    time: WHEN_RECHARGE,
    where: "status = 2 AND payment_type LIKE 'online_%'",
  },
  drawing: { table: 'drawings', value: 'money', time: 'COALESCE(confirm_at, created_at)', where: 'status = 2' },
  valid: { table: 'game_records', value: 'valid_bet_amount', time: 'created_at', where: "status != 'X'" },
  win: { table: 'game_records', value: 'net_amount', time: 'created_at', where: "status != 'X'" },
  fanshui: { table: 'money_logs', value: 'money * number_type', time: 'created_at', where: 'operate_type = 4' },
  hongli: {
    table: 'money_logs',
    value: 'money * number_type',
    time: 'created_at',
    where: `operate_type IN (${BONUS_TYPES.join(',')})`,
  },
  other: {
    table: 'money_logs',
    value: 'money * number_type',
    time: 'created_at',
    where: "operate_type = 1 AND money_type IN ('money', 'fs_money')",
  },
};

/** "a~b" or [a, b]; a date without a time covers that whole day. */
function period(lang: Lang, v: unknown): [number, number] {
  const parts = Array.isArray(v) ? v : typeof v === 'string' ? v.split('~') : [];
  if (parts.length !== 2) fail(422, tTeam(lang, 'badRange'));
  const [a, b] = parts.map((p) => String(p).trim());
  const from = parseDate(a);
  const to = parseDate(b);
  if (!from || !to) fail(422, tTeam(lang, 'badRange'));
  const end = /^\d{4}-\d{2}-\d{2}$/.test(b) ? to.getTime() + DAY_MS : to.getTime();
  if (end < from.getTime()) fail(422, tTeam(lang, 'badRange'));
  return [from.getTime(), end];
}

/** The period: one string, or a pair of strings (from, to). */
const reportBody = Type.Object({ created_at: Type.Union([Type.String({ maxLength: 64 }), dateRangeSchema]) });

export function registerTeamReports(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;
  const total = (f: Figure, agentId: number, from: number, to: number): number =>
    (
      db
        .prepare(
          `${TEAM_CTE} SELECT COALESCE(SUM(${f.value}), 0) AS s FROM ${f.table} WHERE ${IN_TEAM} AND ${f.where} AND ${f.time} >= ? AND ${f.time} < ?`,
        )
        .get(agentId, from, to) as { s: number }
    ).s;
  const byDay = (f: Figure, agentId: number, from: number, to: number): Map<number, number> => {
    const rows = db
      .prepare(
        `${TEAM_CTE} SELECT CAST((${f.time} - ?) / ${DAY_MS} AS INTEGER) AS d, SUM(${f.value}) AS s FROM ${f.table}
      WHERE ${IN_TEAM} AND ${f.where} AND ${f.time} >= ? AND ${f.time} < ? GROUP BY d`,
      )
      .all(agentId, from, from, to) as { d: number; s: number }[];
    return new Map(rows.map((r) => [r.d, r.s]));
  };

  api.post('/team/chart', async (req) => {
    const me = requireAgent(ctx, req);
    const end = today(ctx.clock).end;
    const from = end - 15 * DAY_MS;
    const series = Object.fromEntries(
      ['recharge', 'drawing', 'valid', 'win', 'fanshui', 'hongli'].map((k) => [k, byDay(FIGURES[k], me.id, from, end)]),
    );
    const data = Array.from({ length: 15 }, (_, i) => {
      const v = (k: string) => fmt(series[k].get(i) ?? 0);
      return {
        date: dayOf(from + i * DAY_MS).day,
        recharge: v('recharge'),
        drawing: v('drawing'),
        game_record: v('valid'),
        win: v('win'),
        fanshui: v('fanshui'),
        hongli: v('hongli'),
      };
    });
    return ok({ data });
  });

  api.post(
    '/team/report',
    {
      schema: { body: reportBody },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const [from, to] = period(req.lang, req.body.created_at);
      const t = (k: string) => total(FIGURES[k], me.id, from, to);
      const win = t('win');
      const hongli = t('hongli');
      const fanshui = t('fanshui');
      const count = (sql: string, ...args: unknown[]) =>
        (db.prepare(`${TEAM_CTE} ${sql}`).get(me.id, ...args) as { n: number }).n;
      return ok({
        data: {
          total_recharge: fmt(t('recharge')),
          total_drawing: fmt(t('drawing')),
          total_validbet_amount: fmt(t('valid')),
          total_online: fmt(t('online')),
          total_count: count('SELECT COUNT(*) AS n FROM team'),
          active_count: count(
            `SELECT COUNT(DISTINCT member_id) AS n FROM game_records WHERE ${IN_TEAM} AND created_at >= ? AND created_at < ?`,
            from,
            to,
          ),
          total_shuyin: fmt(win),
          total_hongli: fmt(hongli),
          total_fanshui: fmt(fanshui),
          total_other: fmt(t('other')),
          new_member_count: count(
            'SELECT COUNT(*) AS n FROM members WHERE id IN (SELECT id FROM team) AND created_at >= ? AND created_at < ?',
            from,
            to,
          ),
          total_sy: fmt(-win - hongli - fanshui),
        },
      });
    },
  );
}
