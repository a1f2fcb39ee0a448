import { formatMoney } from '@/lib/moneyText';
import { signedMoney } from '@/lib/signedMoney';
import { CHART_COLORS, CHART_SERIES, chartData, type ChartData } from '@/lib/teamChart';
import type { TeamReport, TeamSum } from '@/api/teamTypes';
import { signedSlots, type RowFigures } from './recordFigures';

/** The team's counts: its size, the direct members and those new today. */
export const teamStatsFigures = (sum: TeamSum): RowFigures => ({
  'team.size': String(sum.team_total_count),
  'team.direct': String(sum.team_direct_count),
  'team.new': String(sum.today_new_count),
});

/**
 * The chart's words and figures for the day picked (`day`, an index of `data.days`): each series' colour and its total
 * over the days in the legend (without the currency sign), the day, whether an earlier one can be picked, and each
 * series' exact money that day. The win is signed.
 */
export function chartFigures(data: ChartData, day: number): RowFigures {
  let f: RowFigures = {
    'chart.day': data.days[day] ?? '',
    'chart.prev.disabled': day <= 0 ? 'disabled' : '',
  };
  for (const k of CHART_SERIES) {
    const total = `chart.total.${k}`;
    const then = `chart.then.${k}`;
    f = {
      ...f,
      [`chart.swatch.${k}`]: CHART_COLORS[k],
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
  return f;
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

/** The team report for its period, each figure by its field: a count, money, or a signed result. */
export function reportFigures(report: Partial<TeamReport>): RowFigures {
  let f: RowFigures = {};
  for (const [key, kind] of REPORT_FIGURES) {
    const name = `report.${key}`;
    const v = report[key];
    f = {
      ...f,
      ...(kind === 'signed'
        ? signedSlots(name, signedMoney(v))
        : { [name]: kind === 'count' ? String(Number(v) || 0) : formatMoney(v) }),
    };
  }
  return f;
}

/**
 * An agent's overview as figures, from the downline's first page (its counts), the 15-day chart (as its last day is
 * first shown) and the report: what the app draws, and what the early script writes into a drawn copy. Null when the
 * chart has no day: the app says so instead, and a drawn copy is left to it.
 */
export function teamOverviewFigures(sum: TeamSum, chart: unknown, report: Partial<TeamReport>) {
  const data = chartData(chart);
  if (!data.days.length) return null;
  return {
    ...teamStatsFigures(sum),
    ...chartFigures(data, data.days.length - 1),
    ...reportFigures(report),
  };
}
