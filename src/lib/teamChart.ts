/**
 * The team's 15-day chart (POST /team/chart) as series a chart draws, and the exact totals beside it.
 * The server sends one row per day with money as strings; a missing or malformed figure counts as 0,
 * days come in date order whatever order they arrived in, and a day sent twice is counted once. Reckoned in whole
 * cents (the platform's amounts have two places): no float, and no big.js, so the early shell's filler can draw it.
 */
import { centsToString } from './cents';
import { moneyUnits } from './moneyText';

export const CHART_SERIES = ['recharge', 'drawing', 'game_record', 'win', 'fanshui', 'hongli'] as const;
export type ChartKey = (typeof CHART_SERIES)[number];

/** One colour per series, told apart on a phone screen in daylight; the legend repeats each beside its name. */
export const CHART_COLORS: Record<ChartKey, string> = {
  recharge: '#2563eb',
  drawing: '#dc2626',
  game_record: '#7c3aed',
  win: '#059669',
  fanshui: '#d97706',
  hongli: '#db2777',
};
export type ChartRow = { date: string } & Partial<Record<ChartKey, string | number | null>>;

export type ChartData = {
  /** 'Y-m-d' of each day, oldest first. */
  days: string[];
  /** Each day as a UTC midnight in seconds: the x values a time axis reads. */
  xs: number[];
  /** Per series, the day values as numbers for drawing only. */
  ys: Record<ChartKey, number[]>;
  /** Per series, the exact values as decimal strings, for showing through the money formatter. */
  exact: Record<ChartKey, string[]>;
  /** Per series, the exact sum over the days. */
  totals: Record<ChartKey, string>;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

const seconds = (day: string): number => {
  const m = DAY.exec(day) as RegExpExecArray;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000;
};

export function chartData(rows: unknown): ChartData {
  const byDay = new Map<string, ChartRow>();
  for (const r of Array.isArray(rows) ? rows : []) {
    const date = r && typeof r === 'object' ? String((r as ChartRow).date ?? '') : '';
    const m = DAY.exec(date);
    if (m) byDay.set(m[0], r as ChartRow);
  }
  const days = [...byDay.keys()].sort();
  const empty = () =>
    Object.fromEntries(CHART_SERIES.map((k) => [k, [] as never[]])) as unknown as Record<ChartKey, never[]>;
  const ys = empty() as Record<ChartKey, number[]>;
  const exact = empty() as Record<ChartKey, string[]>;
  const sums = Object.fromEntries(CHART_SERIES.map((k) => [k, 0n])) as Record<ChartKey, bigint>;
  for (const day of days) {
    const row = byDay.get(day) as ChartRow;
    for (const k of CHART_SERIES) {
      const cents = moneyUnits(row[k], 2) ?? 0n;
      exact[k].push(centsToString(cents));
      ys[k].push(Number(centsToString(cents)));
      sums[k] += cents;
    }
  }
  const totals = Object.fromEntries(CHART_SERIES.map((k) => [k, centsToString(sums[k])])) as Record<ChartKey, string>;
  return { days, xs: days.map(seconds), ys, exact, totals };
}

/** The day a tap on the chart points at, by x position within the plot (0..width); null outside it. */
export function dayAt(x: number, width: number, count: number): number | null {
  if (count <= 0 || width <= 0 || x < 0 || x > width) return null;
  if (count === 1) return 0;
  return Math.min(count - 1, Math.max(0, Math.round((x / width) * (count - 1))));
}
