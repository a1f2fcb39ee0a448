import '@/components/buttons.css';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { InfiniteList } from '@/components/InfiniteList';
import { Money } from '@/components/Money';
import { useInfiniteLoader } from '@/components/useInfiniteLoader';
import { useAppDispatch } from '@/state/hooks';
import { loadTeamChildrenPage, useTeamChildrenQuery } from '@/api/teamApi';
import type { TeamChild } from '@/api/teamTypes';
import { formatServerDate } from '@/lib/dates';
import { hasMorePages, nextPageOf } from '@/lib/pagedList';
import { useSubview } from './useSubview';
import { m } from './messages';

const ROW_HEIGHT = 168;

function ChildRow({ child, open }: { child: TeamChild; open: (view: string) => void }) {
  const t = useIntl().formatMessage;
  const lastLogin = child.last_login_log?.created_at
    ? formatServerDate(child.last_login_log.created_at)
    : t(m.neverText);
  return (
    <article className="team-card child-card" aria-label={child.name}>
      <header className="invite-head">
        <h2>
          {child.name}
          {child.realname ? (
            <span className="team-sub">
              {' · '}
              <span data-verbatim="name">{child.realname}</span>
            </span>
          ) : null}
        </h2>
        <Money value={child.money} />
      </header>
      <p className="team-hint">
        {t({ id: m.childJoinedText.id }, { date: formatServerDate(child.created_at).slice(0, 10) })} ·{' '}
        {t({ id: m.childCountText.id }, { count: Number(child.agentchild_count) || 0 })}
      </p>
      <p className="team-hint">{t({ id: m.childLastLoginText.id }, { date: lastLogin })}</p>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => open('rates')}
          aria-label={`${t(m.childRatesButton)} ${child.name}`}
        >
          {t(m.childRatesButton)}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => open('moneylog')}
          aria-label={`${t(m.childMoneyLogButton)} ${child.name}`}
        >
          {t(m.childMoneyLogButton)}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => open('gamerecord')}
          aria-label={`${t(m.childGameRecordButton)} ${child.name}`}
        >
          {t(m.childGameRecordButton)}
        </button>
      </div>
    </article>
  );
}

/** Direct downline members, searchable by account name, with what an agent does for each. */
export function Downline() {
  const t = useIntl().formatMessage;
  const dispatch = useAppDispatch();
  const view = useSubview();
  const q = view.get('q').trim().slice(0, 32);
  const [typed, setTyped] = useState(q);
  const args = useMemo(() => ({ name: q }), [q]);
  const query = useTeamChildrenQuery(args);
  const list = query.currentData;
  const fetchPage = useCallback((page: number) => dispatch(loadTeamChildrenPage(args, page)), [dispatch, args]);
  const loader = useInfiniteLoader(fetchPage, nextPageOf(list), hasMorePages(list), `team-children:${q}`);
  const open = (child: TeamChild) => (v: string) => view.open({ child: String(child.id), name: child.name, view: v });
  return (
    <>
      <button type="button" className="btn btn-primary btn-block team-create" onClick={() => view.open({ add: '1' })}>
        {t(m.addMemberButton)}
      </button>
      <form
        className="team-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          view.set({ q: typed.trim() || null });
        }}
      >
        <label htmlFor="team-search" className="visually-hidden">
          {t(m.searchLabel)}
        </label>
        <input
          id="team-search"
          type="search"
          className="field-input"
          value={typed}
          maxLength={32}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={t(m.searchPlaceholder)}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-small">
          {t(m.searchButton)}
        </button>
      </form>
      <InfiniteList<TeamChild>
        label={t(m.downlineListLabel)}
        data={list}
        isLoading={query.isFetching && !list}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        loader={loader}
        itemHeight={ROW_HEIGHT}
        skeletonRows={3}
        renderItem={(child) => <ChildRow child={child} open={open(child)} />}
        empty={<p>{t(q ? m.searchEmptyText : m.downlineEmptyText)}</p>}
      />
    </>
  );
}
