import { authApi } from '@/api/authApi';
import type { AppStore } from '@/state/store';
import { selectIsDemo, selectIsLoggedIn, selectMember, selectToken } from '@/state/sessionSlice';
import { loginPath, PATHS } from '@/state/paths';
import type { RouteMeta } from '@/state/routeTable';
import { settled, tracked } from '@/lib/trackedPromise';

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

/** After a reload only the member info says whether a session is a demo account. */
function guardNeedsMember(store: AppStore, meta: RouteMeta): boolean {
  const state = store.getState();
  return Boolean(meta.noDemo && selectIsLoggedIn(state) && !selectIsDemo(state) && !selectMember(state));
}

const memberReads = new Map<string, Promise<void>>();
const nothingToRead = settled(undefined);

/**
 * What the guard waits for before it decides (read with `use`, the same promise on every render): one
 * member-info read per session when only that says whether this is a demo account, else nothing.
 */
export function guardReady(store: AppStore, meta: RouteMeta): Promise<void> {
  if (!guardNeedsMember(store, meta)) return nothingToRead;
  const token = selectToken(store.getState());
  let read = memberReads.get(token);
  if (!read) {
    const sub = store.dispatch(authApi.endpoints.me.initiate());
    read = tracked(
      sub.then(
        () => sub.unsubscribe(),
        () => sub.unsubscribe(),
      ),
    );
    memberReads.set(token, read);
  }
  return read;
}

/** The rule applied to the session as the store holds it now. */
export function guardDecision(store: AppStore, meta: RouteMeta, target: string): GuardDecision {
  const state = store.getState();
  return decideGuard(meta, { isLoggedIn: selectIsLoggedIn(state), isDemo: selectIsDemo(state) }, target);
}

/**
 * Where the guard sends the member instead of `target`, or null to let them in. A demo member refused a
 * route (`refused`) stays where they were (`from`), or goes home when it was the first route opened.
 */
export function guardDetour(
  store: AppStore,
  meta: RouteMeta,
  target: string,
  from: string | null,
): { to: string; refused: boolean } | null {
  const decision = guardDecision(store, meta, target);
  if (decision.kind === 'login') return { to: decision.to, refused: false };
  if (decision.kind === 'demoBlocked') return { to: from && from !== target ? from : PATHS.Home, refused: true };
  return null;
}
