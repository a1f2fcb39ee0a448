import { asApiError } from '@/api/baseQuery';
import { intentsHonoured } from '@/api/intent';
import { intentChecking, intentSettled, intentUnsettled } from '@/state/intentSlice';
import type { AppDispatch } from '@/state/store';

/** The waits before each copy sent again by itself; then the member is asked (IntentNotice's 'check again'). */
export const RESEND_BACKOFF_MS = [1_000, 2_000, 4_000] as const;

/** The member's 'check again' for an unsettled intent, by key. */
const waiting = new Map<string, () => void>();

/**
 * No answer says nothing of the outcome: the request timed out, the connection was cut, or the platform still
 * works on the first copy (409, the draft's answer to a key in flight). Any other answer is the outcome.
 */
function unanswered(error: unknown): boolean {
  const status = asApiError(error)?.status;
  return status === 'TIMEOUT_ERROR' || status === 'FETCH_ERROR' || status === 409;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Carries out one intent: `send(resend)` makes the request with the intent's key. When its answer is lost and the
 * platform honours the key, the same request goes again (quietly, `resend`) after each of RESEND_BACKOFF_MS, then
 * waits for the member's 'check again', and so on until an answer comes: the platform answers a copy with the
 * first one's outcome, so the money moves once and the member learns what happened. Until then the flow that
 * waits on this stays where it is (busy), so no second intent can start by accident. On a platform that does not
 * honour the key a lost answer is the error it was, as before: a copy could move the money again.
 */
export async function sendIntent<R>(
  dispatch: AppDispatch,
  key: string,
  send: (resend: boolean) => PromiseLike<R>,
): Promise<R> {
  let resend = false;
  let round = 0;
  try {
    for (;;) {
      try {
        return await send(resend);
      } catch (error) {
        if (!unanswered(error) || !intentsHonoured()) throw error;
      }
      resend = true;
      if (round < RESEND_BACKOFF_MS.length) {
        dispatch(intentChecking(key));
        await pause(RESEND_BACKOFF_MS[round]);
        round += 1;
      } else {
        dispatch(intentUnsettled(key));
        await new Promise<void>((resolve) => waiting.set(key, resolve));
        dispatch(intentChecking(key));
        round = 0;
      }
    }
  } finally {
    waiting.delete(key);
    dispatch(intentSettled(key));
  }
}

/** The member asks again about an unsettled intent: its request goes once more, then by itself as before. */
export function checkIntentAgain(key: string): void {
  const resume = waiting.get(key);
  waiting.delete(key);
  resume?.();
}
