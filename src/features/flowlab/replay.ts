import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { stateNodes, transitionKey, transitionsOf } from '@/flow/machineShape';
import type { Json } from '@/flow/redact';
import type { TraceFlow, TraceStep } from '@/flow/traceFormat';

/*
 * Replays a recorded flow against the machine itself, touching no network: every invoked actor is
 * replaced by one that settles with the outcome the trace recorded, when the replay reaches that outcome;
 * timers never fire (delayed events come from the trace too); and guards answer as they did for the
 * member, from the transitions the trace says were taken, because the values they read (a password's
 * format, a captcha) were redacted and cannot be asked again. Stepping back replays from the start.
 */

const RECORDED = 'flowlab.recorded';

export type ReplayFrame = {
  index: number;
  step: TraceStep;
  /** The state the machine reached in the replay. */
  value: unknown;
  /** Whether every step so far reached the recorded state. */
  matches: boolean;
  /** The first step whose replayed state differs from the recorded one, or null. */
  divergedAt: number | null;
  /** The machine failed while replaying (an action threw on redacted data, say). */
  failure: string | null;
};

type Gate = { resolve: (v: unknown) => void; reject: (e: unknown) => void };

/** Undoes the recorder's stand-ins: a picked file comes back as an empty one of the same type. */
function revive(value: Json): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (!value || typeof value !== 'object') return value;
  const blob = value.$blob as { type?: unknown } | undefined;
  if (blob && typeof blob === 'object' && typeof Blob !== 'undefined')
    return new Blob([], { type: String(blob.type ?? '') });
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
}

/** Actors the machine invokes inline (not by name) cannot be replaced, so such a machine is not replayed. */
export function inlineActors(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root)
    .flatMap((n) => n.invoke.map((i) => String(i.src)))
    .filter((src) => src.startsWith('xstate.invoke.'));
}

function pinned(machine: AnyStateMachine, gates: Map<string, Gate>, taken: { current: Set<string> }): AnyStateMachine {
  const names = new Set([
    ...Object.keys(machine.implementations.actors),
    ...stateNodes(machine.root).flatMap((n) => n.invoke.map((i) => String(i.src))),
  ]);
  const actors = Object.fromEntries(
    [...names].map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ self }) =>
          new Promise((resolve, reject) => {
            gates.set(self.id, { resolve, reject });
          }),
      ),
    ]),
  );
  const copy = machine.provide({
    actors,
    guards: { [RECORDED]: (_: unknown, params: { key: string }) => taken.current.has(params.key) },
  } as never) as AnyStateMachine;
  // The copy's transitions are its own objects (provide builds new state nodes), so pinning leaves the original alone.
  for (const node of stateNodes(copy.root)) {
    for (const t of transitionsOf(node)) {
      if (t.guard) (t as { guard: unknown }).guard = { type: RECORDED, params: { key: transitionKey(t) } };
    }
  }
  return copy;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Runs the flow's steps 0..index (clamped) on a fresh copy of the machine and tells where it ended. */
export async function replayTo(machine: AnyStateMachine, flow: TraceFlow, index: number): Promise<ReplayFrame> {
  const last = Math.max(0, Math.min(index, flow.steps.length - 1));
  const gates = new Map<string, Gate>();
  const taken = { current: new Set(flow.steps[0].taken) };
  const input = revive((flow.steps[0].event.input ?? null) as Json) ?? undefined;
  let failure: string | null = null;
  const actor = createActor(pinned(machine, gates, taken), {
    input,
    // Delayed events are never raised here: the trace holds the ones that fired.
    clock: { setTimeout: () => 0, clearTimeout: () => undefined },
  } as never);
  actor.subscribe({
    error: (e) => {
      failure = e instanceof Error ? e.message : String(e);
    },
  });
  let divergedAt: number | null = null;
  const check = (i: number) => {
    if (divergedAt === null && !same(actor.getSnapshot().value, flow.steps[i].state)) divergedAt = i;
  };
  try {
    actor.start();
    check(0);
    for (let i = 1; i <= last && !failure; i += 1) {
      const step = flow.steps[i];
      taken.current = new Set(step.taken);
      const event = revive(step.event) as { type: string; output?: unknown; error?: unknown };
      const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      const gate = outcome ? gates.get(outcome[2]) : undefined;
      if (outcome && gate) {
        gates.delete(outcome[2]);
        const before = actor.getSnapshot();
        if (outcome[1] === 'done') gate.resolve(event.output);
        else gate.reject(event.error);
        // The settled promise reaches the machine a few microtasks later.
        for (let n = 0; n < 50 && actor.getSnapshot() === before; n += 1) await Promise.resolve();
      } else {
        // An outcome with no actor waiting means the replay has left the recorded path; the event still goes in.
        actor.send(event);
      }
      check(i);
    }
  } catch (e) {
    failure = e instanceof Error ? e.message : String(e);
  }
  const value = actor.getSnapshot().value;
  actor.stop();
  return { index: last, step: flow.steps[last], value, matches: divergedAt === null && !failure, divergedAt, failure };
}
