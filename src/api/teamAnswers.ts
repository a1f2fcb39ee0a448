/**
 * The team area's answers as the app keeps them (docs/platform-api.md#team): plain functions of the body, with nothing of the
 * framework, so the early shell's figure filler (src/early/fill.ts) reads them as the app does.
 */
import type { Envelope } from './baseQuery';
import type { ChartRow, TeamChild, TeamChildList, TeamReport } from './teamTypes';
import { listFromPage } from '@/lib/pagedList';
import { asObject } from '@/lib/jsonShapes';

/** A page of the downline, with the team's counts and the game types its rates name. */
export const childListAnswer = (body: Envelope): TeamChildList => {
  const s = asObject(body.sum);
  return {
    ...listFromPage<TeamChild>(body.data),
    sum: {
      team_total_count: Number(s.team_total_count) || 0,
      team_direct_count: Number(s.team_direct_count) || 0,
      today_new_count: Number(s.today_new_count) || 0,
    },
    gameTypes: Object.entries(asObject(body.game_type)).map(([key, value]) => ({ key, value: String(value) })),
  };
};

/** The 15-day chart's rows, as sent (lib/teamChart reads them). */
export const chartRowsOf = (body: Envelope): ChartRow[] => (Array.isArray(body.data) ? (body.data as ChartRow[]) : []);

/** The team report for a period. */
export const teamReportOf = (body: Envelope): TeamReport => asObject(body.data) as TeamReport;
