import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { useDrawingListQuery } from '@/api/drawingApi';
import { formatServerDate } from '@/lib/dates';
import { m } from './messages';

/** The member's latest withdrawals with their review status (pending, paid, refused with the reason). */
export function RecentDrawings() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useDrawingListQuery({ page: 1, limit: 5 });
  const rows = data?.data ?? [];
  return (
    <section className="withdraw-card" aria-labelledby="withdraw-records-title">
      <h2 id="withdraw-records-title">{t(m.recordsSection)}</h2>
      {rows.length ? (
        <ul className="record-list">
          {rows.map((d) => (
            <li key={d.id} className="record" data-bill={d.bill_no}>
              <div><Money value={d.money} className="record-money" /><span className={`record-status s${d.status}`}>{d.status_text}</span></div>
              <div>
                <span className="record-time">{formatServerDate(d.created_at)}</span>
                {Number(d.counter_fee) > 0 ? <span className="record-time">{t(m.feeLabel)} <Money value={d.counter_fee} /></span> : null}
              </div>
              {d.status === 3 && d.fail_reason ? <div className="record-time">{d.fail_reason}</div> : null}
            </li>
          ))}
        </ul>
      ) : <p className="wallet-hint">{t(m.recordsEmptyText)}</p>}
    </section>
  );
}
