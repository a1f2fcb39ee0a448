import { useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { useMachine } from '@xstate/react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import type { RootState } from '@/state/store';
import { rechargeMachine, type RechargeDraft } from '@machines/rechargeMachine';
import { clearDraft, draftOwner, loadDraft, saveDraft } from '@/flow/flowDraft';
import { rechargeActors } from './rechargeActors';
import { platformNow } from './usdt';

const DRAFT = 'recharge';

/** The recharge machine with its network actors; what the member typed survives a forced re-login. */
export function useRechargeFlow() {
  const dispatch = useAppDispatch();
  const owner = draftOwner(useAppSelector((s) => s.session.token));
  const store = useStore<RootState>();
  const machine = useMemo(() => rechargeMachine.provide(rechargeActors(dispatch, store.getState)), [dispatch, store]);
  const [state, send] = useMachine(machine, { input: { draft: loadDraft<RechargeDraft>(DRAFT, owner), now: platformNow() } });
  const { channel, amount, payerName, payerAccount, hkAt, pic } = state.context;
  const finished = state.matches('awaitingReview') || state.matches('paying');
  useEffect(() => {
    if (finished || !channel) clearDraft(DRAFT);
    else saveDraft(DRAFT, { channel, amount, payerName, payerAccount, hkAt, pic }, owner);
  }, [finished, channel, amount, payerName, payerAccount, hkAt, pic, owner]);
  return [state, send] as const;
}
