import { yuebaoApi } from '@/api/yuebaoApi';
import type { BuyRequest, RedeemRequest } from '@machines/yuebaoMachine';
import { endpointActor } from '@/flow/endpointActor';
import type { FlowDeps } from '@/flow/useFlow';

/** Shared with the screen, which reads the platform's answer (its message) from the same entry. */
export const BUY_KEY = 'yuebao-buy';
export const REDEEM_KEY = 'yuebao-redeem';

export function yuebaoActors({ dispatch }: FlowDeps) {
  return {
    actors: {
      buyPlan: endpointActor((input: BuyRequest) =>
        dispatch(
          yuebaoApi.endpoints.yuebaoBuy.initiate(
            { plan_id: input.planId, amount: input.amount },
            { fixedCacheKey: BUY_KEY },
          ),
        ),
      ),
      redeemPlan: endpointActor((input: RedeemRequest) =>
        dispatch(
          yuebaoApi.endpoints.yuebaoRedeem.initiate({ record_id: input.recordId }, { fixedCacheKey: REDEEM_KEY }),
        ),
      ),
    },
  };
}
