import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Inside the app's HashRouter: the router listens for hash changes from its first commit, and the first render
 * runs in a transition that yields while the opening screen builds. A change made meanwhile (a member's back
 * button, a link followed at once) would leave the page showing the route it opened with; this catches up.
 * A passive effect runs after every layout effect, so the router's own listener is attached when it navigates.
 */
export function HashCatchUp() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const now = window.location.hash.slice(1) || '/';
    if (now !== `${location.pathname}${location.search}${location.hash}`) void navigate(now, { replace: true });
    // Only the first commit can have missed a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
