import { DAY_MS, UTC_OFFSET_MS, dayStart, fromLocal } from '../lib/platformDay';

export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

/**
 * The limit window an instant falls in, [start, end) in epoch ms: the platform's day, its week (from Monday 00:00)
 * and its calendar month, all on the UTC+8 wall clock, whatever zone the server runs in.
 */
export function windowOf(period: Period, ms: number): { start: number; end: number } {
  const day = dayStart(ms);
  if (period === 'day') return { start: day, end: day + DAY_MS };
  if (period === 'week') {
    // getUTCDay of the shifted midnight is the platform's weekday (0 Sunday … 6 Saturday)
    const weekday = new Date(day + UTC_OFFSET_MS).getUTCDay();
    const start = day - ((weekday + 6) % 7) * DAY_MS;
    return { start, end: start + 7 * DAY_MS };
  }
  const t = new Date(ms + UTC_OFFSET_MS);
  const y = t.getUTCFullYear();
  const m = t.getUTCMonth() + 1;
  return { start: fromLocal(y, m, 1), end: m === 12 ? fromLocal(y + 1, 1, 1) : fromLocal(y, m + 1, 1) };
}

/** The instant `months` calendar months after `ms` on the platform's wall clock (the 31st clamps to the month's end). */
export function addMonths(ms: number, months: number): number {
  const t = new Date(ms + UTC_OFFSET_MS);
  const total = t.getUTCMonth() + months;
  const y = t.getUTCFullYear() + Math.floor(total / 12);
  const m = ((total % 12) + 12) % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = Math.min(t.getUTCDate(), last);
  return (
    Date.UTC(y, m, d, t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds(), t.getUTCMilliseconds()) - UTC_OFFSET_MS
  );
}
