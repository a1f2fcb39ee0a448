import { authApi } from '@/api/authApi';
import { appConfigOf, setApiBase, type AppConfig } from '@/api/apiBase';
import { setIntentsHonoured } from '@/api/intent';
import { selectIsLoggedIn } from '@/state/sessionSlice';
import { setupListeners } from '@reduxjs/toolkit/query';
import { CATALOG_LOADERS, type Catalog, type Locale } from '@i18n/locales';
import { makeStore, type AppStore } from '@/state/store';
import { storedLocale } from '@/state/localeSlice';
import { loadTextsForLocation } from './routes';
import { prefetchForRoute } from './prefetch';
import { startOpeningReads } from './openingReads';
import { nextTask } from '@/lib/nextTask';

/** app-config.json beside index.html (api/apiBase appConfigOf). */
export async function loadAppConfig(): Promise<AppConfig> {
  // The early script (src/early/main.ts) has usually read it already.
  const early = (window as unknown as { __earlyAppConfig?: Promise<AppConfig> }).__earlyAppConfig;
  if (early) return early;
  try {
    const res = await fetch('app-config.json', { cache: 'no-cache' });
    return appConfigOf(await res.json());
  } catch {
    return appConfigOf(null);
  }
}

export function applyAppConfig(config: AppConfig): void {
  setApiBase(config.apiBase);
  setIntentsHonoured(config.idempotencyKeys);
}

/** Member info is loaded at start when a session exists (and on every login, by the session effects). */
export function startSession(store: AppStore): void {
  if (selectIsLoggedIn(store.getState())) store.dispatch(authApi.endpoints.me.initiate());
}

/** Each page load starts a fresh visit order (docs/screens.md#routes). */
export function clearSessionStorage(): void {
  try {
    sessionStorage.clear();
  } catch {
    /* storage blocked */
  }
}

export type OpenedApp = { store: AppStore; lang: Locale; messages: Catalog };

/**
 * The app's state half of start-up: the store, the member's session, the opening screen's reads and the
 * member's catalog. Nothing here draws; src/app/bootView.tsx draws the first screen from what this settles with.
 * Its steps run in tasks of their own (each is tens of milliseconds on a slow phone: the store's first dispatch,
 * the prefetches, the opening screen's module), so the page can paint and answer a tap in between.
 */
export async function openApp(): Promise<OpenedApp> {
  clearSessionStorage();
  const lang = storedLocale();
  // The member's catalog was asked for by src/early/main.ts alongside this bundle; the opening screen's own
  // texts start now, in parallel with it.
  const catalog = CATALOG_LOADERS[lang]();
  loadTextsForLocation(location.hash, lang);
  applyAppConfig(await loadAppConfig());
  await nextTask();
  const store = makeStore();
  setupListeners(store.dispatch);
  startSession(store);
  await nextTask();
  prefetchForRoute(store, location.hash);
  await nextTask();
  // A member screen's own reads go out now too, while the framework still has the first screen to build.
  startOpeningReads(store, location.hash).catch(() => undefined);
  return { store, lang, messages: await catalog };
}
