import { useEffect, useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { LoadingMask } from '@/components/LoadingMask';
import { OfflineBanner } from '@/components/OfflineBanner';
import { TabBar } from '@/components/TabBar';
import { releaseEarlyShell } from '@/components/earlyShell';
import { shellKind } from '@/lib/earlyShell';
import { useAppSelector } from '@/state/hooks';
import type { AppStore } from '@/state/store';
import { watchOpening } from '@/state/openingSettled';
import { selectMaskVisible } from '@/state/netSlice';
import { ToastHost } from './ToastHost';
import { ShellExtras } from './ShellExtras';
import { useVisitDirection } from './useVisitDirection';
import { useSiteShell } from './useSiteShell';
import { useGameReturn } from '@/state/usePlayGame';
import { MAIN_TABS } from './tabs';
import { routeMetaFor } from './routeMatch';
import { useScrollMemory } from './useScrollMemory';
import { useNavigationPending } from './AppRouter';

/** Leaf components, so a config answer or a pending call re-renders only them, not the page. */
function MaskHost() {
  return <LoadingMask visible={useAppSelector(selectMaskVisible)} />;
}

function SiteShell() {
  useSiteShell();
  return null;
}

/** Brings a game's wallet back when the member returns from it (a leaf, for the same reason). */
function GameReturn() {
  useGameReturn();
  return null;
}

/** A thin bar at the top while the next screen loads (shown after a moment, so a quick navigation shows none). */
function PendingBar({ label }: { label: string }) {
  return (
    <div className="nav-pending" role="status">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** The frame around every screen: offline notice, page transition, tab bar, mask, toasts. */
export function AppShell() {
  const intl = useIntl();
  const location = useLocation();
  const direction = useVisitDirection(location);
  useScrollMemory(location, useNavigationType());
  const meta = routeMetaFor(location.pathname);
  // While the next screen loads this one stays on view, inert: a tap or a keystroke here would be lost.
  const pending = useNavigationPending();
  // This frame commits only with the opening screen's code and guards ready, so the early shell goes now;
  // home keeps it until its banner box is filled (features/home/BannerCarousel).
  const isHome = shellKind(location.pathname.replace(/\/+$/, '').toLowerCase()) === 'home';
  useLayoutEffect(() => {
    if (!isHome) releaseEarlyShell();
  }, [isHome]);
  // A parent's effect runs after its children's: the opening screen has started its reads by now.
  const store = useStore() as AppStore;
  useEffect(() => watchOpening(store), [store]);
  return (
    <div className={meta.tabBar ? 'app has-tab-bar' : 'app'}>
      <OfflineBanner />
      {pending ? <PendingBar label={intl.formatMessage({ id: 'common.net.loadingText' })} /> : null}
      <main
        key={location.pathname}
        className={`page page-${direction}`}
        inert={pending || undefined}
        aria-busy={pending || undefined}
      >
        <Outlet />
      </main>
      {meta.tabBar ? <TabBar items={MAIN_TABS} label={intl.formatMessage({ id: 'common.tab.navLabel' })} /> : null}
      <MaskHost />
      <SiteShell />
      <GameReturn />
      <ShellExtras pathname={location.pathname} />
      <ToastHost />
    </div>
  );
}
