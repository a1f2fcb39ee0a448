import { useSyncExternalStore } from 'react';
import type { Trace, TraceProblem } from '@/flow/traceFormat';

/*
 * What the lab was showing, kept in memory across visits to /test during the session (the route is kept
 * alive): the open tab, the machine drawn, the watched flow, the imported trace with its step, and why the
 * last import was refused.
 */

export type LabTab = 'machines' | 'live' | 'replay';
/** Why the last import was refused: the trace's own problems, or a file that is not a trace file at all. */
export type ImportProblem = { problem: TraceProblem | 'wrongFile'; where?: string; name?: string };
export type LabState = {
  tab: LabTab;
  machineId: string | null;
  liveFlowId: string | null;
  trace: Trace | null;
  traceFlow: number;
  step: number;
  importProblem: ImportProblem | null;
};

let state: LabState = {
  tab: 'machines',
  machineId: null,
  liveFlowId: null,
  trace: null,
  traceFlow: 0,
  step: 0,
  importProblem: null,
};
const subscribers = new Set<() => void>();

export function updateLab(patch: Partial<LabState>): void {
  state = { ...state, ...patch };
  for (const s of subscribers) s();
}

export function useLab(): LabState {
  return useSyncExternalStore(
    (cb) => {
      subscribers.add(cb);
      return () => subscribers.delete(cb);
    },
    () => state,
    () => state,
  );
}
