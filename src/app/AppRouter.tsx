import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory as createHashHistory } from 'react-router-dom';

const PendingContext = createContext(false);

/**
 * True while a navigation is still loading (the next screen's code, texts or guard): the screen on view is
 * the one being left.
 */
export function useNavigationPending(): boolean {
  return use(PendingContext);
}

/**
 * The app's hash router: what react-router's HashRouter does (each navigation renders in a transition, so the
 * screen being left stays on view while the next one loads), plus the one thing HashRouter keeps to itself,
 * whether such a navigation is under way, for the frame to say so and to stop the leaving screen taking input
 * that would be lost (AppShell).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createHashHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  return (
    <PendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </PendingContext>
  );
}
