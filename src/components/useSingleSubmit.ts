import { useCallback, useRef } from 'react';

/** How long after an answer a further tap still counts as part of the same burst of taps. */
export const SUBMIT_QUIET_MS = 600;

/**
 * One request per burst of taps: `run(send)` sends unless a send is on its way, or one ended less than
 * `quietMs` ago (a quick double tap whose first answer came back before the second touch). A render-state
 * lock (`disabled={isLoading}`) alone misses that second touch when the answer is faster than the tap.
 */
export function useSingleSubmit(quietMs = SUBMIT_QUIET_MS) {
  const busy = useRef(false);
  const endedAt = useRef(0);
  return useCallback(
    async <T>(send: () => Promise<T>): Promise<T | undefined> => {
      if (busy.current || Date.now() - endedAt.current < quietMs) return undefined;
      busy.current = true;
      try {
        return await send();
      } finally {
        busy.current = false;
        endedAt.current = Date.now();
      }
    },
    [quietMs],
  );
}
