import {
  createActor,
  fromPromise,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/*
 * Runs a machine for real with every network actor replaced by a promise the test settles, records what
 * each actor was asked and which provided actions ran, and replays generated paths for coverage.
 */

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void };

export const flush = () => new Promise<void>((r) => setImmediate(r));

/** Every transition of a machine, keyed `stateId|eventType|index`, so tests can prove each was taken. */
export function allTransitionKeys(root: AnyStateNode): string[] {
  const keys: string[] = [];
  const walk = (node: AnyStateNode) => {
    for (const [type, defs] of node.transitions) defs.forEach((_, i) => keys.push(`${node.id}|${type}|${i}`));
    (node.always ?? []).forEach((_, i) => keys.push(`${node.id}|always|${i}`));
    Object.values(node.states).forEach(walk);
  };
  walk(root);
  return keys;
}

export function allStateIds(root: AnyStateNode): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode) => {
    ids.push(node.id);
    Object.values(node.states).forEach(walk);
  };
  walk(root);
  return ids;
}

function transitionKey(t: AnyTransitionDefinition): string {
  const src = t.source;
  const list = t.eventType ? (src.transitions.get(t.eventType) ?? []) : (src.always ?? []);
  const i = list.indexOf(t);
  if (i < 0) throw new Error(`unknown transition ${src.id} ${t.eventType}`);
  return `${src.id}|${t.eventType || 'always'}|${i}`;
}

/** Invocation id → actor name, for invocations without an explicit id (xstate then names them by path). */
function invokeSources(root: AnyStateNode): Map<string, string> {
  const ids = new Map<string, string>();
  const walk = (node: AnyStateNode) => {
    for (const inv of node.invoke) if (typeof inv.src === 'string') ids.set(inv.id, inv.src);
    Object.values(node.states).forEach(walk);
  };
  walk(root);
  return ids;
}

export type Harness = ReturnType<typeof startMachine>;

export function startMachine<M extends AnyStateMachine>(
  machine: M,
  opts: {
    actorIds: readonly string[];
    actionIds?: readonly string[];
    input?: unknown;
    taken?: Set<string>;
    visited?: Set<string>;
  },
) {
  const pending: Record<string, Deferred[]> = {};
  const calls: Record<string, unknown[]> = Object.fromEntries(opts.actorIds.map((id) => [id, []]));
  const actions: Array<{ type: string; params: unknown }> = [];
  const actors = Object.fromEntries(
    opts.actorIds.map((id) => [
      id,
      fromPromise<any, any>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls[id].push(input);
            (pending[id] ??= []).push({ resolve, reject });
          }),
      ),
    ]),
  );
  const provided = Object.fromEntries(
    (opts.actionIds ?? []).map((id) => [
      id,
      (_: unknown, params: unknown) => {
        actions.push({ type: id, params });
      },
    ]),
  );
  const sources = invokeSources(machine.root);
  const m = (machine as AnyStateMachine).provide({ actors, actions: provided } as never);
  const actor = createActor(m, {
    input: opts.input as never,
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep') return;
      for (const t of (ev as { _transitions: AnyTransitionDefinition[] })._transitions) {
        opts.taken?.add(transitionKey(t));
        // Transient states (only `always` out) are passed through, never rested in.
        opts.visited?.add(t.source.id);
      }
      for (const n of (ev.snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) opts.visited?.add(n.id);
    },
  });
  actor.subscribe({ error: () => {} });
  actor.start();
  for (const n of (actor.getSnapshot() as unknown as { _nodes: AnyStateNode[] })._nodes) opts.visited?.add(n.id);

  const settle = async (id: string, ok: boolean, value: unknown) => {
    // The newest call is the running one; older ones belong to actors already stopped.
    const d = pending[id]?.pop();
    if (!d) throw new Error(`${id} is not running`);
    if (ok) d.resolve(value);
    else d.reject(value);
    await flush();
  };
  /** Sends a user event, or settles the running actor for an `xstate.done/error.actor.*` event. */
  const play = async (event: { type: string; output?: unknown; error?: unknown }) => {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    const actorOf = (invokeId: string) => sources.get(invokeId) ?? invokeId;
    if (done) await settle(actorOf(done[1]), true, event.output);
    else if (failed) await settle(actorOf(failed[1]), false, event.error);
    else {
      actor.send(event as never);
      await flush();
    }
  };
  const snap = () => actor.getSnapshot() as any;
  return { actor, calls, actions, settle, play, snap };
}

/**
 * Replays every shortest path of the machine (and one more step from each reached state), for each
 * input, and returns the states visited and transitions taken, to compare with the machine's own.
 */
export async function coverPaths<M extends AnyStateMachine>(
  machine: M,
  opts: {
    actorIds: readonly string[];
    actionIds?: readonly string[];
    inputs: unknown[];
    events: Array<{ type: string; [k: string]: unknown }>;
    serializeState: (s: any) => string;
  },
) {
  const taken = new Set<string>();
  const visited = new Set<string>();
  const pathCounts: number[] = [];
  let replays = 0;
  for (const input of opts.inputs) {
    // An actor's done/error event only exists while that actor runs (an unhandled one would fail the machine).
    const offered = (s: any) => opts.events.filter((e) => !e.type.startsWith('xstate.') || s.can(e));
    const paths = getShortestPaths(machine, { input, events: offered, serializeState: opts.serializeState } as never);
    pathCounts.push(paths.length);
    const replay = async (steps: Array<{ event: any; state: any }>, extra?: any) => {
      replays += 1;
      const h = startMachine(machine, { actorIds: opts.actorIds, actionIds: opts.actionIds, input, taken, visited });
      for (const step of steps) {
        if (step.event.type === 'xstate.init') continue;
        await h.play(step.event);
        expect(opts.serializeState(h.snap())).toBe(opts.serializeState(step.state));
      }
      if (extra) await h.play(extra);
      h.actor.stop();
    };
    for (const path of paths) {
      await replay(path.steps);
      // One step further from each reached state, so transitions that lead back to known states count too.
      for (const event of offered(path.state)) await replay(path.steps, event);
    }
  }
  return {
    replays,
    pathCounts,
    visited: [...visited].sort(),
    taken: [...taken].sort(),
    allStates: allStateIds(machine.root).sort(),
    allTransitions: allTransitionKeys(machine.root).sort(),
  };
}
