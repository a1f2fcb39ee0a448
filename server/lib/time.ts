/** The platform sends two date forms: 'Y-m-d H:i:s' (most models) and ISO-8601 UTC with microseconds. */
export type Clock = { now(): Date; offsetMs: number };

export function makeClock(): Clock {
  const clock: Clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  return clock;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Y-m-d H:i:s' in the platform's local time (UTC+8, as the real backend runs). */
export function ymdHis(d: Date): string {
  const t = new Date(d.getTime() + 8 * 3600_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

export function ymd(d: Date): string {
  return ymdHis(d).slice(0, 10);
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
    const t = Date.UTC(+y, +mo - 1, +d, +h - 8, +mi, +se);
    return Number.isNaN(t) ? null : new Date(t);
  }
  if (/^\d{4}-\d{2}-\d{2}T.*Z$/.test(s)) {
    const t = Date.parse(s);
    return Number.isNaN(t) ? null : new Date(t);
  }
  return null;
}
