import { useCallback, type ReactNode } from 'react';
import { InfiniteList, type RowsTemplate } from '@/components/InfiniteList';
import { useInfiniteLoader } from '@/components/useInfiniteLoader';
import { useAppDispatch } from '@/state/hooks';
import type { PageFetcher } from '@/api/listPages';
import { hasMorePages, nextPageOf, type PagedList, type WithId } from '@/lib/pagedList';

type ListQuery<T> = { currentData?: PagedList<T>; isFetching: boolean; isError: boolean; refetch: () => unknown };

type Props<A, T extends WithId> = {
  label: string;
  pages: PageFetcher<A>;
  args: A;
  query: ListQuery<T>;
  itemHeight: number;
  row: (item: T) => ReactNode;
  empty: ReactNode;
  /** A list the early shell draws from its own read: its name there, a row with empty slots and its sentences. */
  template?: RowsTemplate;
};

/** One bonus history, newest first: infinite scroll, pull to refresh, and an empty state that says so. */
export function BonusLogList<A, T extends WithId>(props: Props<A, T>) {
  const { label, pages, args, query, itemHeight, row, empty, template } = props;
  const dispatch = useAppDispatch();
  const list = query.currentData;
  const fetchPage = useCallback((page: number) => dispatch(pages(args, page)), [dispatch, pages, args]);
  const loader = useInfiniteLoader(fetchPage, nextPageOf(list), hasMorePages(list), `${label}:${JSON.stringify(args)}`);
  return (
    <InfiniteList<T>
      label={label}
      data={list}
      isLoading={query.isFetching && !list}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      loader={loader}
      itemHeight={itemHeight}
      skeletonRows={3}
      renderItem={(item) => <div className="bonus-row">{row(item)}</div>}
      empty={empty}
      template={template && { ...template, row: <div className="bonus-row">{template.row}</div> }}
    />
  );
}
