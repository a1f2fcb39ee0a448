import { CHART_SERIES, chartData, dayAt } from '@/lib/teamChart';
import { reportPeriod } from '@/lib/teamReport';

const day = (date: string, v: Partial<Record<string, unknown>> = {}) => ({
  date,
  recharge: '0.00',
  drawing: '0.00',
  game_record: '0.00',
  win: '0.00',
  fanshui: '0.00',
  hongli: '0.00',
  ...v,
});

describe('team chart data', () => {
  test('days in date order with each series read from its field, exact totals beside', () => {
    const d = chartData([
      day('2024-03-02', { recharge: '100.10', drawing: '50.00', win: '-20.05', hongli: 3 }),
      day('2024-03-01', { recharge: '0.20', game_record: '1234.56', fanshui: '0.10' }),
    ]);
    expect(d.days).toEqual(['2024-03-01', '2024-03-02']);
    expect(d.xs).toEqual([Date.UTC(2024, 2, 1) / 1000, Date.UTC(2024, 2, 2) / 1000]);
    expect(d.ys.recharge).toEqual([0.2, 100.1]);
    expect(d.ys.win).toEqual([0, -20.05]);
    expect(d.exact.hongli).toEqual(['0.00', '3.00']);
    expect(d.exact.game_record).toEqual(['1234.56', '0.00']);
    // 0.1 + 0.2 in floats is 0.30000000000000004; the totals are exact.
    expect(
      chartData([day('2024-01-01', { recharge: '0.1' }), day('2024-01-02', { recharge: '0.2' })]).totals.recharge,
    ).toBe('0.30');
    expect(d.totals).toEqual({
      recharge: '100.30',
      drawing: '50.00',
      game_record: '1234.56',
      win: '-20.05',
      fanshui: '0.10',
      hongli: '3.00',
    });
  });

  test('missing, null and malformed figures count as 0; rows without a date and repeated days are dropped', () => {
    const d = chartData([
      { date: '2024-03-01 00:00:00', recharge: null, drawing: 'abc' },
      { recharge: '5' },
      null,
      'junk',
      day('2024-03-02', { recharge: '1' }),
      day('2024-03-02', { recharge: '2' }),
    ]);
    expect(d.days).toEqual(['2024-03-01', '2024-03-02']);
    expect(d.exact.recharge).toEqual(['0.00', '2.00']);
    expect(d.exact.drawing).toEqual(['0.00', '0.00']);
    for (const k of CHART_SERIES) expect(d.ys[k]).toHaveLength(2);
  });

  test('no answer at all is an empty chart, not a crash', () => {
    for (const v of [undefined, null, {}, 'x', []]) {
      const d = chartData(v);
      expect(d.days).toEqual([]);
      expect(d.totals.recharge).toBe('0.00');
    }
  });

  test('the 15 days of the platform map to 15 points', () => {
    const rows = Array.from({ length: 15 }, (_, i) =>
      day(new Date(Date.UTC(2024, 1, 22 + i)).toISOString().slice(0, 10)),
    );
    const d = chartData(rows.reverse());
    expect(d.xs).toHaveLength(15);
    expect([d.days[0], d.days[7], d.days[14]]).toEqual(['2024-02-22', '2024-02-29', '2024-03-07']);
  });

  test('a tap picks the nearest day across the plot width', () => {
    expect(dayAt(0, 300, 15)).toBe(0);
    expect(dayAt(300, 300, 15)).toBe(14);
    expect(dayAt(150, 300, 15)).toBe(7);
    expect(dayAt(-1, 300, 15)).toBeNull();
    expect(dayAt(301, 300, 15)).toBeNull();
    expect(dayAt(10, 300, 0)).toBeNull();
    expect(dayAt(10, 300, 1)).toBe(0);
  });
});

describe('team report period', () => {
  // 2024-03-10 01:30 platform time (UTC+8) is 2024-03-09 17:30 UTC.
  const now = Date.UTC(2024, 2, 9, 17, 30);
  test('the preset as first and last platform day, whole days', () => {
    expect(reportPeriod('today', now)).toEqual(['2024-03-10', '2024-03-10']);
    expect(reportPeriod('yesterday', now)).toEqual(['2024-03-09', '2024-03-09']);
    expect(reportPeriod('week', now)).toEqual(['2024-03-04', '2024-03-10']);
    expect(reportPeriod('month', now)).toEqual(['2024-02-10', '2024-03-10']);
  });
});
