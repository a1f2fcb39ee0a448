import { formatServerDate, formatServerDay, parseServerDate } from '@/lib/dates';

describe('server dates', () => {
  it('reads both forms as the same instant and shows platform time (UTC+8)', () => {
    const local = parseServerDate('2020-03-15 12:00:00');
    const iso = parseServerDate('2020-03-15T04:00:00.000000Z');
    expect(local?.getTime()).toBe(iso?.getTime());
    expect(formatServerDate('2020-03-15T04:00:00.000000Z')).toBe('2020-03-15 12:00:00');
    expect(formatServerDate('2020-03-15 12:00:00')).toBe('2020-03-15 12:00:00');
    expect(formatServerDay('2020-12-31T20:30:00.000000Z')).toBe('2021-01-01');
  });
  it.each([null, '', 'yesterday', 42, '2020-13-45 99:99:99x'])('junk %p gives no date', (v) => {
    expect(parseServerDate(v)).toBeNull();
    expect(formatServerDate(v)).toBe('');
  });
});
