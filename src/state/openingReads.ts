import type { AppDispatch } from './store';
import { useOpeningSettled } from './openingSettled';
import { OPENING_READ_FRESH_S } from '@/api/earlyReads';

/** A parameter of the opening address's search, or `fallback` (as a screen's useSearchState `get` reads it). */
export type SearchGet = (name: string, fallback?: string) => string;

/**
 * The member reads a screen starts with, for the app to send as it boots on that screen (src/app/openingReads.ts),
 * before React has drawn it: the screen's own hooks then share these requests (same endpoint, same arguments),
 * so its data is on the way while the framework starts instead of after the screen's first frame.
 */
export type OpeningReads = (dispatch: AppDispatch, get: SearchGet) => void;

/** `get` over a search string (`?a=1&b=2`). */
export function searchGetter(search: string): SearchGet {
  const params = new URLSearchParams(search);
  return (name, fallback = '') => params.get(name) ?? fallback;
}

/**
 * `refetchOnMountOrArgChange` for a screen that reads afresh each time it opens: while the app is still opening
 * on it, its opening read (sent as the app booted, a moment before) is taken rather than sent a second time;
 * once the opening has settled, every visit reads afresh.
 */
export function useAfreshOnOpen(): true | number {
  return useOpeningSettled() ? true : OPENING_READ_FRESH_S;
}
