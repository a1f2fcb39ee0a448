import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { textsOf, type Lang } from '../i18n/lang';
import { fail } from '../lib/errors';
import { dayOf, today } from '../lib/platformDay';
import { tBonus } from '../i18n/bonus';
import { move } from './ledger';
import { awardWallet } from './levels';
import type { OwnRows } from './ownRows';

export type SignRow = {
  id: number;
  day: string;
  streak: number;
  streak_start: string;
  money: number;
  created_at: number;
};
export type AwardRow = { id: number; award_id: number; days: number; money: number; created_at: number };
export type StreakAward = { id: number; days: number; money: number };

/** The member's sign-ins and streak awards, newest first, as their history pages list them. */
export const SIGN_HISTORY: Omit<OwnRows, 'path'> = {
  table: 'daily_bonus',
  columns: 'id, day, streak, money, created_at',
  order: 'day DESC',
};
export const AWARD_HISTORY: Omit<OwnRows, 'path'> = {
  table: 'daily_bonus_awards',
  columns: 'id, award_id, days, money, created_at',
  order: 'id DESC',
};

function signOf(db: Db, memberId: number, day: string): SignRow | undefined {
  return db.prepare('SELECT * FROM daily_bonus WHERE member_id = ? AND day = ?').get(memberId, day) as
    SignRow | undefined;
}

/** The live streak: today's if signed, else yesterday's (still unbroken), else none. */
export function streakOf(db: Db, clock: Clock, memberId: number) {
  const t = today(clock);
  const row = signOf(db, memberId, t.day) ?? signOf(db, memberId, dayOf(t.start - 1).day);
  return { days: row?.streak ?? 0, start: row?.streak_start ?? null, todayChecked: row?.day === t.day };
}

/**
 * Signs the member in for today, once a day: the streak continues when yesterday was signed, and the reward
 * is that of the streak day (the last one repeats), paid into the award wallet (money log 5). Must run in the
 * caller's transaction (commit).
 */
export function signToday(db: Db, clock: Clock, memberId: number, lang: Lang): { money: number; streak: number } {
  const t = today(clock);
  if (signOf(db, memberId, t.day)) fail(400, tBonus(lang, 'signedToday'));
  const prev = signOf(db, memberId, dayOf(t.start - 1).day);
  const streak = prev ? prev.streak + 1 : 1;
  const reward = db
    .prepare('SELECT money FROM sign_in_rewards WHERE day <= ? ORDER BY day DESC LIMIT 1')
    .get(streak) as { money: number } | undefined;
  const money = reward?.money ?? 0;
  const now = clock.now().getTime();
  const info = db
    .prepare('INSERT INTO daily_bonus (member_id, day, streak, streak_start, money, created_at) VALUES (?,?,?,?,?,?)')
    .run(memberId, t.day, streak, prev ? prev.streak_start : t.day, money, now);
  if (money > 0) {
    move(db, clock, {
      memberId,
      wallet: awardWallet(db),
      delta: money,
      operateType: 5,
      description: textsOf(tBonus, 'logSign'),
      modelName: 'DailyBonus',
      modelId: Number(info.lastInsertRowid),
    });
  }
  return { money, streak };
}

/** The days of this month (UTC+8) the member signed in, as day numbers. */
export function signedDaysThisMonth(db: Db, clock: Clock, memberId: number): number[] {
  const month = today(clock).day.slice(0, 7);
  const rows = db
    .prepare('SELECT day FROM daily_bonus WHERE member_id = ? AND day LIKE ? ORDER BY day')
    .all(memberId, `${month}-%`) as { day: string }[];
  return rows.map((r) => Number(r.day.slice(8, 10)));
}

/** The streak awards, shortest streak first. */
export function streakAwards(db: Db): StreakAward[] {
  return db.prepare('SELECT id, days, money FROM sign_in_awards ORDER BY days').all() as StreakAward[];
}

/** The awards the member already took in the streak that started on `streakStart`. */
export function claimedAwards(db: Db, memberId: number, streakStart: string | null): Set<number> {
  if (!streakStart) return new Set();
  const rows = db
    .prepare('SELECT award_id FROM daily_bonus_awards WHERE member_id = ? AND streak_start = ?')
    .all(memberId, streakStart) as { award_id: number }[];
  return new Set(rows.map((r) => r.award_id));
}

/** The reward of each streak day. */
export function dayRewards(db: Db): Array<{ day: number; money: number }> {
  return db.prepare('SELECT day, money FROM sign_in_rewards ORDER BY day').all() as Array<{
    day: number;
    money: number;
  }>;
}

/**
 * Takes a streak award: once per streak (the table's unique key decides), when the live streak has reached
 * its days; paid into the award wallet (money log 5). Must run in the caller's transaction (commit).
 */
export function claimStreakAward(db: Db, clock: Clock, memberId: number, awardId: number, lang: Lang): StreakAward {
  const award = db.prepare('SELECT id, days, money FROM sign_in_awards WHERE id = ?').get(awardId) as
    StreakAward | undefined;
  if (!award) fail(400, tBonus(lang, 'awardMissing'));
  const s = streakOf(db, clock, memberId);
  if (!s.start || s.days < award.days) fail(400, tBonus(lang, 'notEnoughDays'));
  const r = db
    .prepare(
      'INSERT OR IGNORE INTO daily_bonus_awards (member_id, award_id, streak_start, days, money, created_at) VALUES (?,?,?,?,?,?)',
    )
    .run(memberId, award.id, s.start, award.days, award.money, clock.now().getTime());
  if (!r.changes) fail(400, tBonus(lang, 'awardTaken'));
  if (award.money > 0) {
    move(db, clock, {
      memberId,
      wallet: awardWallet(db),
      delta: award.money,
      operateType: 5,
      description: textsOf(tBonus, 'logStreak', { days: award.days }),
      modelName: 'DailyBonusAward',
      modelId: Number(r.lastInsertRowid),
    });
  }
  return award;
}
