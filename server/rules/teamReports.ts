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
import type { Db } from '../db/types';
import type { Lang } from '../i18n/lang';
import { fail } from '../lib/errors';
import { parseDate } from '../lib/time';
import { DAY_MS } from '../lib/platformDay';
import { tTeam } from '../i18n/team';
import { TEAM_CTE } from './team';

const BONUS_TYPES = [2, 5, 6, 7, 8, 10, 13, 15, 20, 21, 22, 25, 26, 27, 28, 29];
const IN_TEAM = 'member_id IN (SELECT id FROM team)';
const WHEN_RECHARGE = 'COALESCE(confirm_at, created_at)';

export type Figure = { table: string; value: string; time: string; where: string };
export const FIGURES: Record<string, Figure> = {
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
export function period(lang: Lang, v: unknown): [number, number] {
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

/** One figure summed over the agent's whole downline in [from, to), in cents. */
export function figureTotal(db: Db, f: Figure, agentId: number, from: number, to: number): number {
  return (
    db
      .prepare(
        `${TEAM_CTE} SELECT COALESCE(SUM(${f.value}), 0) AS s FROM ${f.table} WHERE ${IN_TEAM} AND ${f.where} AND ${f.time} >= ? AND ${f.time} < ?`,
      )
      .get(agentId, from, to) as { s: number }
  ).s;
}

/** One figure over the agent's whole downline, day by day from `from`: day index → sum (days without any left out). */
export function figureByDay(db: Db, f: Figure, agentId: number, from: number, to: number): Map<number, number> {
  const rows = db
    .prepare(
      `${TEAM_CTE} SELECT CAST((${f.time} - ?) / ${DAY_MS} AS INTEGER) AS d, SUM(${f.value}) AS s FROM ${f.table}
      WHERE ${IN_TEAM} AND ${f.where} AND ${f.time} >= ? AND ${f.time} < ? GROUP BY d`,
    )
    .all(agentId, from, from, to) as { d: number; s: number }[];
  return new Map(rows.map((r) => [r.d, r.s]));
}

/** Who is in the agent's whole downline: everyone, those who bet in [from, to), and those who joined then. */
export function teamHeadcount(db: Db, agentId: number, from: number, to: number) {
  const count = (sql: string, ...args: unknown[]) =>
    (db.prepare(`${TEAM_CTE} ${sql}`).get(agentId, ...args) as { n: number }).n;
  return {
    total: count('SELECT COUNT(*) AS n FROM team'),
    active: count(
      `SELECT COUNT(DISTINCT member_id) AS n FROM game_records WHERE ${IN_TEAM} AND created_at >= ? AND created_at < ?`,
      from,
      to,
    ),
    joined: count(
      'SELECT COUNT(*) AS n FROM members WHERE id IN (SELECT id FROM team) AND created_at >= ? AND created_at < ?',
      from,
      to,
    ),
  };
}
