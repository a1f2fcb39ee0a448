import { useState } from 'react';
import { useRecoverAllMutation } from '@/api/walletApi';
import { useIntentSender } from '@/flow/useIntentSender';
import { partKey } from '@/lib/intentKey';
import { useAppDispatch } from '@/state/hooks';
import { toastShown } from '@/state/toastSlice';
import { useSingleSubmit } from './useSingleSubmit';

/** The wallet area's words for the outcome (the caller shows them with that area's texts in). */
const NOTHING_TEXT = 'wallet.games.nothingToRecoverText';
const DONE_TEXT = 'wallet.games.recoverDoneText';

/**
 * Bringing the money in game wallets back to the main wallet: one intent per tap (each supplier's request under a
 * key of its own made from it), one request per burst of taps. `failed` says the last try did not bring it all.
 */
export function useRecoverGames() {
  const dispatch = useAppDispatch();
  const [recoverAll, recovering] = useRecoverAllMutation();
  const send = useIntentSender();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const once = useSingleSubmit();

  const recoverNow = async (codes: string[]) => {
    if (busy || recovering.isLoading) return;
    if (!codes.length) {
      dispatch(toastShown({ kind: 'info', messageId: NOTHING_TEXT }));
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await send((intent) =>
        recoverAll({
          apiCodes: codes,
          keys: Object.fromEntries(codes.map((code) => [code, partKey(intent.intentKey, code)])),
          ...intent,
        }),
      );
      dispatch(toastShown({ kind: 'success', messageId: DONE_TEXT }));
    } catch {
      // The toast gave the platform's words; `failed` says what did not happen. The wallets refresh either way.
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return {
    recover: (codes: string[]) => once(() => recoverNow(codes)),
    busy: busy || recovering.isLoading,
    failed: failed && !busy,
  };
}
