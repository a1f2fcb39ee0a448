import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryState } from '@/components/QueryState';
import { useAppDispatch } from '@/state/hooks';
import { loadTeamInvitesPage, useTeamInvitesQuery, useTeamRatesQuery } from '@/api/teamApi';
import { hasMorePages, nextPageOf } from '@/lib/pagedList';
import { InviteCard } from './InviteCard';
import { useSubview } from './useSubview';
import { m } from './messages';

/**
 * The agent's invite links, newest first, and a button to create one. An agent keeps a handful of links,
 * so further pages come on request rather than by scrolling.
 */
export function InviteLinks() {
  const t = useIntl().formatMessage;
  const dispatch = useAppDispatch();
  const view = useSubview();
  const invites = useTeamInvitesQuery();
  const rates = useTeamRatesQuery();
  const list = invites.currentData;
  const [loadingMore, setLoadingMore] = useState(false);
  const more = useCallback(() => {
    setLoadingMore(true);
    void dispatch(loadTeamInvitesPage(undefined, nextPageOf(list)))
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [dispatch, list]);
  const labels = new Map(
    (rates.data?.own ?? []).map((r) => [Number(r.game_type), r.game_type_text ?? String(r.game_type)]),
  );
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-block team-create"
        onClick={() => view.open({ edit: 'new' })}
      >
        {t(m.createLinkButton)}
      </button>
      <QueryState
        isLoading={invites.isLoading}
        isError={invites.isError && !list}
        onRetry={() => void invites.refetch()}
        isEmpty={!list?.items.length}
        emptyText={t(m.linksEmptyText)}
      >
        <ul className="team-list" aria-label={t(m.linksListLabel)}>
          {list?.items.map((invite) => (
            <li key={invite.id}>
              <InviteCard invite={invite} labels={labels} onEdit={() => view.open({ edit: String(invite.id) })} />
            </li>
          ))}
        </ul>
        {hasMorePages(list) ? (
          <button type="button" className="btn btn-ghost btn-block" disabled={loadingMore} onClick={more}>
            {t(m.moreButton)}
          </button>
        ) : null}
      </QueryState>
    </>
  );
}
