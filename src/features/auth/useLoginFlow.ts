import { loginMachine } from '@machines/loginMachine';
import { loggedOut } from '@/state/sessionSlice';
import { useFlow } from '@/flow/useFlow';
import { makeLoginActors } from './loginActors';

/** Runs the login machine with the real network actors for the login screen. */
export function useLoginFlow(captchaRequired: boolean, prefillName?: string) {
  const [snapshot, send] = useFlow(loginMachine, {
    actors: ({ dispatch }) => ({
      actors: makeLoginActors(dispatch),
      actions: { dropSession: () => dispatch(loggedOut()) },
    }),
    input: () => ({ captchaRequired, name: prefillName }),
  });
  return { snapshot, send };
}
