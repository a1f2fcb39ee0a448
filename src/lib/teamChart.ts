/**
 * The team's 15-day chart (POST /team/chart) as series a chart draws, and the exact totals beside it.
 * The server sends one row per day with money as strings; a missing or malformed figure counts as 0,
 * days come in date order whatever order they arrived in, and a day sent twice is counted once.
 */
import Big from 'big.js';
import { parseMoney } from './money';

export const CHART_SERIES = ['recharge', 'drawing', 'game_record', 'win', 'fanshui', 'hongli'] as const;
export type ChartKey = (typeof CHART_SERIES)[number];
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
  const sums = Object.fromEntries(CHART_SERIES.map((k) => [k, new Big(0)])) as Record<ChartKey, Big>;
  for (const day of days) {
    const row = byDay.get(day) as ChartRow;
    for (const k of CHART_SERIES) {
      const v = parseMoney(row[k]) ?? new Big(0);
      exact[k].push(v.toFixed(2));
      ys[k].push(v.toNumber());
      sums[k] = sums[k].plus(v);
    }
  }
  const totals = Object.fromEntries(CHART_SERIES.map((k) => [k, sums[k].toFixed(2)])) as Record<ChartKey, string>;
  return { days, xs: days.map(seconds), ys, exact, totals };
}

/** The day a tap on the chart points at, by x position within the plot (0..width); null outside it. */
export function dayAt(x: number, width: number, count: number): number | null {
  if (count <= 0 || width <= 0 || x < 0 || x > width) return null;
  if (count === 1) return 0;
  return Math.min(count - 1, Math.max(0, Math.round((x / width) * (count - 1))));
}
