import { transferModeMachine } from '@machines/transferModeMachine';
import { gameTransferMachine, type GameTransferInput } from '@machines/gameTransferMachine';
import { useFlow } from '@/flow/useFlow';
import { gameTransferActors, transferModeActors } from './transferActors';

/** The two machines of the Transfer screen, with their network actors; the transfer form survives a re-login. */
export function useTransferFlows() {
  const [mode, sendMode] = useFlow(transferModeMachine, { actors: transferModeActors });
  const [move, sendMove] = useFlow(gameTransferMachine, {
    actors: gameTransferActors,
    input: (draft: GameTransferInput | null) => draft ?? {},
    draft: {
      key: 'transfer',
      keep: (s): GameTransferInput | null => {
        const { from, to, amount } = s.context;
        return from || to || amount ? { from, to, amount } : null;
      },
    },
  });
  return { mode, sendMode, move, sendMove };
}
