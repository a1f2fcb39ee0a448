import { isDatePreset, platformDateTime, platformDayStart, presetDays, presetRange } from '@/lib/dateRange';

// 2026-11-22 10:30:00 in platform time (UTC+8) is 02:30 UTC.
const NOW = Date.UTC(2026, 10, 22, 2, 30, 0);

describe('date presets (docs/screens.md#numbers-and-limits)', () => {
  it('today covers the whole platform day, as an open interval the server reads with second precision', () => {
    expect(presetRange('today', NOW)).toEqual(['2026-11-21 23:59:59', '2026-11-23 00:00:00']);
  });
  it('yesterday is the platform day before', () => {
    expect(presetRange('yesterday', NOW)).toEqual(['2026-11-20 23:59:59', '2026-11-22 00:00:00']);
  });
  it('within 7 days is today and the 6 days before; within 30 days today and the 29 before', () => {
    expect(presetRange('week', NOW)).toEqual(['2026-11-15 23:59:59', '2026-11-23 00:00:00']);
    expect(presetRange('month', NOW)).toEqual(['2026-10-23 23:59:59', '2026-11-23 00:00:00']);
  });
  it('uses the platform day, not the UTC day: 23:30 UTC is already the next platform day', () => {
    const lateUtc = Date.UTC(2026, 10, 21, 23, 30, 0); // 2026-11-22 07:30 platform time
    expect(presetRange('today', lateUtc)).toEqual(['2026-11-21 23:59:59', '2026-11-23 00:00:00']);
    expect(platformDateTime(platformDayStart(lateUtc))).toBe('2026-11-22 00:00:00');
  });
  it('a record at midnight and one at 23:59:59 of the day are both inside today', () => {
    const { first } = presetDays('today', NOW);
    const [a, b] = presetRange('today', NOW);
    expect(platformDateTime(first) > a && platformDateTime(first) < b).toBe(true);
    expect(platformDateTime(first + 86399_000) > a && platformDateTime(first + 86399_000) < b).toBe(true);
    expect(platformDateTime(first + 86400_000) < b).toBe(false);
  });
  it('recognises only its own presets', () => {
    expect(['today', 'yesterday', 'week', 'month'].every(isDatePreset)).toBe(true);
    expect(isDatePreset('7d')).toBe(false);
    expect(isDatePreset(undefined)).toBe(false);
  });
});
