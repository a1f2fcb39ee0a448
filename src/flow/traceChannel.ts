import type { TraceFlow, TraceStep } from './traceFormat';

/*
 * How a tab's recorder and a Flow Lab in any tab of the same app talk (BroadcastChannel: same origin,
 * same browser, nothing leaves the device). Everything sent is already redacted.
 */

export const TRACE_CHANNEL = 'member-app/flow-lab';

/** A flow as the lab watches it: the trace, which tab runs it, and its newest step (even past the cap). */
export type LiveFlow = TraceFlow & { tab: string; last: TraceStep };
export type LiveFlowHead = Omit<LiveFlow, 'steps'> & { stepCount: number };

export type TraceMessage =
  /** A lab opened: every recorder answers with its flows. */
  | { t: 'hello' }
  | { t: 'flows'; tab: string; flows: LiveFlow[] }
  /** A flow moved: its head, and the step (appended when `head.stepCount` grew). */
  | { t: 'step'; tab: string; head: LiveFlowHead; step: TraceStep };

export function headOf(flow: LiveFlow): LiveFlowHead {
  const { steps, ...head } = flow;
  return { ...head, stepCount: steps.length };
}

/** The trace part of a live flow (what is exported). */
export function traceFlowOf(flow: LiveFlow): TraceFlow {
  const { id, machine, fingerprint, route, startedAt, status, truncated, steps } = flow;
  return { id, machine, fingerprint, route, startedAt, status, truncated, steps };
}
