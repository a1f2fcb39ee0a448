import { useState } from 'react';
import type { Location } from 'react-router-dom';
import { recordVisit, type Direction } from './direction';

type Visit = { key: string; direction: Direction };

/** The slide direction for this location, recorded once per navigation (the first screen does not slide). */
export function useVisitDirection(location: Location): Direction {
  const [visit, setVisit] = useState<Visit>(() => {
    recordVisit(location.pathname);
    return { key: location.key, direction: 'none' };
  });
  if (visit.key === location.key) return visit.direction;
  const next: Visit = { key: location.key, direction: recordVisit(location.pathname) };
  setVisit(next);
  return next.direction;
}
