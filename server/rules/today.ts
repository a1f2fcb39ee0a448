import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import type { Cents } from '../lib/money';
import { today } from '../lib/platformDay';

/** Approved deposits dated today (by approval time when known). */
export function todayDeposits(db: Db, clock: Clock, memberId: number): Cents {
  const { start, end } = today(clock);
  return (
    db
      .prepare(
        `SELECT COALESCE(SUM(money), 0) AS s FROM recharges WHERE member_id = ? AND status = 2
    AND COALESCE(confirm_at, created_at) >= ? AND COALESCE(confirm_at, created_at) < ?`,
      )
      .get(memberId, start, end) as { s: number }
  ).s;
}

/** Settled valid bets paid out today. */
export function todayValidBets(db: Db, clock: Clock, memberId: number): Cents {
  const { start, end } = today(clock);
  return (
    db
      .prepare(
        `SELECT COALESCE(SUM(valid_bet_amount), 0) AS s FROM game_records WHERE member_id = ? AND status != 'X'
    AND created_at >= ? AND created_at < ?`,
      )
      .get(memberId, start, end) as { s: number }
  ).s;
}
