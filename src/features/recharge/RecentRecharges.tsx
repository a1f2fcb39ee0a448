import { StatusText } from '@/components/RecordParts';
import { PullRefresh } from '@/components/PullRefresh';
import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { useRechargeListQuery } from '@/api/rechargeApi';
import { RECENT_RANGE } from '@/api/recordBodies';
import { useOpeningSettled } from '@/state/openingSettled';
import { formatServerDate } from '@/lib/dates';
import { m } from './messages';

const RECENT_ROWS = 5;

/** The member's latest recharges with their review status, refreshed whenever a recharge is submitted. */
export function RecentRecharges({ visible = true }: { visible?: boolean }) {
  const intl = useIntl();
  // Shown (as a skeleton) once the screen's own reads are in; asked for once the opening screen has painted them,
  // so on a slow line it competes with neither their download nor their first paint.
  const opened = useOpeningSettled();
  const { data, isError, refetch } = useRechargeListQuery(RECENT_RANGE, { skip: !visible || !opened });
  const rows = data?.items.slice(0, RECENT_ROWS) ?? [];
  if (!visible) return null;
  // Pulled before the list was asked for, there is nothing to ask again yet.
  return (
    <PullRefresh onRefresh={() => (opened ? refetch() : Promise.resolve())}>
      <section className="recharge-card" aria-labelledby="recharge-records-title">
        <h2 id="recharge-records-title">{intl.formatMessage(m.recordsSection)}</h2>
        {rows.length ? (
          <ul className="record-list">
            {rows.map((r) => (
              <li key={r.id} className="record" data-bill={r.bill_no}>
                <div>
                  <span className="record-title">{r.payment_type_text}</span>
                  <span className="record-time">{formatServerDate(r.created_at)}</span>
                </div>
                <div>
                  <Money value={r.money} className="record-money" />
                  <StatusText status={r.status} text={r.status_text} />
                </div>
              </li>
            ))}
          </ul>
        ) : !data && !isError ? (
          <div className="records-skeleton" aria-busy="true">
            <span className="skeleton" />
            <span className="skeleton short" />
          </div>
        ) : (
          <p className="wallet-hint">{intl.formatMessage(m.recordsEmptyText)}</p>
        )}
      </section>
    </PullRefresh>
  );
}
