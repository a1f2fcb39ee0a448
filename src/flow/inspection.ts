import type { InspectionEvent } from 'xstate';

/** Someone watching the flows of this tab (the Flow Lab, the trace recorder). */
export type FlowWatcher = (flow: { name: string; sessionId: string }, event: InspectionEvent) => void;

const watchers = new Set<FlowWatcher>();

/** Starts watching every flow created from now on; returns the way to stop. */
export function watchFlows(watcher: FlowWatcher): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/**
 * The inspector useFlow gives each flow it creates: XState's inspection events of that flow's actor
 * system, passed on to the watchers. Costs one Set lookup per event when nobody watches.
 */
export function inspectorFor(name: string): (event: InspectionEvent) => void {
  return (event) => {
    if (!watchers.size) return;
    const flow = { name, sessionId: event.rootId };
    for (const w of watchers) {
      try {
        w(flow, event);
      } catch {
        /* a watcher's fault never reaches the member's flow */
      }
    }
  };
}
