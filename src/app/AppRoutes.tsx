import { Suspense, use } from 'react';
import { useStore } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { AppStore } from '@/state/store';
import { ROUTE_TABLE, type RouteMeta } from '@/state/routeTable';
import { PATHS } from '@/state/paths';
import { toastShown } from '@/state/toastSlice';
import { HomeScreen } from '@/features/home/HomeScreen';
import { AppShell } from './AppShell';
import { RouteErrorBoundary, RouteFallback } from './RouteFallback';
import { RouterBridge, committedPath } from './RouterBridge';
import { Detour } from './Detour';
import { DEMO_BLOCKED_MESSAGE_ID, guardDetour, guardReady } from './guards';
import { lazyScreens, type ScreenName } from './routes';

/**
 * A screen's route: the guard decides first (a visitor goes to Login and comes back after, a demo member is
 * told and stays where they were), then the screen renders once its code and texts are in. Until then the
 * navigation is pending and the screen the member came from stays on view.
 */
function ScreenRoute({ name, meta }: { name: ScreenName; meta: RouteMeta }) {
  const store = useStore() as AppStore;
  const location = useLocation();
  use(guardReady(store, meta));
  const detour = guardDetour(store, meta, `${location.pathname}${location.search}`, committedPath());
  if (detour) {
    const onLeave = detour.refused
      ? () => store.dispatch(toastShown({ messageId: DEMO_BLOCKED_MESSAGE_ID }))
      : undefined;
    return <Detour to={detour.to} onLeave={onLeave} />;
  }
  const Screen = lazyScreens[name];
  return <Screen />;
}

/** The route table as routes: home is in the entry bundle (the first screen of most visits); anything else goes home. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      <RouterBridge />
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<RouteFallback />}>
          <Routes>
            <Route element={<AppShell />}>
              {ROUTE_TABLE.map((entry) =>
                'redirect' in entry ? (
                  <Route key={entry.path} path={entry.path} element={<Detour to={entry.redirect} />} />
                ) : entry.screen === 'Home' ? (
                  <Route key={entry.path} path={entry.path} element={<HomeScreen />} />
                ) : (
                  <Route
                    key={entry.path}
                    path={entry.path}
                    element={<ScreenRoute name={entry.screen as ScreenName} meta={entry.meta} />}
                  />
                ),
              )}
              <Route path="*" element={<Detour to={PATHS.Home} />} />
            </Route>
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
