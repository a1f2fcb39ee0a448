import { parseTrace } from '@/flow/traceFormat';
import { updateLab } from './labState';

/*
 * One way in for a trace, whichever way it comes (a chosen file, a dropped file, pasted text): a trace that
 * parses opens in Replay on its last flow's first step; a refused one leaves the open trace as it was and says
 * why (labState.importProblem), in Replay, where the import is.
 */

/** A file far larger than any trace is refused before it is read. */
export const MAX_TRACE_FILE = 8 * 1024 * 1024;

/** What a trace file may be called and typed as: the app writes `.json`; chats and mail may relabel it. */
const TRACE_TYPES = new Set(['', 'application/json', 'text/json', 'text/plain', 'application/octet-stream']);

/** Whether a file may hold a trace, by its name and type, before it is read (an image, a zip: no). */
export function mayBeTraceFile(file: { name: string; type: string }): boolean {
  return /\.(json|txt)$/i.test(file.name) || (!/\.[a-z0-9]+$/i.test(file.name) && TRACE_TYPES.has(file.type));
}

export function importTraceText(raw: string): boolean {
  const parsed = parseTrace(raw);
  if (!parsed.ok) {
    updateLab({ tab: 'replay', importProblem: { problem: parsed.problem, where: parsed.where } });
    return false;
  }
  updateLab({
    tab: 'replay',
    trace: parsed.trace,
    traceFlow: parsed.trace.flows.length - 1,
    step: 0,
    importProblem: null,
  });
  return true;
}

export async function importTraceFile(file: File): Promise<boolean> {
  if (!mayBeTraceFile(file)) {
    updateLab({ tab: 'replay', importProblem: { problem: 'wrongFile', name: file.name } });
    return false;
  }
  if (file.size > MAX_TRACE_FILE) {
    updateLab({ tab: 'replay', importProblem: { problem: 'tooLarge' } });
    return false;
  }
  return importTraceText(await file.text());
}

/** The first file a drag carries, or null when it carries none (a text selection, a link). */
export function droppedFile(data: DataTransfer | null): File | null {
  return data?.files?.[0] ?? null;
}

/** Whether a drag carries files (only those the lab takes), known during the drag from its types alone. */
export function dragHasFiles(data: DataTransfer | null): boolean {
  return Array.from(data?.types ?? []).includes('Files');
}
