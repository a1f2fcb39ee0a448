import type { ReactNode } from 'react';
import { EMPTY_MARK } from '@/lib/fillRows';
import { useDrawingShell } from './drawingShell';

/**
 * A rows slot's templates (lib/fillRows), in a drawn copy only (components/drawingShell): the view a list's answer
 * brings, its row with empty slots; and, when given, the view of the list without rows. A view that is drawn whole
 * from its read, with no rows of its own (the red packet's), is given as `empty` alone: the filler's list for it
 * has no rows. The app draws neither.
 */
export function RowsTemplates({ view, empty }: { view?: ReactNode; empty?: ReactNode }) {
  if (!useDrawingShell()) return null;
  return (
    <>
      {view === undefined ? null : <template>{view}</template>}
      {empty === undefined ? null : <template {...EMPTY_MARK}>{empty}</template>}
    </>
  );
}
