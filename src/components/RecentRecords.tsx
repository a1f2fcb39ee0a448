import type { ReactNode } from 'react';
import { PullRefresh } from '@/components/PullRefresh';

/** How many of the latest records a money screen shows under its form. */
export const RECENT_ROWS = 5;

type Props<T> = {
  /** the card's class (the screen's own card) and its heading's id */
  cardClass: string;
  titleId: string;
  title: string;
  emptyText: string;
  /** the records read so far (undefined while the read has not answered), and whether it failed */
  items: readonly T[] | undefined;
  failed: boolean;
  /** asks again; a pull before the list was asked for has nothing to ask yet */
  refresh: () => Promise<unknown>;
  /** one record's two lines, as the screen shows its kind */
  row: (item: T) => ReactNode;
};

/**
 * A money screen's latest records under its form (Deposit's recharges, Withdraw's withdrawals): a card with its
 * heading, the latest RECENT_ROWS records each with its bill number, a skeleton while they are on their way, the
 * screen's words when there are none, and pull to refresh.
 */
export function RecentRecords<T extends { id: number; bill_no: string }>(props: Props<T>) {
  const { cardClass, titleId, title, emptyText, items, failed, refresh, row } = props;
  const rows = items?.slice(0, RECENT_ROWS) ?? [];
  return (
    <PullRefresh onRefresh={refresh}>
      <section className={cardClass} aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {rows.length ? (
          <ul className="record-list">
            {rows.map((item) => (
              <li key={item.id} className="record" data-bill={item.bill_no}>
                {row(item)}
              </li>
            ))}
          </ul>
        ) : !items && !failed ? (
          <div className="records-skeleton" aria-busy="true">
            <span className="skeleton" />
            <span className="skeleton short" />
          </div>
        ) : (
          <p className="wallet-hint">{emptyText}</p>
        )}
      </section>
    </PullRefresh>
  );
}
