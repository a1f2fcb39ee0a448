import { StatusText } from '@/components/RecordParts';
import { PullRefresh } from '@/components/PullRefresh';
import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { useDrawingListQuery } from '@/api/drawingApi';
import { RECENT_RANGE } from '@/api/recordBodies';
import { useOpeningSettled } from '@/state/openingSettled';
import { formatServerDate } from '@/lib/dates';
import { m } from './messages';

const RECENT_ROWS = 5;

/** The member's latest withdrawals with their review status (pending, paid, refused with the reason). */
export function RecentDrawings({ visible = true }: { visible?: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  // Shown (as a skeleton) once the screen's own reads are in; asked for once the opening screen has painted them,
  // so on a slow line it competes with neither their download nor their first paint.
  const opened = useOpeningSettled();
  const { data, isError, refetch } = useDrawingListQuery(RECENT_RANGE, { skip: !visible || !opened });
  const rows = data?.items.slice(0, RECENT_ROWS) ?? [];
  if (!visible) return null;
  // Pulled before the list was asked for, there is nothing to ask again yet.
  return (
    <PullRefresh onRefresh={() => (opened ? refetch() : Promise.resolve())}>
      <section className="withdraw-card" aria-labelledby="withdraw-records-title">
        <h2 id="withdraw-records-title">{t(m.recordsSection)}</h2>
        {rows.length ? (
          <ul className="record-list">
            {rows.map((d) => (
              <li key={d.id} className="record" data-bill={d.bill_no}>
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
              </li>
            ))}
          </ul>
        ) : !data && !isError ? (
          <div className="records-skeleton" aria-busy="true">
            <span className="skeleton" />
            <span className="skeleton short" />
          </div>
        ) : (
          <p className="wallet-hint">{t(m.recordsEmptyText)}</p>
        )}
      </section>
    </PullRefresh>
  );
}
