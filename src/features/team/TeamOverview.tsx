import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { QueryState } from '@/components/QueryState';
import { DrawnViewSkeleton } from '@/components/RowsTemplates';
import { slotsFor } from '@/lib/fillSlots';
import { teamStatsFigures, type TeamStatsFigures } from './teamFigures';
import type { PromotionLists } from './promotion.drawn';
import { useTeamChartQuery, useTeamChildrenQuery, useTeamReportQuery } from '@/api/teamApi';
import { ChartParts } from './ChartParts';
import { TeamChart } from './TeamChart';
import { ReportFrame, ReportList, TeamReportCard, useReportRange } from './TeamReportCard';
import { TeamTabs } from './TeamTabs';
import { m } from './messages';

const slot = slotsFor<TeamStatsFigures>();

/** The downline's first page carries the team's counts; the downline tab reads the same cached entry. */
export const ALL_CHILDREN = { name: '' };

/** The team's size, direct members and new today (teamFigures teamStatsFigures); a drawn copy's slots without. */
function TeamStats({ f }: { f?: TeamStatsFigures }) {
  const t = useIntl().formatMessage;
  const figure = (name: keyof TeamStatsFigures) => <dd {...slot({ text: name })}>{f?.[name] ?? ''}</dd>;
  return (
    <dl className="team-stats">
      <div>
        <dt>{t(m.teamSizeLabel)}</dt>
        {figure('teamSize')}
      </div>
      <div>
        <dt>{t(m.directLabel)}</dt>
        {figure('teamDirect')}
      </div>
      <div>
        <dt>{t(m.newTodayLabel)}</dt>
        {figure('teamNew')}
      </div>
    </dl>
  );
}

/** The overview's first two cards around what each holds: the team's counts, and the chart under its title. */
function OverviewCards({ stats, chart }: { stats: ReactNode; chart: ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <section className="team-card" aria-labelledby="team-size-title">
        <h2 id="team-size-title" className="visually-hidden">
          {t(m.statsTitle)}
        </h2>
        {stats}
      </section>
      <section className="team-card" aria-labelledby="team-chart-title">
        <h2 id="team-chart-title">{t(m.chartTitle)}</h2>
        {chart}
      </section>
    </>
  );
}

/**
 * Stands in for the overview while its three reads load. Drawn by the build, it holds the tabs and the overview with
 * its slots (`tabs`: the screen opened before the member's info says it is an agent's), which the early filler draws
 * from its own reads of the downline, the chart and the report (components/RowsTemplates). Those are an agent's
 * reads only: for anyone else it stays the skeleton the app replaces.
 */
export function TeamSkeleton({ tabs = false }: { tabs?: boolean }) {
  const view = (
    <>
      {tabs ? <TeamTabs tab="overview" onChange={() => undefined} /> : null}
      <OverviewCards stats={<TeamStats />} chart={<ChartParts />} />
      <ReportFrame range="week" onRange={() => undefined}>
        <ReportList />
      </ReportFrame>
    </>
  );
  return <DrawnViewSkeleton<PromotionLists> name="teamOverview" patterns={{}} className="team-skeleton" view={view} />;
}

/** Team size, direct members and new today; the 15-day chart; the report for a chosen period. */
export function TeamOverview() {
  const children = useTeamChildrenQuery(ALL_CHILDREN);
  const chart = useTeamChartQuery();
  const range = useReportRange();
  const report = useTeamReportQuery(range);
  // The overview comes in whole, once its three reads have answered, as a drawn copy of it is drawn.
  if (children.isLoading || chart.isLoading || report.isLoading) return <TeamSkeleton />;
  const sum = children.data?.sum;
  return (
    <>
      <OverviewCards
        stats={
          <QueryState
            isLoading={false}
            isError={children.isError && !children.data}
            onRetry={() => void children.refetch()}
          >
            <TeamStats f={sum && teamStatsFigures(sum)} />
          </QueryState>
        }
        chart={
          <QueryState isLoading={false} isError={chart.isError && !chart.data} onRetry={() => void chart.refetch()}>
            <TeamChart rows={chart.data ?? []} />
          </QueryState>
        }
      />
      <TeamReportCard range={range} report={report} />
    </>
  );
}
