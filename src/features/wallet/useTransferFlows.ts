import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { transferModeMachine } from '@machines/transferModeMachine';
import { gameTransferMachine, type GameTransferInput } from '@machines/gameTransferMachine';
import { clearDraft, draftOwner, loadDraft, saveDraft } from '@/flow/flowDraft';
import { gameTransferActors, transferModeActors } from './transferActors';

const DRAFT = 'transfer';

/** The two machines of the Transfer screen, with their network actors; the transfer form survives a re-login. */
export function useTransferFlows() {
  const dispatch = useAppDispatch();
  const owner = draftOwner(useAppSelector((s) => s.session.token));
  const modeMachine = useMemo(() => transferModeMachine.provide(transferModeActors(dispatch)), [dispatch]);
  const moveMachine = useMemo(() => gameTransferMachine.provide(gameTransferActors(dispatch)), [dispatch]);
  const [mode, sendMode] = useMachine(modeMachine);
  const [move, sendMove] = useMachine(moveMachine, { input: loadDraft<GameTransferInput>(DRAFT, owner) ?? {} });
  const { from, to, amount } = move.context;
  useEffect(() => {
    if (from || to || amount) saveDraft(DRAFT, { from, to, amount }, owner);
    else clearDraft(DRAFT);
  }, [from, to, amount, owner]);
  return { mode, sendMode, move, sendMove };
}
