import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { loadApplyResultPage, useApplyResultQuery } from '@/api/activityApi';
import type { ApplyResultArgs } from '@/api/activityTypes';
import { FormField } from '@/components/FormField';
import { useInfiniteLoader } from '@/components/useInfiniteLoader';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { usePageVisible } from '@/components/usePageVisible';
import { useAppDispatch } from '@/state/hooks';
import { formatServerDate } from '@/lib/dates';
import { hasMorePages, nextPageOf } from '@/lib/pagedList';
import { m } from './messages';

/**
 * How often the progress on screen is read again by itself, so an operator's decision shows within seconds while the
 * member watches (never while the page is hidden or the screen left).
 */
export const PROGRESS_POLL_MS = 10_000;

/** A query the platform accepts: an account of 6 to 8 letters and digits (anything else is refused as unknown). */
const askable = (name: string) => /^[A-Za-z0-9]{6,8}$/.test(name.trim());

function Results({ args }: { args: ApplyResultArgs }) {
  const t = useIntl().formatMessage;
  const dispatch = useAppDispatch();
  const visible = usePageVisible();
  // Every search, and every return to the screen, asks the platform: a review decided meanwhile must show, so an
  // answer kept from before is never what the member gets.
  const query = useApplyResultQuery(args, {
    refetchOnMountOrArgChange: true,
    pollingInterval: visible ? PROGRESS_POLL_MS : 0,
  });
  const list = query.currentData;
  const fetchPage = useCallback((page: number) => dispatch(loadApplyResultPage(args, page)), [dispatch, args]);
  const loader = useInfiniteLoader(fetchPage, nextPageOf(list), hasMorePages(list), JSON.stringify(args));
  if (!list) return query.isFetching ? <SkeletonBlock lines={1} /> : null;
  if (!list.items.length) return <p className="list-empty">{t(m.progressEmptyText)}</p>;
  return (
    <>
      <ul className="act-progress-list" aria-label={t(m.progressListLabel)}>
        {list.items.map((a) => (
          <li key={a.id} className="act-progress-item">
            <strong>{a.activity?.title}</strong>
            <span>
              {t(m.progressTimeLabel)}: {formatServerDate(a.created_at)}
            </span>
            <span className="act-status">
              {t(m.progressStatusLabel)}: {a.status_text}
            </span>
          </li>
        ))}
      </ul>
      <div className="list-footer" role="status">
        {hasMorePages(list) ? (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={loader.loadFailed ? loader.retry : loader.loadMore}
            disabled={loader.loadingMore}
          >
            {t(m.progressMoreButton)}
          </button>
        ) : (
          <span>{t(m.progressEndText)}</span>
        )}
      </div>
    </>
  );
}

/** Application progress (GET /act/apply/result): a member's applications for this activity, five a page. */
export function ApplyProgress({ activityId, memberName }: { activityId: number; memberName: string }) {
  const t = useIntl().formatMessage;
  const [typed, setTyped] = useState(memberName);
  const [asked, setAsked] = useState(askable(memberName) ? memberName : '');
  // Each search is a read of its own, even of the account already shown: the results are mounted afresh for it.
  const [searches, setSearches] = useState(0);
  const args = useMemo(() => ({ member_name: asked, activity_id: activityId }), [asked, activityId]);
  return (
    <section className="act-progress" aria-labelledby="act-progress-title">
      <h2 id="act-progress-title">{t(m.progressTitle)}</h2>
      <form
        className="act-progress-query"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!askable(typed)) return;
          setAsked(typed.trim());
          setSearches((n) => n + 1);
        }}
      >
        <FormField
          id="act-progress-name"
          label={t(m.progressNameLabel)}
          value={typed}
          onChange={setTyped}
          maxLength={8}
          autoCapitalize="off"
        />
        <button type="submit" className="btn btn-ghost">
          {t(m.progressQueryButton)}
        </button>
      </form>
      {asked ? <Results key={searches} args={args} /> : null}
    </section>
  );
}
