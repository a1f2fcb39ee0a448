import { playApi } from '@/api/playApi';
import { endpointActor } from '@/flow/endpointActor';
import type { FlowDeps } from '@/flow/useFlow';
import type { BlockKind } from '@machines/playBlockMachine';
import type { LimitKind, LimitPeriod, LimitSaved } from '@machines/limitChangeMachine';
import { loggedOut } from '@/api/sessionActions';
import { toastShown } from '@/state/toastSlice';
import { announceSessionEnded } from './sessionChannel';

type LimitKey = { kind: LimitKind; period: LimitPeriod };
type BlockKey = { kind: BlockKind; period: string };
type BlockTaken = BlockKey & { until: string };

export function limitChangeActors({ dispatch }: FlowDeps) {
  return {
    actors: {
      saveLimit: endpointActor<LimitKey & { amount: string }, LimitSaved>((body) =>
        dispatch(playApi.endpoints.changePlayLimit.initiate(body)),
      ),
      confirmLimit: endpointActor<LimitKey>((body) => dispatch(playApi.endpoints.confirmPlayLimit.initiate(body))),
    },
  };
}

export function playBlockActors({ dispatch }: FlowDeps) {
  return {
    actors: {
      quoteBlock: endpointActor<BlockKey, { until: string }>((q) =>
        dispatch(playApi.endpoints.quotePlayBlock.initiate(q, { forceRefetch: true, subscribe: false })),
      ),
      takeBlock: endpointActor<BlockTaken, { until: string; message?: string }>((body) =>
        dispatch(playApi.endpoints.takePlayBlock.initiate(body)),
      ),
    },
    actions: {
      // The platform has ended every session of the member: this tab logs out and tells the member's other tabs.
      endSession: (_: unknown, { message }: { until: string; message: string }) => {
        announceSessionEnded();
        dispatch(loggedOut());
        // The platform's own sentence, with the end date, stays on view over the login screen.
        if (message) dispatch(toastShown({ kind: 'info', message }));
      },
    },
  };
}
