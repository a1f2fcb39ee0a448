import { systemApi } from '@/api/systemApi';
import { gameApi } from '@/api/gameApi';
import type { AppStore } from './store';

/**
 * Starts the home screen's reads while the language catalog is still loading, so the banner (the
 * home page's largest paint) does not wait for the first render to ask for its data. The screen's
 * own hooks then reuse these requests; nothing is fetched twice.
 */
export function prefetchForRoute(store: AppStore, hash: string): void {
  const path = hash.replace(/^#/, '').split('?')[0].replace(/\/+$/, '').toLowerCase();
  store.dispatch(systemApi.util.prefetch('configs', { group: 'system' }, {}));
  store.dispatch(systemApi.util.prefetch('configs', { group: 'site' }, {}));
  if (path === '' || path === '/main' || path === '/main/home') {
    store.dispatch(systemApi.util.prefetch('banners', undefined, {}));
    store.dispatch(systemApi.util.prefetch('notices', undefined, {}));
    store.dispatch(gameApi.util.prefetch('homeGames', undefined, {}));
  }
}
