import { rechargeMachine } from '@machines/rechargeMachine';
import type { RechargeDraft } from '@machines/rechargeTypes';
import { useFlow } from '@/flow/useFlow';
import { rechargeActors } from './rechargeActors';
import { platformNow } from './usdt';

/** The recharge machine with its network actors; what the member typed survives a forced re-login. */
export function useRechargeFlow() {
  return useFlow(rechargeMachine, {
    actors: rechargeActors,
    input: (draft: RechargeDraft | null) => ({ draft, now: platformNow() }),
    draft: {
      key: 'recharge',
      keep: (s): RechargeDraft | null => {
        const { channel, amount, payerName, payerAccount, hkAt, pic, intentKey } = s.context;
        const finished = s.matches('awaitingReview') || s.matches('paying');
        return finished || !channel ? null : { channel, amount, payerName, payerAccount, hkAt, pic, intentKey };
      },
    },
  });
}
