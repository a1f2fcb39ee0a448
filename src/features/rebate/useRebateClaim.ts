import { useRef } from 'react';
import { useFsClaimMutation } from '@/api/rebateApi';

/**
 * The one-tap rebate claim: one request per intent. A second tap while the first is on its way does
 * nothing (the ref answers before React re-renders the disabled button); a failure is never retried.
 */
export function useRebateClaim() {
  const [claim, state] = useFsClaimMutation({ fixedCacheKey: 'rebate-claim' });
  const inFlight = useRef(false);
  const run = async (deadtime: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await claim({ deadtime }).unwrap();
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
