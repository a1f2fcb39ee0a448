import { useCallback } from 'react';
import type { Intent } from '@/api/intent';
import { useAppDispatch } from '@/state/hooks';
import { newIntentKey } from '@/lib/intentKey';
import { sendIntent } from './intentSend';

type Unwrappable<R> = { unwrap: () => Promise<R> };

/**
 * A one-tap money action (a grab, a spin, a claim, a recovery): the tap is the intent, so its key is made with
 * it and sent with every copy of its request (flow/intentSend), until the platform has answered. The caller
 * stays busy until then, so a second tap cannot start a second intent by accident.
 */
export function useIntentSender() {
  const dispatch = useAppDispatch();
  return useCallback(
    <R>(send: (intent: Intent) => Unwrappable<R>): Promise<R> => {
      const intentKey = newIntentKey();
      return sendIntent(dispatch, intentKey, (resend) => send({ intentKey, resend }).unwrap());
    },
    [dispatch],
  );
}
