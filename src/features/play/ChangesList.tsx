import { useIntl, type MessageDescriptor } from 'react-intl';
import { usePlayChangesQuery, type PlayChange } from '@/api/playApi';
import { Money } from '@/components/Money';
import { m } from './messages';

const WHAT: Record<string, MessageDescriptor> = {
  limitSet: m.limitSetText,
  limitRemoved: m.limitRemovedText,
  raiseAsked: m.raiseAskedText,
  removalAsked: m.removalAskedText,
  realityCheck: m.realityCheckText,
  timeout: m.timeoutText,
  exclusion: m.exclusionText,
};
const PERIOD = { day: m.dayLabel, week: m.weekLabel, month: m.monthLabel } as Record<string, MessageDescriptor>;
const KIND = { deposit: m.depositTitle, loss: m.lossTitle } as Record<string, MessageDescriptor>;

function ChangeText({ c }: { c: PlayChange }) {
  const t = useIntl().formatMessage;
  const what = WHAT[c.what];
  if (!what) return <>{c.what}</>;
  const limit = PERIOD[c.period] && KIND[c.kind] ? `${t(PERIOD[c.period])} · ${t(KIND[c.kind])}` : '';
  return (
    <>
      {t(
        { id: what.id },
        {
          limit,
          amount: c.amount === null ? '' : <Money key="a" value={c.amount} />,
          minutes: Number(c.period) || 0,
          date: c.effective_at ?? '',
        },
      )}
    </>
  );
}

/** Every change the member made here, with its time (the platform keeps them). */
export function ChangesList() {
  const t = useIntl().formatMessage;
  const changes = usePlayChangesQuery();
  return (
    <section className="play-section" aria-labelledby="play-history-title">
      <h2 id="play-history-title">{t(m.historyTitle)}</h2>
      {changes.data && changes.data.length === 0 ? <p className="play-help">{t(m.historyEmptyText)}</p> : null}
      <ol className="play-history">
        {(changes.data ?? []).map((c, i) => (
          <li key={`${c.created_at}-${i}`}>
            <time data-whole="date">{c.created_at}</time>
            <span>
              <ChangeText c={c} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
