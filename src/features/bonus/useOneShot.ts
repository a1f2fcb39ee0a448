import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { asApiError } from '@/api/baseQuery';
import { refreshPaid } from '@/api/bonusApi';
import { useAppDispatch } from '@/state/hooks';
import type { Intent } from '@/api/intent';
import { useIntentSender } from '@/flow/useIntentSender';

/** A lost answer may still have paid: the platform finishes what it received. Look again a little later. */
const LOOK_AGAIN_MS = 5_000;

type Unwrappable<R> = { unwrap: () => Promise<R> };

/**
 * A request that pays out once (sign, claim, grab, spin): one intent per tap, under one key however often its
 * request travels (flow/useIntentSender). A second tap while the first is on its way does nothing, because the
 * ref answers before React re-renders the disabled button; a refusal says why in the member's language.
 */
export function useOneShot<A, R>(trigger: (arg: A, intent: Intent) => Unwrappable<R>, failedId?: string) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const send = useIntentSender();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<R | null>(null);
  const [error, setError] = useState('');
  const [failed, setFailed] = useState('');
  const triggerRef = useRef(trigger);
  useLayoutEffect(() => {
    triggerRef.current = trigger;
  });

  const run = useCallback(
    async (arg: A): Promise<R | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      setError('');
      setFailed('');
      setResult(null);
      try {
        const r = await send((intent) => triggerRef.current(arg, intent));
        setResult(r);
        return r;
      } catch (e) {
        const err = asApiError(e);
        if (err?.status === 'TIMEOUT_ERROR' || err?.status === 'FETCH_ERROR')
          setTimeout(() => dispatch(refreshPaid()), LOOK_AGAIN_MS);
        setError(err?.message || intl.formatMessage({ id: err?.messageId ?? 'common.state.errorText' }));
        // What did not happen, in the member's language, whatever the platform's own words were.
        if (failedId) setFailed(intl.formatMessage({ id: failedId }));
        return null;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [dispatch, failedId, intl, send],
  );

  return { run, busy, result, error, failed };
}
