import { useLayoutEffect } from 'react';
import type { Location, NavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

/**
 * The window's scroll per history entry: a new screen opens at the top, going back returns to where the
 * member was on that screen.
 */
export function useScrollMemory(location: Location, type: NavigationType): void {
  useLayoutEffect(() => {
    window.scrollTo(0, type === 'POP' ? (positions.get(location.key) ?? 0) : 0);
    const save = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key, type]);
}
