/** The platform's wall clock is UTC+8; every date is shown in it, whichever form the server used. */
const PLATFORM_OFFSET_MS = 8 * 3600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** Parses 'Y-m-d H:i:s' (platform time) or ISO-8601 UTC ('2020-03-15T04:00:00.000000Z'); null on junk. */
export function parseServerDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  const local = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', se = '0'] = local;
    const t = Date.UTC(+y, +mo - 1, +d, +h, +mi, +se) - PLATFORM_OFFSET_MS;
    return Number.isNaN(t) ? null : new Date(t);
  }
  const iso = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})$/.exec(s);
  if (iso) {
    const ms = iso[2] ? `.${iso[2].slice(0, 3).padEnd(3, '0')}` : '';
    const t = Date.parse(`${iso[1]}${ms}${iso[3]}`);
    return Number.isNaN(t) ? null : new Date(t);
  }
  return null;
}

/** 'YYYY-MM-DD HH:mm:ss' in platform time; '' when the value is not a date. */
export function formatServerDate(value: unknown): string {
  const d = parseServerDate(value);
  if (!d) return '';
  const t = new Date(d.getTime() + PLATFORM_OFFSET_MS);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** 'YYYY-MM-DD' in platform time; '' when the value is not a date. */
export function formatServerDay(value: unknown): string {
  return formatServerDate(value).slice(0, 10);
}
