import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';

/** The router as a test drives it: where the app is, and its navigate (wrap calls in act). */
export type TestRouter = { location: Location; navigate: (to: string | number) => Promise<void> };

/** A test router and the probe to render inside a memory router, which keeps it up to date. */
export function testRouter(): { router: TestRouter; RouterProbe: () => null } {
  let navigateFn: NavigateFunction | null = null;
  const router: TestRouter = {
    location: { pathname: '', search: '', hash: '', state: null, key: '' },
    navigate: async (to) => {
      if (typeof to === 'number') await navigateFn?.(to);
      else await navigateFn?.(to);
    },
  };
  const update = (location: Location, navigate: NavigateFunction) => {
    router.location = location;
    navigateFn = navigate;
  };
  function RouterProbe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => update(location, navigate), [location, navigate]);
    return null;
  }
  return { router, RouterProbe };
}
