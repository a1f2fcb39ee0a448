import { act, render, type RenderResult } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import en from '../../i18n/en.json';
import { AppRoutes } from '@/app/AppRoutes';
import { Providers } from '@/app/Providers';
import type { AppStore } from '@/state/store';

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

/**
 * The real routes in a memory router at `path`, English texts, the given store. The opening screen suspends
 * while its code loads: an awaited act lets React finish that render.
 */
export async function renderRoutes(store: AppStore, path: string) {
  const { router, RouterProbe } = testRouter();
  let view!: RenderResult;
  await act(async () => {
    view = render(
      <Providers store={store} catalog={{ lang: 'en', messages: en }}>
        <MemoryRouter initialEntries={[path]}>
          <RouterProbe />
          <AppRoutes />
        </MemoryRouter>
      </Providers>,
    );
  });
  const where = () => `${router.location.pathname}${router.location.search}`;
  return { view, router, where };
}
