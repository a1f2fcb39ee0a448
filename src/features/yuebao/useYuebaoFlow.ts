import { yuebaoMachine, type YuebaoDraft } from '@machines/yuebaoMachine';
import { useFlow } from '@/flow/useFlow';
import { yuebaoActors } from './yuebaoActors';

/** The Yuebao machine with its network actors; the plan being bought and its amount survive a re-login. */
export function useYuebaoFlow() {
  return useFlow(yuebaoMachine, {
    actors: yuebaoActors,
    input: (draft: YuebaoDraft | null) => ({ draft }),
    draft: {
      key: 'yuebao',
      keep: (s): YuebaoDraft | null => {
        const { planId, amount, intentKey } = s.context;
        return planId === null || s.matches('bought') ? null : { planId, amount, intentKey };
      },
    },
  });
}
