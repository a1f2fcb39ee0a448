import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A screen's filters and open item kept in the address (`?range=week&id=12`), so back navigation and
 * a reload bring the member to the same list. Filter changes replace the entry; opening an item pushes one.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((name: string, fallback = '') => params.get(name) ?? fallback, [params]);
  const set = useCallback(
    (changes: Record<string, string | null>, options: { push?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === '') next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: !options.push, preventScrollReset: !options.push },
      );
    },
    [setParams],
  );
  return { get, set };
}
