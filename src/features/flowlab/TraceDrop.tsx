import { useEffect, useState, type DragEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ImportProblem } from './labState';
import { dragHasFiles, droppedFile, importTraceFile } from './importTrace';
import { m } from './messages';

/*
 * Trace files dropped onto the lab import as the file picker does. The import form is a visible drop zone; while
 * files are dragged over the lab, an overlay covering it says where they go; a drop anywhere on the lab is taken
 * (never left to the browser, which would leave the app to show the file).
 */

const PROBLEM = {
  empty: m.emptyError,
  tooLarge: m.tooLargeError,
  notJson: m.notJsonError,
  foreign: m.foreignError,
  newerVersion: m.newerVersionError,
  malformed: m.malformedError,
  wrongFile: m.wrongFileError,
} satisfies Record<ImportProblem['problem'], { id: string }>;

/** Why an import was refused, in the reader's language. */
export function useProblemText(): (p: ImportProblem) => string {
  const intl = useIntl();
  return (p) => intl.formatMessage({ id: PROBLEM[p.problem].id }, { where: p.where ?? '', name: p.name ?? '' });
}

/** dragenter/dragover/dragleave/drop handlers for an element that takes trace files. */
function useDropHandlers() {
  const [over, setOver] = useState(false);
  const handlers = {
    onDragEnter: (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer)) return;
      e.preventDefault();
      setOver(true);
    },
    onDragOver: (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (e: DragEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
    },
    onDrop: (e: DragEvent) => {
      setOver(false);
      const file = droppedFile(e.dataTransfer);
      if (!file) return;
      e.preventDefault();
      void importTraceFile(file);
    },
  };
  return { over, handlers };
}

/** A visible area that takes a dropped trace file. */
export function DropZone({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { over, handlers } = useDropHandlers();
  return (
    <div className={`lab-drop ${over ? 'is-over' : ''} ${className}`.trim()} data-testid="trace-drop" {...handlers}>
      {children}
    </div>
  );
}

/**
 * Whether files are being dragged over the page, and the page-wide guard: a file dropped anywhere on the lab
 * is imported (the drop zones take theirs first), never opened by the browser in the app's place.
 */
function useFileDrag(): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    let depth = 0;
    const enter = (e: globalThis.DragEvent) => {
      if (!dragHasFiles(e.dataTransfer)) return;
      depth += 1;
      setDragging(true);
    };
    const leave = (e: globalThis.DragEvent) => {
      if (!dragHasFiles(e.dataTransfer)) return;
      depth = Math.max(0, depth - 1);
      if (!depth) setDragging(false);
    };
    const over = (e: globalThis.DragEvent) => {
      if (!dragHasFiles(e.dataTransfer)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const drop = (e: globalThis.DragEvent) => {
      depth = 0;
      setDragging(false);
      const file = droppedFile(e.dataTransfer);
      if (!file || e.defaultPrevented) return;
      e.preventDefault();
      void importTraceFile(file);
    };
    const end = () => {
      depth = 0;
      setDragging(false);
    };
    document.addEventListener('dragenter', enter);
    document.addEventListener('dragleave', leave);
    document.addEventListener('dragover', over);
    document.addEventListener('drop', drop);
    document.addEventListener('dragend', end);
    return () => {
      document.removeEventListener('dragenter', enter);
      document.removeEventListener('dragleave', leave);
      document.removeEventListener('dragover', over);
      document.removeEventListener('drop', drop);
      document.removeEventListener('dragend', end);
    };
  }, []);
  return dragging;
}

/** While files are dragged over the lab: the whole lab is the drop zone, and says so. */
export function DropOverlay() {
  const t = useIntl().formatMessage;
  const dragging = useFileDrag();
  const { handlers } = useDropHandlers();
  if (!dragging) return null;
  return (
    <div className="lab-drop-overlay" data-testid="trace-drop-overlay" {...handlers}>
      <p>{t(m.dropOverlayText)}</p>
    </div>
  );
}
