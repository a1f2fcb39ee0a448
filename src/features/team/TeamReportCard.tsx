import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DateRangeFilter } from '@/components/DateRangeFilter';
import { QueryState } from '@/components/QueryState';
import { Money } from '@/components/Money';
import { SignedMoney } from '@/components/RecordParts';
import { useTeamReportQuery, type TeamReport } from '@/api/teamApi';
import { isDatePreset, type DatePreset } from '@/lib/dateRange';
import { useSubview } from './useSubview';
import { m } from './messages';

const money = (v: unknown) => <Money value={v} />;
const signed = (v: unknown) => <SignedMoney value={v} />;
const count = (v: unknown) => <span>{Number(v) || 0}</span>;

/** The report's figures in reading order: members first, then the money through the team, then the result. */
const FIGURES: Array<[keyof TeamReport, MessageDescriptor, (v: unknown) => ReactNode]> = [
  ['total_count', m.reportMembersLabel, count],
  ['new_member_count', m.reportNewLabel, count],
  ['active_count', m.reportActiveLabel, count],
  ['total_recharge', m.reportRechargeLabel, money],
  ['total_online', m.reportOnlineLabel, money],
  ['total_drawing', m.reportDrawingLabel, money],
  ['total_validbet_amount', m.reportValidBetLabel, money],
  ['total_shuyin', m.reportWinLabel, signed],
  ['total_fanshui', m.reportRebateLabel, money],
  ['total_hongli', m.reportBonusLabel, money],
  ['total_other', m.reportOtherLabel, signed],
  ['total_sy', m.reportResultLabel, signed],
];

/** The team report over today, yesterday, 7 or 30 days (spec §9); the period stays in the address. */
export function TeamReportCard() {
  const t = useIntl().formatMessage;
  const view = useSubview();
  const param = view.get('range', 'week');
  const range: DatePreset = isDatePreset(param) ? param : 'week';
  const report = useTeamReportQuery(range);
  return (
    <section className="team-card" aria-labelledby="team-report-title">
      <h2 id="team-report-title">{t(m.reportTitle)}</h2>
      <div className="filter-bar">
        <DateRangeFilter value={range} onChange={(v) => view.set({ range: v })} name="team-range" />
      </div>
      <QueryState
        isLoading={report.isFetching && !report.currentData}
        isError={report.isError && !report.currentData}
        onRetry={() => void report.refetch()}
      >
        <dl className="team-report">
          {FIGURES.map(([key, label, show]) => (
            <div key={key}>
              <dt>{t(label)}</dt>
              <dd>{show(report.currentData?.[key])}</dd>
            </div>
          ))}
        </dl>
      </QueryState>
    </section>
  );
}
