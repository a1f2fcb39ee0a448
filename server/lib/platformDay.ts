/**
 * The platform keeps UTC+8 time, as the real backend does, whatever zone the server runs in: every
 * local date, time of day and day boundary is worked out here, on the UTC fields of a shifted Date,
 * so the host's own zone never leaks in.
 */
export const UTC_OFFSET_MS = 8 * 3600_000;
export const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The platform's wall-clock reading of an instant: read it with the getUTC* methods. */
function wallClock(ms: number): Date {
  return new Date(ms + UTC_OFFSET_MS);
}

/** 'Y-m-d' of the platform day an instant falls in. */
export function localDate(ms: number): string {
  const t = wallClock(ms);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** 'H:i:s' on the platform's wall clock. */
export function localTime(ms: number): string {
  const t = wallClock(ms);
  return `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** The instant the platform's wall clock reads this date and time (month 1–12); NaN when out of range. */
export function fromLocal(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - UTC_OFFSET_MS;
}

/** Start (local midnight) of the platform day an instant falls in, in epoch ms. */
export function dayStart(ms: number): number {
  const local = ms + UTC_OFFSET_MS;
  // the remainder taken non-negative, so instants before 1970 still land on their own midnight
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - UTC_OFFSET_MS;
}

/** The platform day an instant falls in: its 'Y-m-d' and its [start, end) in epoch ms. */
export function dayOf(ms: number): { day: string; start: number; end: number } {
  const start = dayStart(ms);
  return { day: localDate(start), start, end: start + DAY_MS };
}

/** The platform day the clock is in now. */
export function today(clock: { now(): Date }) {
  return dayOf(clock.now().getTime());
}
