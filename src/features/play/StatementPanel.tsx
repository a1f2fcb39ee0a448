import { useIntl } from 'react-intl';
import { usePlayStatementQuery, type StatementRow } from '@/api/playApi';
import { Money } from '@/components/Money';
import { m } from './messages';

const FIGURES = ['deposits', 'withdrawals', 'stakes', 'returns', 'net'] as const;

function Table({ id, title, rows }: { id: string; title: string; rows: StatementRow[] }) {
  const t = useIntl().formatMessage;
  return (
    <div className="play-section">
      <h2 id={id}>{title}</h2>
      <div className="play-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="play-table">
          <thead>
            <tr>
              <th scope="col">{t(m.periodColumn)}</th>
              <th scope="col">{t(m.depositsColumn)}</th>
              <th scope="col">{t(m.withdrawalsColumn)}</th>
              <th scope="col">{t(m.stakesColumn)}</th>
              <th scope="col">{t(m.returnsColumn)}</th>
              <th scope="col">{t(m.netColumn)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row" data-whole="date">
                  {r.label}
                </th>
                {FIGURES.map((f) => (
                  <td key={f}>
                    <Money value={r[f]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Deposits, withdrawals, stakes, returns and net: per month for the last 12 months, per day for the last 30. */
export function StatementPanel() {
  const t = useIntl().formatMessage;
  const statement = usePlayStatementQuery();
  if (!statement.data) return <div className="skeleton-block play-skeleton" aria-busy="true" />;
  return (
    <>
      <Table id="play-months-title" title={t(m.monthsTitle)} rows={statement.data.months} />
      <Table id="play-days-title" title={t(m.daysTitle)} rows={statement.data.days} />
    </>
  );
}
