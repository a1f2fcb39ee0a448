import { Type } from '@sinclair/typebox';
import type { Db } from '../db/types';
import type { Lang } from '../i18n/lang';
import { fail } from '../lib/errors';
import { fmt, toCents } from '../lib/money';
import { tTeam } from '../i18n/team';
import { GAME_TYPES, isGameType } from './gameTypes';
import { gameTypeText } from '../i18n/game';

export type RateInput = { game_type: number; rate: string | number };

/** Rates sit in hundredths of a percent for comparison; stored and sent as "0.80". */
const hundredths = (r: string | number) => toCents(String(r));

export function isDirectChild(db: Db, agentId: number, childId: number): boolean {
  return Boolean(db.prepare('SELECT 1 FROM members WHERE id = ? AND top_id = ?').get(childId, agentId));
}

/** SQL for the whole downline of `?` (every level below), as a CTE named team. */
export const TEAM_CTE =
  'WITH RECURSIVE team(id) AS (SELECT id FROM members WHERE top_id = ? UNION SELECT m.id FROM members m JOIN team t ON m.top_id = t.id)';

export function ratesOf(db: Db, memberId: number): Map<number, string> {
  const rows = db.prepare('SELECT game_type, rate FROM agent_fd_rates WHERE member_id = ?').all(memberId) as {
    game_type: number;
    rate: string;
  }[];
  return new Map(rows.map((r) => [r.game_type, r.rate]));
}

/** System lowest rates are the rows of member 0. */
export const sysLow = (db: Db) => ratesOf(db, 0);

export function rateList(lang: Lang, rates: Map<number, string>, withMember?: number) {
  return GAME_TYPES.filter((t) => rates.has(t)).map((t) => ({
    ...(withMember !== undefined ? { member_id: withMember } : {}),
    game_type: t,
    rate: rates.get(t) as string,
    game_type_text: gameTypeText(t, lang),
  }));
}

/**
 * Checks rates an agent hands down: known game types, two decimals, not below the system lowest and
 * not above the agent's own rate. `all` demands one rate for every game type.
 */
export function checkRates(db: Db, lang: Lang, agentId: number, input: RateInput[], all: boolean): Map<number, string> {
  const out = new Map<number, string>();
  for (const r of input) {
    const h = hundredths(r.rate);
    if (!isGameType(r.game_type) || h === null || h < 0 || !/^\d{1,3}(\.\d{1,2})?$/.test(String(r.rate)))
      fail(422, tTeam(lang, 'allRates'));
    out.set(Number(r.game_type), fmt(h));
  }
  if (all && GAME_TYPES.some((t) => !out.has(t))) fail(400, tTeam(lang, 'allRates'));
  const own = ratesOf(db, agentId);
  const low = sysLow(db);
  for (const [t, rate] of out) {
    const h = hundredths(rate) as number;
    const mine = hundredths(own.get(t) ?? '0') as number;
    const min = hundredths(low.get(t) ?? '0') as number;
    if (h > mine) fail(400, tTeam(lang, 'rateHigh', { type: gameTypeText(t, lang), rate: own.get(t) ?? '0.00' }));
    if (h < min) fail(400, tTeam(lang, 'rateLow', { type: gameTypeText(t, lang), rate: low.get(t) ?? '0.00' }));
  }
  return out;
}

export const RATES_SCHEMA = Type.Array(
  Type.Object({ game_type: Type.Integer(), rate: Type.String({ maxLength: 8 }) }),
  { maxItems: 20 },
);
