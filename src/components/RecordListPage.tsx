import './recordList.css';
import { useCallback, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { HelpLink } from './HelpLink';
import { InfiniteList, type RowsTemplate } from '@/components/InfiniteList';
import { DateRangeFilter } from '@/components/DateRangeFilter';
import { useInfiniteLoader } from '@/components/useInfiniteLoader';
import { useSearchState } from '@/components/useSearchState';
import type { SearchGet } from '@/state/openingReads';
import { useAppDispatch } from '@/state/hooks';
import { PATHS } from '@/state/paths';
import type { PageFetcher } from '@/api/listPages';
import { hasMorePages, nextPageOf, type PagedList, type WithId } from '@/lib/pagedList';
import { isDatePreset, type DatePreset } from '@/lib/dateRange';
import { NotFound, RefreshButton, Totals } from './RecordParts';
import { totalsFigures, type TotalSpec } from '@/state/recordFigures';
import { m } from './recordListMessages';
import { SkeletonBlock } from './SkeletonBlock';

/** The part of an RTK Query list result the page reads. */
type ListQuery<L> = { currentData?: L; isFetching: boolean; isError: boolean; refetch: () => unknown };

type Props<A, T extends WithId, L> = {
  /** Loads a page of the list into the cached entry `query` reads. */
  pages: PageFetcher<A>;
  args: A;
  query: ListQuery<L & PagedList<T>>;
  titleId: string;
  /** The screen's own address: where back goes from a deep-linked detail. */
  path: string;
  range: DatePreset;
  /** Tabs shown above the filters. */
  tabs?: ReactNode;
  /** Filters shown after the date range. */
  filters?: ReactNode;
  /**
   * The server's totals for the period: each label with how its figure shows and is read from the list
   * (state/recordFigures). The labels show from the first frame and the figures hold their line until the list
   * arrives, so the rows do not move.
   */
  totals: Array<[MessageDescriptor, TotalSpec<L>]>;
  label: MessageDescriptor;
  itemHeight: number;
  /** The inside of a row's card (the card itself opens the detail). */
  row: (item: T) => ReactNode;
  /**
   * A list the early shell draws from its own read of the first page: its name there (state/recordFigures) and
   * the inside of a row's card with empty slots.
   */
  rowTemplate?: RowsTemplate;
  /** The inside of the detail card. */
  detail: (item: T) => ReactNode;
  /** What the member can do next when the period holds nothing. */
  empty: { text: MessageDescriptor; action: MessageDescriptor; to: string };
};

/** The date range in the address; an unknown one falls back to the screen's default. */
export function recordRange(get: SearchGet, defaultRange: DatePreset): DatePreset {
  const param = get('range', defaultRange);
  return isDatePreset(param) ? param : defaultRange;
}

/** A screen's filters kept in the address, and its date range (recordRange). */
export function useRecordSearch(defaultRange: DatePreset) {
  const search = useSearchState();
  return { search, range: recordRange(search.get, defaultRange) };
}

/**
 * A records screen: date range and the screen's filters in the address, the server's totals, an infinite
 * list with pull to refresh and an empty state that says what to do, and a record's detail at `?id=`.
 */
export function RecordListPage<A, T extends WithId, L>(props: Props<A, T, L>) {
  const { pages, args, query, titleId, path, range, tabs, filters, totals, label, itemHeight, row, detail, empty } =
    props;
  const { rowTemplate } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const search = useSearchState();
  const openId = search.get('id');
  const list = query.currentData;
  const fetchPage = useCallback((page: number) => dispatch(pages(args, page)), [dispatch, pages, args]);
  const [refreshing, setRefreshing] = useState(false);
  const loader = useInfiniteLoader(
    fetchPage,
    nextPageOf(list),
    hasMorePages(list),
    `${label.id}:${JSON.stringify(args)}`,
  );

  if (openId) {
    const record = list?.items.find((r) => String(r.id) === openId);
    return (
      <PageLayout title={t(m.detailTitle)} fallback={path} right={<HelpLink />}>
        {record ? (
          <div className="detail-card">{detail(record)}</div>
        ) : query.isFetching ? (
          <SkeletonBlock lines={1} />
        ) : (
          <NotFound onBack={() => search.set({ id: null })} />
        )}
      </PageLayout>
    );
  }

  return (
    <PageLayout
      titleId={titleId}
      fallback={PATHS.Center}
      right={
        <>
          <RefreshButton
            busy={refreshing}
            onClick={() => {
              setRefreshing(true);
              loader
                .refresh()
                .catch(() => undefined)
                .finally(() => setRefreshing(false));
            }}
          />
        </>
      }
    >
      {tabs}
      <div className="filter-bar">
        <DateRangeFilter value={range} onChange={(v) => search.set({ range: v })} />
        {filters}
      </div>
      <Totals
        items={totals.map(([label, spec]) => ({ label: t(label), kind: spec.kind }))}
        figures={
          list &&
          totalsFigures(
            totals.map(([, spec]) => spec),
            list,
          )
        }
      />
      <InfiniteList<T>
        label={t(label)}
        data={list}
        isLoading={query.isFetching && !list}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        loader={loader}
        itemHeight={itemHeight}
        template={
          rowTemplate && {
            name: rowTemplate.name,
            row: (
              <button type="button" className="record-card">
                {rowTemplate.row}
              </button>
            ),
          }
        }
        renderItem={(item) => (
          <button
            type="button"
            className="record-card"
            onClick={() => search.set({ id: String(item.id) }, { push: true })}
          >
            {row(item)}
          </button>
        )}
        empty={
          <>
            <p>{t(empty.text)}</p>
            <Link className="btn btn-primary" to={empty.to}>
              {t(empty.action)}
            </Link>
          </>
        }
      />
      {/* Under the list: a record not found, or one that stays pending, is where a member asks for help. */}
      <HelpLink look="line" />
    </PageLayout>
  );
}
