import { useIntl } from 'react-intl';
import { QueryState } from '@/components/QueryState';
import { useTeamChartQuery, useTeamChildrenQuery } from '@/api/teamApi';
import { TeamChart } from './TeamChart';
import { TeamReportCard } from './TeamReportCard';
import { m } from './messages';

/** The downline's first page carries the team's counts; the downline tab reads the same cached entry. */
export const ALL_CHILDREN = { name: '' };

/** Team size, direct members and new today; the 15-day chart; the report for a chosen period. */
export function TeamOverview() {
  const t = useIntl().formatMessage;
  const children = useTeamChildrenQuery(ALL_CHILDREN);
  const chart = useTeamChartQuery();
  const sum = children.data?.sum;
  return (
    <>
      <section className="team-card" aria-labelledby="team-size-title">
        <h2 id="team-size-title" className="visually-hidden">
          {t(m.statsTitle)}
        </h2>
        <QueryState
          isLoading={children.isLoading}
          isError={children.isError && !children.data}
          onRetry={() => void children.refetch()}
          skeleton={<div className="skeleton team-stats-skeleton" aria-busy="true" />}
        >
          <dl className="team-stats">
            <div>
              <dt>{t(m.teamSizeLabel)}</dt>
              <dd>{sum?.team_total_count ?? 0}</dd>
            </div>
            <div>
              <dt>{t(m.directLabel)}</dt>
              <dd>{sum?.team_direct_count ?? 0}</dd>
            </div>
            <div>
              <dt>{t(m.newTodayLabel)}</dt>
              <dd>{sum?.today_new_count ?? 0}</dd>
            </div>
          </dl>
        </QueryState>
      </section>
      <section className="team-card" aria-labelledby="team-chart-title">
        <h2 id="team-chart-title">{t(m.chartTitle)}</h2>
        <QueryState
          isLoading={chart.isLoading}
          isError={chart.isError && !chart.data}
          onRetry={() => void chart.refetch()}
          skeleton={<div className="skeleton team-chart-skeleton" aria-busy="true" />}
        >
          <TeamChart rows={chart.data ?? []} />
        </QueryState>
      </section>
      <TeamReportCard />
    </>
  );
}
