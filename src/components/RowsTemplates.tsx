import type { ReactNode } from 'react';
import { EMPTY_MARK, rowsSlot } from '@/lib/fillRows';
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

/**
 * Stands in for a screen's view while its reads load. Drawn by the build, it holds the view (`view`, with the slots of
 * its figures and of any lists in it), which the early filler draws whole from its own reads: its list, `name`, has
 * no rows, so it is drawn as its empty view (lib/fillRows), in the page's language with `patterns`, its sentences.
 */
export function DrawnViewSkeleton<Lists>(props: {
  /** one of the screen's declared lists (`<DrawnViewSkeleton<typeof lists> name="redbag" ...>`) */
  name: Extract<keyof Lists, string>;
  patterns: Readonly<Record<string, string>>;
  className: string;
  view: ReactNode;
}) {
  const { name, patterns, className, view } = props;
  return (
    <div className={`skeleton-block ${className}`} aria-busy="true" {...rowsSlot<Lists>(name, undefined, patterns)}>
      <RowsTemplates empty={view} />
    </div>
  );
}

/**
 * A list of a view drawn whole (the sign-in's calendar, the wheel's prizes): the app's rows; in a drawn copy (no
 * rows), the rows slot `name` whose view the early filler draws as `view` with the template's row, or as `empty`
 * when the list has none.
 */
export function ListRows<Lists>(props: {
  /** one of the screen's declared lists (`<ListRows<typeof lists> name="signWeeks" ...>`) */
  name: Extract<keyof Lists, string>;
  rows?: ReactNode;
  view: ReactNode;
  empty: ReactNode;
}) {
  const { name, rows, view, empty } = props;
  if (rows !== undefined) return <>{rows}</>;
  return (
    <div className="skeleton-block" aria-busy="true" {...rowsSlot<Lists>(name)}>
      <RowsTemplates view={view} empty={empty} />
    </div>
  );
}
