import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from '@/state/navigation';

let committed: string | null = null;

/** The path on screen now (null before the first screen has committed). */
export function committedPath(): string | null {
  return committed;
}

/**
 * Registers the router with the store's effects (a 401 or a logout sends the member to Login from outside
 * React) and records the location on screen. It sits outside the screens' suspense, so it commits with the
 * first frame and after every navigation that has finished loading.
 */
export function RouterBridge() {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    committed = `${location.pathname}${location.search}`;
    setNavigator(
      (to, options) => void navigate(to, options),
      () => committed ?? '/',
    );
  }, [location, navigate]);
  useLayoutEffect(
    () => () => {
      committed = null;
      setNavigator(null);
    },
    [],
  );
  return null;
}
