import './app/app.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { CATALOG_LOADERS } from '@i18n/locales';
import { makeStore } from './state/store';
import { buildRoutes } from './app/routes';
import { Providers } from './app/Providers';
import { setNavigator } from './state/navigation';
import { storedLocale } from './state/localeSlice';
import { applyAppConfig, clearSessionStorage, loadAppConfig, startSession } from './app/boot';
import { registerServiceWorker } from './app/serviceWorker';
import { prefetchForRoute } from './app/prefetch';

// antd-mobile overlays render outside the tree; React 19 removed the legacy render they default to.
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

async function boot() {
  clearSessionStorage();
  const lang = storedLocale();
  const catalog = CATALOG_LOADERS[lang]();
  applyAppConfig(await loadAppConfig());
  const store = makeStore();
  setupListeners(store.dispatch);
  startSession(store);
  prefetchForRoute(store, location.hash);
  const messages = await catalog;
  const router = createHashRouter(buildRoutes(store));
  setNavigator(
    (to, options) => void router.navigate(to, options),
    () => `${router.state.location.pathname}${router.state.location.search}`,
  );
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // A transition lets React yield while it builds the first screen, so the page stays responsive.
  startTransition(() => {
    root.render(
      <Providers store={store} catalog={{ lang, messages }}>
        <RouterProvider router={router} />
      </Providers>,
    );
  });
  registerServiceWorker();
}

void boot();
