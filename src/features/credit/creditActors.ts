import { creditApi } from '@/api/creditApi';
import type { BorrowRequest, RepayRequest } from '@machines/creditMachine';
import { endpointActor, flowActor } from '@/flow/endpointActor';
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
      borrow: endpointActor((input: BorrowRequest) =>
        dispatch(
          creditApi.endpoints.creditBorrow.initiate(
            { name: input.name, realname: input.realname, money: input.amount, days: input.days },
            { fixedCacheKey: BORROW_KEY },
          ),
        ),
      ),
      repay: endpointActor((input: RepayRequest) =>
        dispatch(
          creditApi.endpoints.creditRepay.initiate(
            { name: input.name, realname: input.realname, money: input.amount },
            { fixedCacheKey: REPAY_KEY },
          ),
        ),
      ),
    },
  };
}
