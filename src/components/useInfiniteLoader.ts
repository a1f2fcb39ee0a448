import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Loading further pages and refreshing for a list cached by page-less key: `fetchPage(n)` fetches page n
 * into that cache entry (which merges by id). One page request at a time; a failed page can be retried.
 * `resetKey` names the list (its filters): a new list starts with no error and nothing pending.
 */
export function useInfiniteLoader(
  fetchPage: (page: number) => Promise<unknown>,
  nextPage: number,
  hasMore: boolean,
  resetKey: string,
) {
  const pending = useRef(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const fetchRef = useRef(fetchPage);
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
  });

  // A new list starts clean: its state is reset while rendering it, the in-flight mark once it is shown.
  const [listKey, setListKey] = useState(resetKey);
  if (listKey !== resetKey) {
    setListKey(resetKey);
    setFailed(false);
    setLoadingMore(false);
  }
  useEffect(() => {
    pending.current = false;
  }, [resetKey]);

  const loadMore = useCallback(() => {
    if (pending.current || !hasMore || failed) return;
    pending.current = true;
    setLoadingMore(true);
    fetchRef
      .current(nextPage)
      .then(
        () => setFailed(false),
        () => setFailed(true),
      )
      .finally(() => {
        pending.current = false;
        setLoadingMore(false);
      });
  }, [hasMore, nextPage, failed]);

  const retry = useCallback(() => setFailed(false), []);

  const refresh = useCallback(async () => {
    setFailed(false);
    await fetchRef.current(1);
  }, []);

  return { loadMore, loadingMore, loadFailed: failed, retry, refresh };
}

/** What a list needs of its loader (InfiniteList takes it whole). */
export type InfiniteLoader = ReturnType<typeof useInfiniteLoader>;
