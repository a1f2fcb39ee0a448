import { creditMachine } from '@machines/creditMachine';
import type { CreditDraft } from '@machines/creditTypes';
import { useFlow } from '@/flow/useFlow';
import { creditActors } from './creditActors';

/**
 * The credit machine with its network actors. A member's own account (and real name) is filled in;
 * what was typed survives a forced re-login.
 */
export function useCreditFlow(own: { name: string; realname: string }) {
  return useFlow(creditMachine, {
    actors: creditActors,
    input: (draft: CreditDraft | null) => ({
      name: own.name,
      realname: own.realname,
      draft: own.name && draft ? { ...draft, name: own.name } : draft,
    }),
    draft: {
      key: 'credit',
      keep: (s): CreditDraft | null => {
        const { name, realname, amount, days, intentKey } = s.context;
        if (s.matches('borrowed') || s.matches('repaid') || (!amount && !name)) return null;
        return { name, realname, amount, days, intentKey };
      },
    },
  });
}
