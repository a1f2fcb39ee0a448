import { systemApi } from '@/api/systemApi';
import { gameApi } from '@/api/gameApi';
import { safeHttpUrl } from '@/lib/safeUrl';
import type { AppStore } from '@/state/store';

/**
 * Starts the opening screen's reads while the language catalog is still loading, so the largest paint
 * (home's banner, login's captcha) does not wait for the first render to ask for its data. The
 * screens' own hooks then reuse these requests, and src/early/main.ts preloads the same addresses
 * (src/early/homeReads.ts); nothing is fetched twice.
 */
export function prefetchForRoute(store: AppStore, hash: string): void {
  const path = hash.replace(/^#/, '').split('?')[0].replace(/\/+$/, '').toLowerCase();
  store.dispatch(systemApi.util.prefetch('configs', { group: 'system' }, {}));
  store.dispatch(systemApi.util.prefetch('configs', { group: 'site' }, {}));
  // Each form's settings: the login form's captcha switch, the sign-up form's fields.
  if (path === '/login') store.dispatch(systemApi.util.prefetch('configs', { group: 'register' }, {}));
  if (path === '/register') store.dispatch(systemApi.util.prefetch('configs', { group: 'common' }, {}));
  // The withdrawal form waits for its limits and fee settings (public configs) before it draws.
  if (path === '/member/applydrawing') {
    store.dispatch(systemApi.util.prefetch('configs', { group: 'basic' }, {}));
    store.dispatch(systemApi.util.prefetch('configs', { group: 'drawing' }, {}));
  }
  if (path === '' || path === '/main' || path === '/main/home') {
    const banners = store.dispatch(systemApi.endpoints.banners.initiate());
    // The first banner is home's largest paint: its picture is asked for as soon as its address is known.
    void banners.then(({ data }) => {
      const src = safeHttpUrl(data?.[0]?.url, location.href);
      if (src) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = src;
        document.head.appendChild(link);
      }
      banners.unsubscribe();
    });
    store.dispatch(systemApi.util.prefetch('notices', undefined, {}));
    store.dispatch(gameApi.util.prefetch('homeGames', undefined, {}));
  }
}
