/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching';
import { CONFIG_FILE, NEVER_CACHED, isNeverCached } from './cacheRules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The first install takes the open page at once; later builds wait for the member's reload.
clientsClaim();

// The shell and every route chunk, with the build's revisions; caches of older builds are removed.
cleanupOutdatedCaches();
precacheAndRoute(
  self.__WB_MANIFEST.filter(
    (e) => !isNeverCached(new URL(typeof e === 'string' ? e : e.url, self.location.href).pathname),
  ),
);

// Every in-app address opens the precached shell (hash routes), so the app starts from the home screen icon offline.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [NEVER_CACHED] }));

// The deployment's API base: the network's copy when there is one, the last one seen when offline.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(`/${CONFIG_FILE}`),
  new NetworkFirst({ cacheName: 'app-config', networkTimeoutSeconds: 4 }),
);

// A new build waits until the member chooses to reload (the app's 'new version' prompt).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
