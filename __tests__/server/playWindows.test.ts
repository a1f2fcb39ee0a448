/** @jest-environment node */
import { fromLocal } from '../../server/lib/platformDay';
import { ymdHis } from '../../server/lib/time';
import { addMonths, windowOf } from '../../server/rules/playWindows';
import { blockEnd } from '../../server/rules/playBlocks';

const at = (ms: number) => ymdHis(new Date(ms));

describe('limit windows turn at the platform’s day, Monday and month in UTC+8', () => {
  test('a day runs from 00:00 to 00:00 on the UTC+8 clock (16:00 UTC)', () => {
    const w = windowOf('day', Date.UTC(2026, 11, 1, 15, 59, 59));
    expect([at(w.start), at(w.end)]).toEqual(['2026-12-01 00:00:00', '2026-12-02 00:00:00']);
    expect(new Date(w.end).toISOString()).toBe('2026-12-01T16:00:00.000Z');
    // one second later it is the next platform day
    expect(at(windowOf('day', Date.UTC(2026, 11, 1, 16, 0, 0)).start)).toBe('2026-12-02 00:00:00');
  });

  test('a week starts on Monday, also for Sunday night and Monday’s first second', () => {
    const sunday = windowOf('week', fromLocal(2026, 12, 6, 23, 59, 59));
    expect([at(sunday.start), at(sunday.end)]).toEqual(['2026-11-30 00:00:00', '2026-12-07 00:00:00']);
    expect(at(windowOf('week', fromLocal(2026, 12, 7)).start)).toBe('2026-12-07 00:00:00');
    // Monday 07:59 UTC+8 is still Sunday in UTC: the platform's week has turned all the same
    expect(at(windowOf('week', fromLocal(2026, 12, 7, 7, 59)).start)).toBe('2026-12-07 00:00:00');
  });

  test('a month runs to the first of the next, December into January', () => {
    const w = windowOf('month', fromLocal(2026, 12, 31, 23, 0));
    expect([at(w.start), at(w.end)]).toEqual(['2026-12-01 00:00:00', '2027-01-01 00:00:00']);
    expect(at(windowOf('month', fromLocal(2027, 1, 1)).start)).toBe('2027-01-01 00:00:00');
  });

  test('an exclusion’s months follow the calendar, the 31st clamped to the month’s end', () => {
    expect(at(addMonths(fromLocal(2026, 8, 31, 10), 6))).toBe('2027-02-28 10:00:00');
    expect(at(blockEnd('exclusion', '1y', fromLocal(2026, 12, 1, 9)))).toBe('2027-12-01 09:00:00');
    expect(at(blockEnd('exclusion', '5y', fromLocal(2026, 12, 1, 9)))).toBe('2031-12-01 09:00:00');
    expect(at(blockEnd('timeout', '6w', fromLocal(2026, 12, 1, 9)))).toBe('2027-01-12 09:00:00');
    expect(at(blockEnd('timeout', '24h', fromLocal(2026, 12, 1, 9)))).toBe('2026-12-02 09:00:00');
  });
});
