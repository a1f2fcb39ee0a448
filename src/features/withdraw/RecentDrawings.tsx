import { useIntl } from 'react-intl';
import { StatusText } from '@/components/RecordParts';
import { RecentRecords } from '@/components/RecentRecords';
import { Money } from '@/components/Money';
import { useDrawingListQuery } from '@/api/drawingApi';
import { RECENT_RANGE } from '@/api/recordBodies';
import { useOpeningSettled } from '@/state/openingSettled';
import { formatServerDate } from '@/lib/dates';
import { m } from './messages';

/** The member's latest withdrawals with their review status (pending, paid, refused with the reason). */
export function RecentDrawings({ visible = true }: { visible?: boolean }) {
  const t = useIntl().formatMessage;
  // Shown (as a skeleton) once the screen's own reads are in; asked for once the opening screen has painted them,
  // so on a slow line it competes with neither their download nor their first paint.
  const opened = useOpeningSettled();
  const { data, isError, refetch } = useDrawingListQuery(RECENT_RANGE, { skip: !visible || !opened });
  if (!visible) return null;
  return (
    <RecentRecords
      cardClass="withdraw-card"
      titleId="withdraw-records-title"
      title={t(m.recordsSection)}
      emptyText={t(m.recordsEmptyText)}
      items={data?.items}
      failed={isError}
      refresh={() => (opened ? refetch() : Promise.resolve())}
      row={(d) => (
        <>
          <div>
            <Money value={d.money} className="record-money" />
            <StatusText status={d.status} text={d.status_text} />
          </div>
          <div>
            <span className="record-time">{formatServerDate(d.created_at)}</span>
            {Number(d.counter_fee) > 0 ? (
              <span className="record-time">
                {t(m.feeLabel)} <Money value={d.counter_fee} />
              </span>
            ) : null}
          </div>
          {d.status === 3 && d.fail_reason ? (
            <div className="record-time" data-verbatim="staff">
              {d.fail_reason}
            </div>
          ) : null}
        </>
      )}
    />
  );
}
