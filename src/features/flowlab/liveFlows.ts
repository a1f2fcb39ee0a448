import { useSyncExternalStore } from 'react';
import { onRecorded, recentFlows, recorderTab, startTraceRecorder } from '@/flow/traceRecorder';
import { TRACE_CHANNEL, type LiveFlow, type TraceMessage } from '@/flow/traceChannel';

/*
 * The flows the lab watches: this tab's (straight from the recorder) and every other tab's of the app
 * (over the BroadcastChannel). Started with the lab's first visit and kept running afterwards, so the
 * list is still current when support comes back to /test (the route is kept alive, docs/screens.md#routes).
 */

const MAX = 60;
let flows: LiveFlow[] = [];
let started = false;
let channel: BroadcastChannel | null = null;
const subscribers = new Set<() => void>();

function publish(next: LiveFlow[]) {
  flows = next.sort((a, b) => b.last.at - a.last.at).slice(0, MAX);
  for (const s of subscribers) s();
}

function upsert(flow: LiveFlow) {
  publish([flow, ...flows.filter((f) => f.id !== flow.id)]);
}

function onMessage(m: TraceMessage) {
  if (!m || typeof m !== 'object') return;
  if (m.t === 'flows' && m.tab !== recorderTab()) {
    const theirs = new Set(m.flows.map((f) => f.id));
    publish([...m.flows, ...flows.filter((f) => !theirs.has(f.id))]);
  } else if (m.t === 'step' && m.tab !== recorderTab()) {
    const known = flows.find((f) => f.id === m.head.id);
    const { stepCount, ...head } = m.head;
    if (known && known.steps.length === stepCount - 1) upsert({ ...known, ...head, steps: [...known.steps, m.step] });
    else if (known && known.steps.length === stepCount) upsert({ ...known, ...head });
    else if (stepCount === 1) upsert({ ...head, steps: [m.step] });
    // A gap (the lab opened mid-flow, or a message was lost): ask every tab for its flows again.
    else channel?.postMessage({ t: 'hello' } satisfies TraceMessage);
  }
}

export function startLiveFlows(): void {
  if (started) return;
  started = true;
  startTraceRecorder();
  publish(recentFlows());
  onRecorded((flow) => upsert({ ...flow, steps: [...flow.steps] }));
  if (typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(TRACE_CHANNEL);
  channel.onmessage = (e: MessageEvent<TraceMessage>) => onMessage(e.data);
  channel.postMessage({ t: 'hello' } satisfies TraceMessage);
}

const subscribe = (cb: () => void) => {
  subscribers.add(cb);
  return () => subscribers.delete(cb);
};

/** Every watched flow, the most recently moved first. */
export function useLiveFlows(): LiveFlow[] {
  return useSyncExternalStore(
    subscribe,
    () => flows,
    () => flows,
  );
}

export const isThisTab = (flow: LiveFlow) => flow.tab === recorderTab();
