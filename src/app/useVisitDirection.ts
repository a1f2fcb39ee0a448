import { useRef } from 'react';
import type { Location } from 'react-router-dom';
import { recordVisit, type Direction } from './direction';

/** The slide direction for this location, recorded once per navigation. */
export function useVisitDirection(location: Location): Direction {
  const last = useRef<{ key: string; direction: Direction } | null>(null);
  if (last.current?.key !== location.key) {
    const direction = recordVisit(location.pathname);
    last.current = { key: location.key, direction: last.current === null ? 'none' : direction };
  }
  return last.current.direction;
}
