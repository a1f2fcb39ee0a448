import { presetDays, platformDateTime, type DatePreset } from './dateRange';

/**
 * The `created_at` a team report asks for: the first and last platform day of the preset as 'Y-m-d'.
 * The platform reads a date without a time as the whole of that day, so the last day is included and
 * nothing of the day before the first is.
 */
export function reportPeriod(preset: DatePreset, now: number): [string, string] {
  const { first, last } = presetDays(preset, now);
  return [platformDateTime(first).slice(0, 10), platformDateTime(last).slice(0, 10)];
}
