import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './AppRoutes';
import { AppRouter } from './AppRouter';
import { HashCatchUp } from './HashCatchUp';
import { Providers } from './Providers';
import { registerServiceWorker } from './serviceWorker';
import type { OpenedApp } from './boot';

// antd-mobile's overlays render outside the tree with createRoot: the build gives the library
// src/app/overlayRender.ts for its render (webpack.config.js).

/** Draws the app into #root from the opened state (src/app/boot.ts). */
export function drawApp({ store, lang, messages }: OpenedApp): void {
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
