import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { mailComposeMachine, type MailComposeInput } from '@machines/mailComposeMachine';
import { useAppDispatch } from '@/state/hooks';
import { makeMailActors } from './mailActors';

/** Runs the compose/reply machine with the real send for the compose screen. */
export function useMailComposeFlow(input: MailComposeInput) {
  const dispatch = useAppDispatch();
  const machine = useMemo(() => mailComposeMachine.provide({ actors: makeMailActors(dispatch) }), [dispatch]);
  const [snapshot, send] = useMachine(machine, { input });
  return { snapshot, send };
}
