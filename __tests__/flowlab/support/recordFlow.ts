import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { inspectorFor } from '../../../src/flow/inspection';
import { stateNodes } from '../../../src/flow/machineShape';
import { recentFlows } from '../../../src/flow/traceRecorder';
import type { LiveFlow } from '../../../src/flow/traceChannel';

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void };
export const flush = () => new Promise<void>((r) => setImmediate(r));

/**
 * Runs a machine as useFlow would (same inspector), its invoked actors settled by the events
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` in the list, and returns what the recorder kept.
 * `onStep` sees the machine's snapshot after each event.
 */
export async function recordFlow(
  machine: AnyStateMachine,
  input: unknown,
  events: Array<{ type: string; [k: string]: unknown }>,
  onStep: (i: number, snapshot: { value: unknown }) => void = () => undefined,
): Promise<LiveFlow> {
  const pending = new Map<string, Deferred>();
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
            pending.set(self.id, { resolve, reject });
          }),
      ),
    ]),
  );
  const actor = createActor(machine.provide({ actors } as never), {
    input: input as never,
    inspect: inspectorFor(machine.id),
  });
  actor.subscribe({ error: () => undefined });
  actor.start();
  for (let i = 0; i < events.length; i += 1) {
    const ev = events[i];
    const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(ev.type);
    const d = outcome ? pending.get(outcome[2]) : undefined;
    if (outcome && d) {
      pending.delete(outcome[2]);
      if (outcome[1] === 'done') d.resolve(ev.output);
      else d.reject(ev.error);
    } else actor.send(ev as never);
    await flush();
    onStep(i, actor.getSnapshot() as { value: unknown });
  }
  actor.stop();
  const flows = recentFlows();
  return flows[flows.length - 1];
}
