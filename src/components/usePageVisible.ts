import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const visibleNow = () => document.visibilityState !== 'hidden';

/**
 * Whether the page is in view (not a background tab, not a locked phone). A screen that looks again by itself uses it
 * to stop while nobody can see it.
 */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, visibleNow, () => true);
}
