import { useIntl } from 'react-intl';
import { StatusText } from '@/components/RecordParts';
import { RecentRecords } from '@/components/RecentRecords';
import { Money } from '@/components/Money';
import { useRechargeListQuery } from '@/api/rechargeApi';
import { RECENT_RANGE } from '@/api/recordBodies';
import { useOpeningSettled } from '@/state/openingSettled';
import { formatServerDate } from '@/lib/dates';
import { m } from './messages';

/** The member's latest recharges with their review status, refreshed whenever a recharge is submitted. */
export function RecentRecharges({ visible = true }: { visible?: boolean }) {
  const t = useIntl().formatMessage;
  // Shown (as a skeleton) once the screen's own reads are in; asked for once the opening screen has painted them,
  // so on a slow line it competes with neither their download nor their first paint.
  const opened = useOpeningSettled();
  const { data, isError, refetch } = useRechargeListQuery(RECENT_RANGE, { skip: !visible || !opened });
  if (!visible) return null;
  return (
    <RecentRecords
      cardClass="recharge-card"
      titleId="recharge-records-title"
      title={t(m.recordsSection)}
      emptyText={t(m.recordsEmptyText)}
      items={data?.items}
      failed={isError}
      refresh={() => (opened ? refetch() : Promise.resolve())}
      row={(r) => (
        <>
          <div>
            <span className="record-title">{r.payment_type_text}</span>
            <span className="record-time">{formatServerDate(r.created_at)}</span>
          </div>
          <div>
            <Money value={r.money} className="record-money" />
            <StatusText status={r.status} text={r.status_text} />
          </div>
        </>
      )}
    />
  );
}
