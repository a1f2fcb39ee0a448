import { fromLocal, localDate, localTime } from './platformDay';

/** The platform sends two date forms: 'Y-m-d H:i:s' (most models) and ISO-8601 UTC with microseconds. */
export type Clock = { now(): Date; offsetMs: number };

export function makeClock(): Clock {
  const clock: Clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  return clock;
}

/** 'Y-m-d H:i:s' in the platform's local time (UTC+8, as the real backend runs). */
export function ymdHis(d: Date): string {
  return `${localDate(d.getTime())} ${localTime(d.getTime())}`;
}

/** ymdHis of an epoch-ms column that may be empty (confirm_at, dead_at …). */
export function ymdHisOrNull(ms: number | null): string | null {
  return ms === null ? null : ymdHis(new Date(ms));
}

export function ymd(d: Date): string {
  return localDate(d.getTime());
}

/** Laravel 7 default serialisation: "2020-03-15T04:00:00.000000Z". */
export function isoMicro(d: Date): string {
  return d.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** Parses 'Y-m-d H:i:s' (UTC+8) or ISO; null on junk. */
export function parseDate(s: unknown): Date | null {
  if (typeof s !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s.trim());
  if (m) {
    const [, y, mo, d, h = '0', mi = '0', se = '0'] = m;
    const t = fromLocal(+y, +mo, +d, +h, +mi, +se);
    return Number.isNaN(t) ? null : new Date(t);
  }
  if (/^\d{4}-\d{2}-\d{2}T.*Z$/.test(s)) {
    const t = Date.parse(s);
    return Number.isNaN(t) ? null : new Date(t);
  }
  return null;
}
