import type { AnyStateNode, InspectionEvent } from 'xstate';
import { storedLocale } from '@/state/localeSlice';
import pkg from '../../package.json';
import { watchFlows } from './inspection';
import { machineFingerprint, transitionKey } from './machineShape';
import { redact } from './redact';
import { TRACE_CHANNEL, headOf, traceFlowOf, type LiveFlow, type TraceMessage } from './traceChannel';
import {
  TRACE_MAX_FLOWS,
  TRACE_MAX_STEPS,
  buildTrace,
  type Trace,
  type TraceStatus,
  type TraceStep,
} from './traceFormat';

/*
 * The member-side recorder: every flow useFlow creates in this tab, its events, states, context and the
 * outcomes of its invoked actors, redacted as they happen (a password never sits in this memory), the
 * last 20 flows kept for 'Report a problem', and each step told to Flow Labs open in other tabs.
 */

type Entry = { flow: LiveFlow; taken: string[] };
type RootSnapshot = { value: unknown; context: unknown; status: string; tags?: Set<string> };
export type RecorderListener = (flow: LiveFlow, step: TraceStep | null) => void;

const TAB = Math.random().toString(36).slice(2, 10);
let started = false;
let seq = 0;
let now: () => number = () => Date.now();
let flows: LiveFlow[] = [];
const entries = new WeakMap<object, Entry>();
const listeners = new Set<RecorderListener>();
let channel: BroadcastChannel | null = null;

const post = (m: TraceMessage) => {
  try {
    channel?.postMessage(m);
  } catch {
    /* a closed channel or an uncloneable value: the lab misses one step, the flow goes on */
  }
};

function currentRoute(): string {
  return typeof location === 'undefined' ? '' : location.hash.replace(/^#/, '').split('?')[0];
}

function entryFor(flowName: string, ev: InspectionEvent): Entry {
  const known = entries.get(ev.actorRef);
  if (known) return known;
  const root = (ev.actorRef as unknown as { logic?: { root?: AnyStateNode } }).logic?.root;
  const at = now();
  const flow: LiveFlow = {
    id: `${TAB}-${(seq += 1)}`,
    tab: TAB,
    machine: flowName,
    fingerprint: root ? machineFingerprint(root) : '',
    route: currentRoute(),
    startedAt: at,
    status: 'active',
    truncated: false,
    steps: [],
    last: { at, event: { type: 'xstate.init' }, state: '', status: 'active', tags: [], context: null, taken: [] },
  };
  const entry = { flow, taken: [] };
  entries.set(ev.actorRef, entry);
  flows = [...flows, flow].slice(-TRACE_MAX_FLOWS);
  return entry;
}

function statusOf(s: string): TraceStatus {
  return s === 'done' || s === 'error' || s === 'stopped' ? s : 'active';
}

function record({ name: flowName }: { name: string }, ev: InspectionEvent) {
  // Only the flow's own actor: its invoked children report to it through done/error events.
  if (ev.actorRef.sessionId !== ev.rootId) return;
  if (ev.type === '@xstate.microstep') {
    const taken = (ev as unknown as { _transitions?: Parameters<typeof transitionKey>[0][] })._transitions ?? [];
    entryFor(flowName, ev).taken.push(...taken.map(transitionKey));
    return;
  }
  if (ev.type !== '@xstate.snapshot') return;
  const entry = entryFor(flowName, ev);
  const { flow } = entry;
  const snap = ev.snapshot as unknown as RootSnapshot;
  const status = statusOf(snap.status);
  const event = ev.event as { type: string };
  if (event.type === 'xstate.stop') {
    // Leaving the screen stops the flow: a change of status, not a step to replay.
    flow.status = status;
    flow.last = { ...flow.last, status };
    entry.taken = [];
    notify(flow, null);
    return;
  }
  const step: TraceStep = {
    at: now(),
    event: { ...(redact(event) as Record<string, never>), type: event.type },
    state: redact(snap.value),
    status,
    tags: snap.tags ? [...snap.tags].sort() : [],
    context: redact(snap.context),
    taken: entry.taken,
  };
  entry.taken = [];
  flow.status = status;
  flow.last = step;
  if (flow.steps.length < TRACE_MAX_STEPS) flow.steps.push(step);
  else flow.truncated = true;
  notify(flow, step);
}

function notify(flow: LiveFlow, step: TraceStep | null) {
  for (const l of listeners) {
    try {
      l(flow, step);
    } catch {
      /* a listener's fault never reaches the member's flow */
    }
  }
  post({ t: 'step', tab: TAB, head: headOf(flow), step: step ?? flow.last });
}

/** Starts recording the flows of this tab (once; later calls do nothing). `clock` is for tests. */
export function startTraceRecorder(options: { clock?: () => number } = {}): void {
  if (options.clock) now = options.clock;
  if (started) return;
  started = true;
  watchFlows(record);
  if (typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(TRACE_CHANNEL);
  // Node's channel (tests) would otherwise keep the process alive; browsers have no unref.
  (channel as { unref?: () => void }).unref?.();
  channel.onmessage = (e: MessageEvent<TraceMessage>) => {
    if (e.data?.t === 'hello') post({ t: 'flows', tab: TAB, flows: recentFlows() });
  };
}

/** The flows recorded in this tab, oldest first (at most 20). */
export function recentFlows(): LiveFlow[] {
  return flows.map((f) => ({ ...f, steps: [...f.steps] }));
}

/** This tab's id in live messages, so a lab can tell its own tab from others. */
export function recorderTab(): string {
  return TAB;
}

/** Hears every recorded step of this tab (the lab open in this tab). */
export function onRecorded(listener: RecorderListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's side of a trace: its version, the member's language and the browser. */
export function appInfo(): Trace['app'] {
  return {
    version: pkg.version,
    locale: storedLocale(),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
}

/** A trace of the given flows (by default every flow recorded in this tab). */
export function exportTrace(list: LiveFlow[] = recentFlows()): Trace {
  return buildTrace(list.map(traceFlowOf), appInfo(), now());
}

/** Forgets every recorded flow (tests). */
export function clearRecordedFlows(): void {
  flows = [];
}
