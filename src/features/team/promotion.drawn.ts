/**
 * An agent's team overview, drawn early whole from its three reads: an agent's only (anyone else's view is the
 * app's), so the reads wait for the member's info to say the member is one.
 */
import { reportPeriod } from '@/lib/teamReport';
import { teamOverviewFigures } from './teamFigures';
import { chartRowsOf, childListAnswer, teamReportOf } from '@/api/teamAnswers';
import { success, wholeList, type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/member/promotion',
  reads: [
    { path: 'team/childlist', body: { name: '', page: 1, limit: 20 } },
    { path: 'team/chart', body: {} },
    { path: 'team/report', body: () => ({ created_at: reportPeriod('week', Date.now()) }) },
  ],
  noDemo: false,
  agentOnly: true,
};

export const lists = {
  teamOverview: {
    read: 'team/chart',
    needs: ['team/childlist', 'team/report'],
    rows: (body, _say, { reads: answers }) => {
      const children = success(answers['team/childlist']);
      const report = success(answers['team/report']);
      const view =
        children && report
          ? teamOverviewFigures(childListAnswer(children).sum, chartRowsOf(body), teamReportOf(report))
          : null;
      return view && { list: wholeList([]), rows: [], view };
    },
  },
} satisfies DeclaredLists;

/** The lists the promotion screen's rows slots name. */
export type PromotionLists = typeof lists;
