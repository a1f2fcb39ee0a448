import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DateRangeFilter } from '@/components/DateRangeFilter';
import { QueryState } from '@/components/QueryState';
import { SignedFigure } from '@/components/RecordParts';
import { slotsFor } from '@/lib/fillSlots';
import type { useTeamReportQuery } from '@/api/teamApi';
import type { TeamReport } from '@/api/teamTypes';
import { isDatePreset, type DatePreset } from '@/lib/dateRange';
import { REPORT_FIGURES, reportFigure, reportFigures, type ReportFigures } from './teamFigures';
import { signedText } from '@/state/recordFigures';
import { useSubview } from './useSubview';
import { m } from './messages';

const slot = slotsFor<ReportFigures>();

const LABELS: Record<keyof TeamReport, MessageDescriptor> = {
  total_count: m.reportMembersLabel,
  new_member_count: m.reportNewLabel,
  active_count: m.reportActiveLabel,
  total_recharge: m.reportRechargeLabel,
  total_online: m.reportOnlineLabel,
  total_drawing: m.reportDrawingLabel,
  total_validbet_amount: m.reportValidBetLabel,
  total_shuyin: m.reportWinLabel,
  total_fanshui: m.reportRebateLabel,
  total_hongli: m.reportBonusLabel,
  total_other: m.reportOtherLabel,
  total_sy: m.reportResultLabel,
};

/** The report's period from the address (a week unless it names another). */
export function useReportRange(): DatePreset {
  const param = useSubview().get('range', 'week');
  return isDatePreset(param) ? param : 'week';
}

/**
 * The report's figures (teamFigures reportFigures), each under its label: a count, money, or a signed result.
 * Without figures, the slots a drawn copy's filler writes.
 */
export function ReportList({ f }: { f?: ReportFigures }) {
  const t = useIntl().formatMessage;
  return (
    <dl className="team-report">
      {REPORT_FIGURES.map(([key, kind]) => {
        const name = reportFigure(key);
        return (
          <div key={key}>
            <dt>{t(LABELS[key])}</dt>
            <dd>
              {kind === 'signed' ? (
                <SignedFigure text={f && signedText(f, name)} fill={name} />
              ) : (
                <span
                  className={kind === 'money' ? 'money' : undefined}
                  data-whole={kind === 'money' ? 'amount' : 'number'}
                  {...slot({ text: name })}
                >
                  {f?.[name] ?? ''}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The report card's frame: its title, the period's filter and what goes under it. */
export function ReportFrame({
  range,
  onRange,
  children,
}: {
  range: DatePreset;
  onRange: (v: DatePreset) => void;
  children: ReactNode;
}) {
  const t = useIntl().formatMessage;
  return (
    <section className="team-card" aria-labelledby="team-report-title">
      <h2 id="team-report-title">{t(m.reportTitle)}</h2>
      <div className="filter-bar">
        <DateRangeFilter value={range} onChange={onRange} name="team-range" />
      </div>
      {children}
    </section>
  );
}

/**
 * The team report over today, yesterday, 7 or 30 days (docs/screens.md#numbers-and-limits), for the period the address holds (`range`), read by
 * the overview (`report`); choosing another period puts it in the address.
 */
export function TeamReportCard({
  range,
  report,
}: {
  range: DatePreset;
  report: ReturnType<typeof useTeamReportQuery>;
}) {
  const view = useSubview();
  const data = report.currentData;
  return (
    <ReportFrame range={range} onRange={(v) => view.set({ range: v })}>
      <QueryState
        isLoading={report.isFetching && !data}
        isError={report.isError && !data}
        onRetry={() => void report.refetch()}
      >
        <ReportList f={reportFigures(data ?? {})} />
      </QueryState>
    </ReportFrame>
  );
}
