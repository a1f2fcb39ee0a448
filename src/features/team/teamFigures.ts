import { formatMoney } from '@/lib/moneyText';
import { signedMoney } from '@/lib/signedMoney';
import { CHART_COLORS, CHART_SERIES, chartData, type ChartData, type ChartKey } from '@/lib/teamChart';
import type { TeamReport, TeamSum } from '@/api/teamTypes';
import { signedSlots, type SignedFigures } from '@/state/recordFigures';

/** A platform's key in camelCase (`game_record` → `gameRecord`). */
type Camel<S extends string> = S extends `${infer A}_${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;

/** A figure's name: `prefix` and a platform's key (`report`, `total_count` → `reportTotalCount`). */
function figureName<P extends string, K extends string>(prefix: P, key: K): `${P}${Capitalize<Camel<K>>}` {
  const camel = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return `${prefix}${camel.charAt(0).toUpperCase()}${camel.slice(1)}` as `${P}${Capitalize<Camel<K>>}`;
}

/** The team's counts: its size, the direct members and those new today. */
export type TeamStatsFigures = { teamSize: string; teamDirect: string; teamNew: string };

export const teamStatsFigures = (sum: TeamSum): TeamStatsFigures => ({
  teamSize: String(sum.team_total_count),
  teamDirect: String(sum.team_direct_count),
  teamNew: String(sum.today_new_count),
});

/** A chart series' figure: its swatch's colour, its total over the days, or its money on the day picked. */
export const chartSeriesFigure = <P extends 'chartSwatch' | 'chartTotal' | 'chartThen', K extends ChartKey>(
  part: P,
  k: K,
) => figureName(part, k);

type Series = Capitalize<Camel<ChartKey>>;
type SignedSeries = Capitalize<Camel<'win'>>;

/**
 * The chart's figures: the day picked, whether an earlier one can be picked (`chartPrevDisabled`), and each series'
 * colour, total and money that day (`chartSwatchWin`, `chartTotalWin`, `chartThenWin`); the win's are signed.
 */
export type ChartFigures = { chartDay: string; chartPrevDisabled: string } & Record<
  `chartSwatch${Series}` | `chartTotal${Exclude<Series, SignedSeries>}` | `chartThen${Exclude<Series, SignedSeries>}`,
  string
> &
  SignedFigures<`chartTotal${SignedSeries}` | `chartThen${SignedSeries}`>;

/**
 * The chart's words and figures for the day picked (`day`, an index of `data.days`): each series' colour and its total
 * over the days in the legend (without the currency sign), the day, whether an earlier one can be picked, and each
 * series' exact money that day. The win is signed.
 */
export function chartFigures(data: ChartData, day: number): ChartFigures {
  let f: Record<string, string> = {
    chartDay: data.days[day] ?? '',
    chartPrevDisabled: day <= 0 ? 'disabled' : '',
  };
  for (const k of CHART_SERIES) {
    const total = chartSeriesFigure('chartTotal', k);
    const then = chartSeriesFigure('chartThen', k);
    f = {
      ...f,
      [chartSeriesFigure('chartSwatch', k)]: CHART_COLORS[k],
      ...(k === 'win'
        ? {
            ...signedSlots(total, signedMoney(data.totals[k], { symbol: false })),
            ...signedSlots(then, signedMoney(data.exact[k][day])),
          }
        : {
            [total]: formatMoney(data.totals[k], { symbol: false }),
            [then]: formatMoney(data.exact[k][day]),
          }),
    };
  }
  return f as ChartFigures;
}

/** The report's figures, in reading order: members first, then the money through the team, then the result. */
export const REPORT_FIGURES = [
  ['total_count', 'count'],
  ['new_member_count', 'count'],
  ['active_count', 'count'],
  ['total_recharge', 'money'],
  ['total_online', 'money'],
  ['total_drawing', 'money'],
  ['total_validbet_amount', 'money'],
  ['total_shuyin', 'signed'],
  ['total_fanshui', 'money'],
  ['total_hongli', 'money'],
  ['total_other', 'signed'],
  ['total_sy', 'signed'],
] as const satisfies ReadonlyArray<readonly [keyof TeamReport, 'count' | 'money' | 'signed']>;

type ReportEntry = (typeof REPORT_FIGURES)[number];
type ReportName<K extends string> = `report${Capitalize<Camel<K>>}`;

/** A report figure's name, by its field (`total_count` → `reportTotalCount`). */
export const reportFigure = <K extends ReportEntry[0]>(key: K): ReportName<K> => figureName('report', key);

/** The report's figures, each by its field (`reportTotalCount`); the signed results with their mark and class. */
export type ReportFigures = Record<ReportName<Exclude<ReportEntry, { 1: 'signed' }>[0]>, string> &
  SignedFigures<ReportName<Extract<ReportEntry, { 1: 'signed' }>[0]>>;

/** The team report for its period, each figure by its field: a count, money, or a signed result. */
export function reportFigures(report: Partial<TeamReport>): ReportFigures {
  let f: Record<string, string> = {};
  for (const [key, kind] of REPORT_FIGURES) {
    const name = reportFigure(key);
    const v = report[key];
    f = {
      ...f,
      ...(kind === 'signed'
        ? signedSlots(name, signedMoney(v))
        : { [name]: kind === 'count' ? String(Number(v) || 0) : formatMoney(v) }),
    };
  }
  return f as ReportFigures;
}

/** An agent's overview's figures: the team's counts, the chart's and the report's. */
export type TeamOverviewFigures = TeamStatsFigures & ChartFigures & ReportFigures;

/**
 * An agent's overview as figures, from the downline's first page (its counts), the 15-day chart (as its last day is
 * first shown) and the report: what the app draws, and what the early script writes into a drawn copy. Null when the
 * chart has no day: the app says so instead, and a drawn copy is left to it.
 */
export function teamOverviewFigures(
  sum: TeamSum,
  chart: unknown,
  report: Partial<TeamReport>,
): TeamOverviewFigures | null {
  const data = chartData(chart);
  if (!data.days.length) return null;
  return {
    ...teamStatsFigures(sum),
    ...chartFigures(data, data.days.length - 1),
    ...reportFigures(report),
  };
}
