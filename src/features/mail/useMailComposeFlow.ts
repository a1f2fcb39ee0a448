import { mailComposeMachine, type MailComposeInput } from '@machines/mailComposeMachine';
import { useFlow } from '@/flow/useFlow';
import { makeMailActors } from './mailActors';

/** Runs the compose/reply machine with the real send for the compose screen. */
export function useMailComposeFlow(input: MailComposeInput) {
  const [snapshot, send] = useFlow(mailComposeMachine, { actors: makeMailActors, input: () => input });
  return { snapshot, send };
}
