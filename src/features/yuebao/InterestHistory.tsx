import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { useYuebaoHistoryQuery } from '@/api/yuebaoApi';
import { formatServerDate } from '@/lib/dates';
import { m } from './messages';

/** Each settlement of one purchase, newest first ('period N'). */
export function InterestHistory({ recordId }: { recordId: number }) {
  const t = useIntl().formatMessage;
  const history = useYuebaoHistoryQuery({ record_id: recordId });
  if (history.isLoading) return <SkeletonBlock lines={1} />;
  const rows = history.data ?? [];
  if (rows.length === 0) return <p className="yb-empty">{t(m.historyEmptyText)}</p>;
  return (
    <ol className="yb-history" aria-label={t(m.historyButton)}>
      {rows.map((h) => (
        <li key={h.id}>
          <span>{t({ id: m.historyRowText.id }, { times: h.times })}</span>
          <span className="record-time">{formatServerDate(h.calc_at)}</span>
          <Money value={h.interest} />
        </li>
      ))}
    </ol>
  );
}
