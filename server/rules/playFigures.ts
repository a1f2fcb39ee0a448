import type { Db } from '../db/types';
import type { Cents } from '../lib/money';
import { DAY_MS, dayStart, localDate } from '../lib/platformDay';
import { windowOf } from './playWindows';

const sum = (db: Db, sql: string, ...args: unknown[]): Cents =>
  Number((db.prepare(sql).get(...args) as { s: number | null }).s ?? 0);

/** Gross deposits in [start, end): every recharge asked for that was not rejected (status 1 waiting, 2 approved). */
export function depositsIn(db: Db, memberId: number, start: number, end: number): Cents {
  return sum(
    db,
    'SELECT SUM(money) AS s FROM recharges WHERE member_id = ? AND status IN (1, 2) AND created_at >= ? AND created_at < ?',
    memberId,
    start,
    end,
  );
}

/** Net loss in [start, end): stakes minus returns of settled rounds (negative when the member is ahead). */
export function lossIn(db: Db, memberId: number, start: number, end: number): Cents {
  return -sum(
    db,
    'SELECT SUM(net_amount) AS s FROM game_records WHERE member_id = ? AND created_at >= ? AND created_at < ?',
    memberId,
    start,
    end,
  );
}

export type PlayFigures = { stakes: Cents; returns: Cents; net: Cents };

/** Stakes, returns (stake plus net of each round) and net result of the rounds settled in [start, end). */
export function playIn(db: Db, memberId: number, start: number, end: number): PlayFigures {
  const r = db
    .prepare(
      'SELECT SUM(bet_amount) AS stakes, SUM(net_amount) AS net FROM game_records WHERE member_id = ? AND created_at >= ? AND created_at < ?',
    )
    .get(memberId, start, end) as { stakes: number | null; net: number | null };
  const stakes = Number(r.stakes ?? 0);
  const net = Number(r.net ?? 0);
  return { stakes, returns: stakes + net, net };
}

export type StatementRow = PlayFigures & { label: string; deposits: Cents; withdrawals: Cents };

function rowOf(db: Db, memberId: number, label: string, start: number, end: number): StatementRow {
  const deposits = sum(
    db,
    'SELECT SUM(money) AS s FROM recharges WHERE member_id = ? AND status = 2 AND created_at >= ? AND created_at < ?',
    memberId,
    start,
    end,
  );
  const withdrawals = sum(
    db,
    'SELECT SUM(money) AS s FROM drawings WHERE member_id = ? AND status = 2 AND created_at >= ? AND created_at < ?',
    memberId,
    start,
    end,
  );
  return { label, deposits, withdrawals, ...playIn(db, memberId, start, end) };
}

/** The activity statement: the last 12 platform months and the last 30 platform days, newest first. */
export function statementOf(db: Db, memberId: number, now: number): { months: StatementRow[]; days: StatementRow[] } {
  const months: StatementRow[] = [];
  let at = now;
  for (let i = 0; i < 12; i += 1) {
    const w = windowOf('month', at);
    months.push(rowOf(db, memberId, localDate(w.start).slice(0, 7), w.start, w.end));
    at = w.start - 1;
  }
  const days: StatementRow[] = [];
  const today = dayStart(now);
  for (let i = 0; i < 30; i += 1) {
    const start = today - i * DAY_MS;
    days.push(rowOf(db, memberId, localDate(start), start, start + DAY_MS));
  }
  return { months, days };
}
