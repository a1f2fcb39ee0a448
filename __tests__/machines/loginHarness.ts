import { createActor, fromPromise, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { loginMachine, type LoginInput, type LoginEvent } from '../../machines/loginMachine';

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void };

export const ACTOR_IDS = ['loadCaptcha', 'submitLogin', 'demoLogin', 'loadMember'] as const;
export type ActorId = (typeof ACTOR_IDS)[number];

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
  const list = t.eventType ? src.transitions.get(t.eventType) ?? [] : src.always ?? [];
  const i = list.indexOf(t);
  if (i < 0) throw new Error(`unknown transition ${src.id} ${t.eventType}`);
  return `${src.id}|${t.eventType || 'always'}|${i}`;
}

/**
 * The login machine running for real, with every network actor replaced by a promise the test settles,
 * and a record of what the actors were asked, what reached the session, and which transitions fired.
 */
export function startLogin(input: LoginInput, taken = new Set<string>(), visited = new Set<string>()) {
  const pending: Partial<Record<ActorId, Deferred[]>> = {};
  const calls: Record<ActorId, unknown[]> = { loadCaptcha: [], submitLogin: [], demoLogin: [], loadMember: [] };
  const session: Array<{ token: string; isDemo: boolean }> = [];
  let dropped = 0;
  const controlled = (id: ActorId) =>
    fromPromise<any, any>(({ input: actorInput }) =>
      new Promise((resolve, reject) => {
        calls[id].push(actorInput);
        (pending[id] ??= []).push({ resolve, reject });
      }));
  const machine = loginMachine.provide({
    actors: {
      loadCaptcha: controlled('loadCaptcha'),
      submitLogin: controlled('submitLogin'),
      demoLogin: controlled('demoLogin'),
      loadMember: controlled('loadMember'),
    },
    actions: {
      handToSession: (_: unknown, params: { token: string; isDemo: boolean }) => {
        session.push(params);
      },
      dropSession: () => {
        dropped += 1;
      },
    },
  });
  const actor = createActor(machine, {
    input,
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep') return;
      for (const t of (ev as { _transitions: AnyTransitionDefinition[] })._transitions) taken.add(transitionKey(t));
      for (const n of (ev.snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) visited.add(n.id);
    },
  });
  actor.subscribe({ error: () => {} });
  actor.start();
  for (const n of (actor.getSnapshot() as unknown as { _nodes: AnyStateNode[] })._nodes) visited.add(n.id);

  const settle = async (id: ActorId, ok: boolean, value: unknown) => {
    // The newest call is the running one; older ones belong to actors already stopped.
    const d = pending[id]?.pop();
    if (!d) throw new Error(`${id} is not running`);
    if (ok) d.resolve(value);
    else d.reject(value);
    await flush();
  };
  /** Sends a user event, or settles the running actor for an `xstate.done/error.actor.*` event. */
  const play = async (event: { type: string; output?: unknown; error?: unknown }) => {
    const done = /^xstate\.done\.actor\.(\w+)$/.exec(event.type);
    const failed = /^xstate\.error\.actor\.(\w+)$/.exec(event.type);
    if (done) await settle(done[1] as ActorId, true, event.output);
    else if (failed) await settle(failed[1] as ActorId, false, event.error);
    else {
      actor.send(event as LoginEvent);
      await flush();
    }
  };
  return { actor, calls, session, dropped: () => dropped, settle, play, pending };
}
