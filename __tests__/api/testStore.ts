import { setApiBase } from '@/api/apiBase';
import { clearToken, readToken, writeToken } from '@/api/tokenCookie';
import { makeStore, type AppStore } from '@/state/store';
import { setNavigator } from '@/state/navigation';

export const API = 'http://api.test/api';

export type Harness = {
  store: AppStore;
  navigations: Array<{ to: string; replace?: boolean }>;
  path: { current: string };
};

/** A fresh store against a fake API origin, with navigation recorded instead of performed. */
export function makeHarness(
  options: { token?: string; path?: string; base?: string; preloaded?: Parameters<typeof makeStore>[0] } = {},
): Harness {
  setApiBase(options.base ?? API);
  clearToken(readToken());
  if (options.token) writeToken(options.token);
  const navigations: Harness['navigations'] = [];
  const path = { current: options.path ?? '/Main/home' };
  setNavigator(
    (to, o) => {
      navigations.push({ to, replace: o?.replace });
      path.current = to;
    },
    () => path.current,
  );
  return { store: makeStore(options.preloaded), navigations, path };
}

export const cookieToken = () => readToken();
