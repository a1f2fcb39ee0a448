/** The sign-in calendar in platform time (UTC+8): this month's days, the ones signed, and the reward ahead. */

const PLATFORM_OFFSET_MS = 8 * 3600_000;

export type PlatformDate = { year: number; month: number; day: number };
export type DayCell = { day: number; signed: boolean; today: boolean; future: boolean };

/** The platform's calendar date of an instant; month is 1–12. */
export function platformDate(ms: number): PlatformDate {
  const t = new Date(ms + PLATFORM_OFFSET_MS);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Weeks of the month (Sunday first), blanks before the 1st and after the last day. */
export function monthWeeks(date: PlatformDate, signedDays: readonly number[]): Array<Array<DayCell | null>> {
  const signed = new Set(signedDays);
  const first = new Date(Date.UTC(date.year, date.month - 1, 1)).getUTCDay();
  const total = daysInMonth(date.year, date.month);
  const cells: Array<DayCell | null> = Array.from({ length: first }, () => null);
  for (let d = 1; d <= total; d += 1)
    cells.push({ day: d, signed: signed.has(d), today: d === date.day, future: d > date.day });
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<DayCell | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Days of this month signed so far (the server may list a day twice or days past today: neither counts). */
export function signedCount(date: PlatformDate, signedDays: readonly number[]): number {
  return new Set(signedDays.filter((d) => Number.isInteger(d) && d >= 1 && d <= date.day)).size;
}

/** The reward of a streak day: the reward table's day, the last one repeating beyond it. */
export function rewardOfDay<R extends { day: number }>(rewards: readonly R[], streakDay: number): R | null {
  const reached = rewards.filter((r) => r.day <= streakDay).sort((a, b) => b.day - a.day);
  return reached[0] ?? null;
}

/** What signing today pays: the reward of tomorrow's streak day when today is not signed yet, else nothing. */
export function todaysReward<R extends { day: number }>(
  rewards: readonly R[],
  streak: number,
  todayChecked: boolean,
): R | null {
  return todayChecked ? null : rewardOfDay(rewards, Math.max(0, streak) + 1);
}

/** Days of signing still needed before a streak award can be claimed. */
export function daysToAward(awardDays: number, streak: number): number {
  return Math.max(0, awardDays - Math.max(0, streak));
}
