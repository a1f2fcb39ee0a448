/** @jest-environment node */
import { DAY_MS, dayOf, dayStart, fromLocal, localDate, localTime, today } from '../../server/lib/platformDay';
import { parseDate, ymd, ymdHis } from '../../server/lib/time';
import { billNo } from '../../server/rules/bills';
import { currentIssue } from '../../server/rules/lotteries';

// 2026-03-16 00:00:00 on the platform's clock (UTC+8) is 2026-03-15 16:00 UTC.
const MIDNIGHT = Date.UTC(2026, 2, 15, 16, 0, 0);

describe('platform day (UTC+8)', () => {
  it("reads an instant on the platform clock, not the host's", () => {
    expect(localDate(MIDNIGHT)).toBe('2026-03-16');
    expect(localTime(MIDNIGHT)).toBe('00:00:00');
    expect(localDate(MIDNIGHT - 1)).toBe('2026-03-15');
    expect(localTime(MIDNIGHT - 1)).toBe('23:59:59');
    expect(localTime(Date.UTC(2026, 2, 15, 17, 30, 5))).toBe('01:30:05');
  });

  it('turns a platform wall-clock reading back into the instant', () => {
    expect(fromLocal(2026, 3, 16)).toBe(MIDNIGHT);
    expect(fromLocal(2026, 3, 16, 1, 30, 5)).toBe(Date.UTC(2026, 2, 15, 17, 30, 5));
    // Date.UTC rolls over, so the first hours of a local day fall on the previous UTC day
    expect(fromLocal(2026, 1, 1, 3)).toBe(Date.UTC(2025, 11, 31, 19));
    expect(fromLocal(2026, 3, Number.NaN)).toBeNaN();
  });

  it('starts the day at local midnight, the same for every instant inside it', () => {
    expect(dayStart(MIDNIGHT)).toBe(MIDNIGHT);
    expect(dayStart(MIDNIGHT + DAY_MS - 1)).toBe(MIDNIGHT);
    expect(dayStart(MIDNIGHT - 1)).toBe(MIDNIGHT - DAY_MS);
    expect(dayStart(MIDNIGHT + 5 * 3600_000)).toBe(MIDNIGHT);
  });

  it('lands instants before 1970 on their own midnight', () => {
    const early = fromLocal(1969, 12, 31, 10);
    expect(dayStart(early)).toBe(fromLocal(1969, 12, 31));
    expect(dayOf(early).day).toBe('1969-12-31');
  });

  it('names the day with its [start, end)', () => {
    expect(dayOf(MIDNIGHT + 12 * 3600_000)).toEqual({ day: '2026-03-16', start: MIDNIGHT, end: MIDNIGHT + DAY_MS });
    expect(dayOf(MIDNIGHT - 1)).toEqual({ day: '2026-03-15', start: MIDNIGHT - DAY_MS, end: MIDNIGHT });
  });

  it('tells today by the clock it is given', () => {
    const clock = { now: () => new Date(MIDNIGHT + 3600_000) };
    expect(today(clock)).toEqual(dayOf(MIDNIGHT));
  });
});

describe('the platform day in the formats built on it', () => {
  it('formats and parses dates at UTC+8, both ways', () => {
    const at = new Date(Date.UTC(2026, 2, 15, 17, 30, 5));
    expect(ymdHis(at)).toBe('2026-03-16 01:30:05');
    expect(ymd(at)).toBe('2026-03-16');
    expect(parseDate('2026-03-16 01:30:05')?.getTime()).toBe(at.getTime());
    expect(parseDate('2026-03-16')?.getTime()).toBe(MIDNIGHT);
  });

  it('dates bill numbers by the platform clock', () => {
    expect(billNo('D', Date.UTC(2026, 2, 15, 17, 30, 5))).toMatch(/^D20260316013005\d{8}$/);
  });

  it('counts lottery issues from local midnight', () => {
    expect(currentIssue(MIDNIGHT, 60)).toEqual({ issue: '20260316-0001', nextDrawAt: MIDNIGHT + 60_000 });
    expect(currentIssue(MIDNIGHT - 1, 60)).toEqual({ issue: '20260315-1440', nextDrawAt: MIDNIGHT });
  });
});
