import { yuebaoApi } from '@/api/yuebaoApi';
import type { BuyRequest, RedeemRequest } from '@machines/yuebaoMachine';
import { flowActor } from '@/flow/endpointActor';
import { sendIntent } from '@/flow/intentSend';
import type { FlowDeps } from '@/flow/useFlow';

/** Shared with the screen, which reads the platform's answer (its message) from the same entry. */
export const BUY_KEY = 'yuebao-buy';
export const REDEEM_KEY = 'yuebao-redeem';

export function yuebaoActors({ dispatch }: FlowDeps) {
  return {
    actors: {
      buyPlan: flowActor<BuyRequest, unknown>(({ planId, amount, intentKey }) =>
        sendIntent(dispatch, intentKey, (resend) =>
          dispatch(
            yuebaoApi.endpoints.yuebaoBuy.initiate(
              { plan_id: planId, amount, intentKey, resend },
              { fixedCacheKey: BUY_KEY },
            ),
          ).unwrap(),
        ),
      ),
      redeemPlan: flowActor<RedeemRequest, unknown>(({ recordId, intentKey }) =>
        sendIntent(dispatch, intentKey, (resend) =>
          dispatch(
            yuebaoApi.endpoints.yuebaoRedeem.initiate(
              { record_id: recordId, intentKey, resend },
              { fixedCacheKey: REDEEM_KEY },
            ),
          ).unwrap(),
        ),
      ),
    },
  };
}
