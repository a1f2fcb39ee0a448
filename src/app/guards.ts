import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { authApi } from '@/api/authApi';
import type { AppStore } from '@/state/store';
import { selectIsDemo, selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { toastShown } from '@/state/toastSlice';
import { currentPath } from '@/state/navigation';
import { loginPath, PATHS } from '@/state/paths';
import type { RouteMeta } from '@/state/routeTable';

export type { RouteMeta };

export const DEMO_BLOCKED_MESSAGE_ID = 'common.guard.demoBlockedText';

export type GuardDecision = { kind: 'allow' } | { kind: 'login'; to: string } | { kind: 'demoBlocked' };

/** The rule itself, free of the router: who may enter a route. */
export function decideGuard(
  meta: RouteMeta,
  who: { isLoggedIn: boolean; isDemo: boolean },
  target: string,
): GuardDecision {
  if (meta.auth && !who.isLoggedIn) return { kind: 'login', to: loginPath(target) };
  if (meta.noDemo && who.isLoggedIn && who.isDemo) return { kind: 'demoBlocked' };
  return { kind: 'allow' };
}

/**
 * The route loader that applies the guard: a visitor goes to Login (and comes back after), a demo member
 * is told and stays where they were.
 */
export function guardLoader(store: AppStore, meta: RouteMeta) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}`;
    let state = store.getState();
    // After a reload only the member info says whether this is a demo account.
    if (meta.noDemo && selectIsLoggedIn(state) && !selectIsDemo(state) && !selectMember(state)) {
      const sub = store.dispatch(authApi.endpoints.me.initiate());
      await sub;
      sub.unsubscribe();
      state = store.getState();
    }
    const decision = decideGuard(meta, { isLoggedIn: selectIsLoggedIn(state), isDemo: selectIsDemo(state) }, target);
    if (decision.kind === 'login') throw redirect(decision.to);
    if (decision.kind === 'demoBlocked') {
      store.dispatch(toastShown({ messageId: DEMO_BLOCKED_MESSAGE_ID }));
      const from = currentPath();
      throw replace(from && from !== target ? from : PATHS.Home);
    }
    return null;
  };
}
