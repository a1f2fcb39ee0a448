import { StatusText } from '@/components/RecordParts';
import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { formatServerDate } from '@/lib/dates';
import { CreditShell, type CreditView } from './CreditShell';
import { ReviewProgress } from './ReviewProgress';
import { m } from './messages';

function Records({ data }: { data: NonNullable<CreditView['data']> }) {
  const t = useIntl().formatMessage;
  if (data.list.length === 0) return <p className="credit-empty">{t(m.recordEmptyText)}</p>;
  return (
    <section className="credit-card" aria-labelledby="credit-records-title">
      <h2 id="credit-records-title">{t(m.recordTitle)}</h2>
      <ul className="credit-records">
        {data.list.map((r) => (
          <li key={r.id} className="credit-record" data-loan={r.id}>
            <div className="credit-record-head">
              <span className="credit-record-type">
                {r.type === 'borrow' ? t(m.typeBorrowText) : t(m.typeLendText)}
              </span>
              <Money value={r.money} className="credit-record-money" />
              <StatusText status={r.status === 4 ? 2 : r.status} text={r.status_text} />
            </div>
            <div className="credit-record-meta">
              <span className="record-time">{formatServerDate(r.created_at)}</span>
              {r.type === 'borrow' ? <span>{t({ id: m.daysText.id }, { days: r.borrow_day })}</span> : null}
              {r.dead_at ? (
                <span>
                  {t(m.dueLabel)} {formatServerDate(r.dead_at)}
                </span>
              ) : null}
            </div>
            {r.type === 'borrow' ? <ReviewProgress loan={r} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /Credit/Record: the account's loans and repayments with status and audit progress. */
export function CreditRecordScreen() {
  return <CreditShell titleId={m.recordTitle.id}>{(v) => (v.data ? <Records data={v.data} /> : null)}</CreditShell>;
}
