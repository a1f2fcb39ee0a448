import './lists.css';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PagedList, WithId } from '@/lib/pagedList';
import { hasMorePages } from '@/lib/pagedList';
import { useOpeningSettled } from '@/state/openingSettled';
import { PullRefresh } from './PullRefresh';
import type { InfiniteLoader } from './useInfiniteLoader';
import { VirtualList } from './VirtualList';
import { isOffline } from './QueryState';
import { RowsTemplates } from './RowsTemplates';
import { slotsFor } from '@/lib/fillSlots';
import { rowsSlot } from '@/lib/fillRows';

/** A windowed list's footer's slot: whether more pages follow ('1' or '0', lib/fillRows). */
const footerSlot = slotsFor<{ more: string }>();

type Props<T extends WithId> = {
  label: string;
  data: PagedList<T> | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Its further pages, refresh and retry (useInfiniteLoader). */
  loader: InfiniteLoader;
  itemHeight: number;
  renderItem: (item: T, index: number) => ReactNode;
  /** What the member can do when the list is empty (a sentence and, if useful, a link or button). */
  empty: ReactNode;
  skeletonRows?: number;
  /**
   * A list the early shell draws from its own read (lib/fillSlots fillRows): the list's name there and a row with
   * empty slots, as `renderItem` draws one, and the sentences its rows are made of (lib/textPattern).
   */
  template?: RowsTemplate;
};

/** A list's template; `Lists`, the screen's declared lists (`RowsTemplate<typeof lists>`), whose names it takes. */
export type RowsTemplate<Lists = Record<string, unknown>> = {
  name: Extract<keyof Lists, string>;
  row: ReactNode;
  patterns?: Readonly<Record<string, string>>;
};

/**
 * The list as it will be drawn, for a drawn screen: a row with slots inside the windowed list, and the footer that
 * says whether more pages follow; and the list without rows, as `empty` says it (components/RowsTemplates).
 */
function RowsTemplateView({ label, row, empty }: { label: string; row: ReactNode; empty: ReactNode }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <RowsTemplates
      view={
        <>
          <ul className="vlist" aria-label={label}>
            <li className="vlist-row">{row}</li>
          </ul>
          <div className="list-footer" role="status">
            <span
              {...footerSlot({
                text: 'more',
                choices: { 1: ['', t('list.footer.loadingText')], 0: ['', t('list.footer.endText')] },
              })}
            />
          </div>
        </>
      }
      empty={<EmptyList empty={empty} />}
    />
  );
}

/** The list without rows: what the member can do then. */
const EmptyList = ({ empty }: { empty: ReactNode }) => <div className="list-empty">{empty}</div>;

function Skeleton(props: { rows: number; height: number; label: string; template?: RowsTemplate; empty: ReactNode }) {
  const { rows, height, label, template, empty } = props;
  return (
    <div
      className="list-skeleton"
      aria-busy="true"
      {...(template ? rowsSlot<Record<typeof template.name, unknown>>(template.name, height, template.patterns) : {})}
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="list-skeleton-row" style={{ height: height - 10 }}>
          <span className="skeleton-line" />
          <span className="skeleton-line" />
          <span className="skeleton-line short" />
        </div>
      ))}
      {template ? <RowsTemplateView label={label} row={template.row} empty={empty} /> : null}
    </div>
  );
}

/**
 * A server-paginated list: skeleton first, then rows windowed with the page scroll, the next page fetched
 * near the end, pull to refresh, and a clear empty or failed state.
 */
export function InfiniteList<T extends WithId>(props: Props<T>) {
  const {
    label,
    data,
    isLoading,
    isError,
    onRetry,
    loader,
    itemHeight,
    renderItem,
    empty,
    skeletonRows = 6,
    template,
  } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { refresh, loadMore, loadingMore, loadFailed, retry } = loader;
  const more = hasMorePages(data);
  // A first page too short for the screen asks for the next once the opening screen has painted it, not while
  // the member is still waiting for that first paint.
  const opened = useOpeningSettled();
  let body: ReactNode;
  if (!data && isLoading)
    body = <Skeleton rows={skeletonRows} height={itemHeight} label={label} template={template} empty={empty} />;
  else if (!data && isError) {
    body = (
      <div className="query-state" role="alert">
        <p>{t(isOffline() ? 'common.net.offlineText' : 'list.state.errorText')}</p>
        <button type="button" className="btn btn-ghost" onClick={onRetry}>
          {t('list.footer.retryButton')}
        </button>
      </div>
    );
  } else if (!data || data.items.length === 0) body = <EmptyList empty={empty} />;
  else {
    body = (
      <>
        <VirtualList
          label={label}
          items={data.items}
          itemHeight={itemHeight}
          getKey={(item) => item.id}
          renderItem={renderItem}
          // Handed over again when a page has landed, so a list whose end is still in view asks for the next one
          // without waiting for a scroll.
          onEndReached={more && !loadFailed && !loadingMore && opened ? loadMore : undefined}
          setSize={Math.max(data.total, data.items.length)}
        />
        <div className="list-footer" role="status">
          {loadFailed ? (
            <button type="button" className="btn btn-ghost" onClick={retry}>
              {t('list.footer.retryButton')}
            </button>
          ) : loadingMore || more ? (
            <span>{t('list.footer.loadingText')}</span>
          ) : (
            <span>{t('list.footer.endText')}</span>
          )}
        </div>
      </>
    );
  }
  return <PullRefresh onRefresh={refresh}>{body}</PullRefresh>;
}
