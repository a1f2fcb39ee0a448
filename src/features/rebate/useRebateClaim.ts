import { useRef } from 'react';
import { useFsClaimMutation } from '@/api/rebateApi';
import { useIntentSender } from '@/flow/useIntentSender';

/**
 * The one-tap rebate claim: one intent per tap, under one key however often its request travels
 * (flow/useIntentSender). A second tap while the first is on its way does nothing (the ref answers before React
 * re-renders the disabled button).
 */
export function useRebateClaim() {
  const [claim, state] = useFsClaimMutation({ fixedCacheKey: 'rebate-claim' });
  const send = useIntentSender();
  const inFlight = useRef(false);
  const run = async (deadtime: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send((intent) => claim({ deadtime, ...intent }));
    } catch {
      /* the error toast already said why, in the member's language */
    } finally {
      inFlight.current = false;
    }
  };
  return {
    claim: run,
    busy: state.isLoading,
    failed: state.isError,
    message: state.isSuccess ? (state.data?.message ?? '') : '',
    reset: state.reset,
  };
}
