import { activityApplyMachine, type HallField } from '@machines/activityApplyMachine';
import { useFlow } from '@/flow/useFlow';
import { activityApplyActors } from './activityApplyActors';

/** The application flow of one activity, its form built from the activity's hall fields. */
export function useActivityApplyFlow(activityId: number, fields: readonly HallField[], memberName: string) {
  return useFlow(activityApplyMachine, {
    actors: activityApplyActors(activityId),
    input: () => ({ fields, memberName }),
  });
}
