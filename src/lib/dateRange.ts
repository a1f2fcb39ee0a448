/** The date filters of every record list (docs/screens.md#numbers-and-limits): today, yesterday, within 7 days, within 30 days. */
export const DATE_PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The platform's wall clock is UTC+8: a member's "today" is the platform's calendar day. */
const PLATFORM_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Y-m-d H:i:s' in platform time for an instant. */
export function platformDateTime(ms: number): string {
  const t = new Date(ms + PLATFORM_OFFSET_MS);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** Start of the platform day that contains `ms`, as an instant. */
export function platformDayStart(ms: number): number {
  const local = ms + PLATFORM_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - PLATFORM_OFFSET_MS;
}

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === 'string' && (DATE_PRESETS as readonly string[]).includes(value);
}

/** First and last platform day (inclusive) a preset covers, as day-start instants. */
export function presetDays(preset: DatePreset, now: number): { first: number; last: number } {
  const today = platformDayStart(now);
  switch (preset) {
    case 'today':
      return { first: today, last: today };
    case 'yesterday':
      return { first: today - DAY_MS, last: today - DAY_MS };
    case 'week':
      return { first: today - 6 * DAY_MS, last: today };
    case 'month':
      return { first: today - 29 * DAY_MS, last: today };
  }
}

/**
 * The `[a, b]` pair a record list sends for a preset. The platform reads `*_at` pairs as an open interval
 * (a, b) with second precision, so the pair is widened by one second at the start and ends on the next
 * day's midnight: every record of the covered days is inside, nothing of the neighbouring days is.
 */
export function presetRange(preset: DatePreset, now: number): [string, string] {
  const { first, last } = presetDays(preset, now);
  return [platformDateTime(first - 1000), platformDateTime(last + DAY_MS)];
}
