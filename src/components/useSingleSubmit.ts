import { useCallback, useRef } from 'react';

/** How long after an answer the same request again still counts as part of the same burst of taps. */
export const SUBMIT_QUIET_MS = 600;

/**
 * One request per burst of taps: `run(send, key)` sends unless a send is on its way, or the same request
 * (`key`) ended less than `quietMs` ago: a quick double tap whose first answer came back before the second
 * touch. A different request (other values typed, other mails picked) goes at once. A render-state lock
 * (`disabled={isLoading}`) alone misses that second touch when the answer is faster than the tap.
 */
export function useSingleSubmit(quietMs = SUBMIT_QUIET_MS) {
  const busy = useRef(false);
  const last = useRef<{ key: string; endedAt: number } | null>(null);
  return useCallback(
    async <T>(send: () => Promise<T>, key = ''): Promise<T | undefined> => {
      const previous = last.current;
      if (busy.current || (previous && previous.key === key && Date.now() - previous.endedAt < quietMs))
        return undefined;
      busy.current = true;
      try {
        return await send();
      } finally {
        busy.current = false;
        last.current = { key, endedAt: Date.now() };
      }
    },
    [quietMs],
  );
}
