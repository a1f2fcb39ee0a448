import { creditApi } from '@/api/creditApi';
import type { BorrowRequest, RepayRequest } from '@machines/creditTypes';
import { flowActor } from '@/flow/endpointActor';
import { sendIntent } from '@/flow/intentSend';
import type { FlowDeps } from '@/flow/useFlow';

/** Shared with the screens, which read the platform's answer (its message) from the same entry. */
export const BORROW_KEY = 'credit-borrow';
export const REPAY_KEY = 'credit-repay';

export function creditActors({ dispatch }: FlowDeps) {
  return {
    actors: {
      // The answer lands in the query cache the screens read; the flow only needs to know it came.
      lookUp: flowActor<{ name: string }, unknown>(async (input) => {
        await dispatch(
          creditApi.endpoints.creditAccount.initiate({ name: input.name }, { forceRefetch: true, subscribe: false }),
        ).unwrap();
        return null;
      }),
      borrow: flowActor<BorrowRequest, unknown>(({ name, realname, amount, days, intentKey }) =>
        sendIntent(dispatch, intentKey, (resend) =>
          dispatch(
            creditApi.endpoints.creditBorrow.initiate(
              { name, realname, money: amount, days, intentKey, resend },
              { fixedCacheKey: BORROW_KEY },
            ),
          ).unwrap(),
        ),
      ),
      repay: flowActor<RepayRequest, unknown>(({ name, realname, amount, intentKey }) =>
        sendIntent(dispatch, intentKey, (resend) =>
          dispatch(
            creditApi.endpoints.creditRepay.initiate(
              { name, realname, money: amount, intentKey, resend },
              { fixedCacheKey: REPAY_KEY },
            ),
          ).unwrap(),
        ),
      ),
    },
  };
}
