import './app/app.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { CATALOG_LOADERS } from '@i18n/locales';
import { makeStore } from './state/store';
import { loadTextsForLocation } from './app/routes';
import { AppRoutes } from './app/AppRoutes';
import { AppRouter } from './app/AppRouter';
import { HashCatchUp } from './app/HashCatchUp';
import { Providers } from './app/Providers';
import { storedLocale } from './state/localeSlice';
import { applyAppConfig, clearSessionStorage, loadAppConfig, startSession } from './app/boot';
import { registerServiceWorker } from './app/serviceWorker';
import { prefetchForRoute } from './app/prefetch';
import { startOpeningReads } from './app/openingReads';

// antd-mobile's overlays render outside the tree with createRoot: the build gives the library
// src/app/overlayRender.ts for its render (webpack.config.js).

async function boot() {
  clearSessionStorage();
  const lang = storedLocale();
  // The member's catalog was asked for by src/early.ts alongside this bundle; the opening screen's own
  // texts start now, in parallel with it.
  const catalog = CATALOG_LOADERS[lang]();
  loadTextsForLocation(location.hash, lang);
  applyAppConfig(await loadAppConfig());
  const store = makeStore();
  setupListeners(store.dispatch);
  startSession(store);
  prefetchForRoute(store, location.hash);
  // A member screen's own reads go out now too, while the framework still has the first screen to build.
  startOpeningReads(store, location.hash).catch(() => undefined);
  const messages = await catalog;
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // A transition lets React yield while it builds the first screen, so the page stays responsive.
  startTransition(() => {
    root.render(
      <Providers store={store} catalog={{ lang, messages }}>
        <AppRouter>
          <HashCatchUp />
          <AppRoutes />
        </AppRouter>
      </Providers>,
    );
  });
  registerServiceWorker();
}

void boot();
