import { withdrawMachine } from '@machines/withdrawMachine';
import type { WithdrawDraft } from '@machines/withdrawTypes';
import { useFlow } from '@/flow/useFlow';
import { withdrawActors } from './withdrawActors';

/** The withdrawal machine with its network actors; card, amount and their key (never the password) survive a re-login. */
export function useWithdrawFlow() {
  return useFlow(withdrawMachine, {
    actors: withdrawActors,
    input: (draft: WithdrawDraft | null) => ({ draft }),
    draft: {
      key: 'withdraw',
      keep: (s): WithdrawDraft | null => {
        const { cardId, amount, intentKey } = s.context;
        return s.matches('done') || (!amount && cardId === null) ? null : { cardId, amount, intentKey };
      },
    },
  });
}
