import { authApi } from '@/api/authApi';
import { setApiBase } from '@/api/apiBase';
import type { AppStore } from '@/state/store';
import { selectIsLoggedIn } from '@/state/sessionSlice';

export type AppConfig = { apiBase: string };

/** app-config.json beside index.html names the API; a missing or broken file means '/api'. */
export async function loadAppConfig(): Promise<AppConfig> {
  // The early script (src/early.ts) has usually read it already.
  const early = (window as unknown as { __earlyAppConfig?: Promise<AppConfig> }).__earlyAppConfig;
  if (early) return early;
  try {
    const res = await fetch('app-config.json', { cache: 'no-cache' });
    const json = (await res.json()) as Partial<AppConfig>;
    return { apiBase: typeof json.apiBase === 'string' && json.apiBase.trim() ? json.apiBase.trim() : '/api' };
  } catch {
    return { apiBase: '/api' };
  }
}

export function applyAppConfig(config: AppConfig): void {
  setApiBase(config.apiBase);
}

/** Member info is loaded at start when a session exists (and on every login, by the session effects). */
export function startSession(store: AppStore): void {
  if (selectIsLoggedIn(store.getState())) store.dispatch(authApi.endpoints.me.initiate());
}

/** Each page load starts a fresh visit order (spec §2). */
export function clearSessionStorage(): void {
  try {
    sessionStorage.clear();
  } catch {
    /* storage blocked */
  }
}
