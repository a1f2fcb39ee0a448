import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useMachine } from '@xstate/react';
import type { AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { useAppSelector } from '@/state/hooks';
import type { AppDispatch, RootState } from '@/state/store';
import { clearDraft, draftOwner, loadDraft, saveDraft } from './flowDraft';
import { inspectorFor } from './inspection';
import { startTraceRecorder } from './traceRecorder';

// Flows are recorded from the moment the flow kit loads, so 'Report a problem' and the Flow Lab see them.
startTraceRecorder();

/** What a feature's actors need to reach the api: the store's dispatch and state. */
export type FlowDeps = { dispatch: AppDispatch; getState: () => RootState };

type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

export type FlowOptions<M extends AnyStateMachine, D> = {
  /** The real network actors (and store actions) of the flow, from the feature's `<flow>Actors.ts`. */
  actors?: (deps: FlowDeps) => Implementations<M>;
  /** The machine's input; given the draft kept from before a forced re-login, when the flow keeps one. */
  input?: (draft: D | null) => InputFrom<M>;
  /**
   * What the member typed, kept across a forced re-login (never a password): `keep` picks it from the
   * snapshot, or answers null when there is nothing worth keeping (empty, or the flow is done).
   */
  draft?: { key: string; keep: (snapshot: SnapshotFrom<M>) => D | null };
};

/**
 * The one place flows are created: the machine with the feature's actors, its input (and draft), and the
 * inspector the Flow Lab and the trace recorder listen through. Returns XState's snapshot and send.
 */
export function useFlow<M extends AnyStateMachine, D = never>(machine: M, options: FlowOptions<M, D> = {}) {
  const store = useStore<RootState>();
  const owner = draftOwner(useAppSelector((s) => s.session.token));
  const { draft } = options;
  // A flow is made once per mount: later renders neither rebuild the machine nor reread the draft.
  const [created] = useState(() => {
    const deps: FlowDeps = { dispatch: store.dispatch as AppDispatch, getState: store.getState };
    const provided = options.actors ? (machine.provide(options.actors(deps)) as M) : machine;
    const kept = draft ? loadDraft<D>(draft.key, owner) : null;
    return { machine: provided, input: options.input?.(kept) };
  });
  const [snapshot, send, actorRef] = useMachine(created.machine, {
    input: created.input,
    inspect: inspectorFor(machine.id),
  } as Parameters<typeof useMachine<M>>[1]);

  const picked = draft ? draft.keep(snapshot as SnapshotFrom<M>) : null;
  const serialized = picked === null ? null : JSON.stringify(picked);
  const last = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!draft || last.current === serialized) return;
    last.current = serialized;
    if (serialized === null) clearDraft(draft.key);
    else saveDraft(draft.key, picked, owner);
    // `picked` is a new object every render; the text it was made from says when it really changed.
  }, [draft, serialized, picked, owner]);

  return [snapshot as SnapshotFrom<M>, send, actorRef] as const;
}
