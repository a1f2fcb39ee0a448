import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { loginMachine } from '@machines/loginMachine';
import { useAppDispatch } from '@/state/hooks';
import { loggedOut } from '@/state/sessionSlice';
import { makeLoginActors } from './loginActors';

/** Runs the login machine with the real network actors for the login screen. */
export function useLoginFlow(captchaRequired: boolean, prefillName?: string) {
  const dispatch = useAppDispatch();
  const machine = useMemo(
    () => loginMachine.provide({
      actors: makeLoginActors(dispatch),
      actions: { dropSession: () => dispatch(loggedOut()) },
    }),
    [dispatch],
  );
  const [snapshot, send] = useMachine(machine, { input: { captchaRequired, name: prefillName } });
  return { snapshot, send };
}
