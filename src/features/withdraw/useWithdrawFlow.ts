import { useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { useMachine } from '@xstate/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';
import { withdrawMachine, type WithdrawDraft } from '@machines/withdrawMachine';
import { clearDraft, draftOwner, loadDraft, saveDraft } from '@/components/flowDraft';
import { withdrawActors } from './withdrawActors';

const DRAFT = 'withdraw';

/** The withdrawal machine with its network actors; card and amount (never the password) survive a re-login. */
export function useWithdrawFlow() {
  const dispatch = useAppDispatch();
  const owner = draftOwner(useAppSelector((s) => s.session.token));
  const store = useStore<RootState>();
  const machine = useMemo(() => withdrawMachine.provide(withdrawActors(dispatch, store.getState)), [dispatch, store]);
  const [state, send] = useMachine(machine, { input: { draft: loadDraft<WithdrawDraft>(DRAFT, owner) } });
  const { cardId, amount } = state.context;
  const done = state.matches('done');
  useEffect(() => {
    if (done || (!amount && cardId === null)) clearDraft(DRAFT);
    else saveDraft(DRAFT, { cardId, amount }, owner);
  }, [done, cardId, amount, owner]);
  return [state, send] as const;
}
