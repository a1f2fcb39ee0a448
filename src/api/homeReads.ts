/**
 * The public reads an opening screen starts with, as the exact addresses the app's calls use (same
 * parameter order, `lang` last), so an early preload of them is reused instead of sent again.
 * `route` is the lower-cased hash path.
 */
export function earlyReadUrls(route: string, apiBase: string, lang: string, host: string): string[] {
  const base = apiBase.replace(/\/+$/, '');
  const q = (params: Record<string, string>) => new URLSearchParams({ ...params, lang }).toString();
  const config = (group: string) => `${base}/system/configs?${q({ group, url: host, is_mobile: '1' })}`;
  const site = [config('system'), config('site')];
  if (route === '' || route === '/main' || route === '/main/home') {
    return [
      ...site,
      `${base}/banners?${q({ group: 'mobile1' })}`,
      `${base}/system/notices?${q({ isMobile: '1' })}`,
      `${base}/games?${q({})}`,
    ];
  }
  // The login and register forms need the register settings (captcha on or off) before they show one; the
  // login form's first captcha is a POST, which a link cannot preload: see earlyCaptcha.ts.
  if (route === '/login' || route === '/register') return [...site, config('register')];
  // The withdrawal form waits for its limits and fee settings before it draws (app/prefetch).
  if (route === '/member/applydrawing') return [...site, config('basic'), config('drawing')];
  // The credit rules are the largest part of the credit screen, for visitors and members alike.
  if (route === '/credit/index') return [...site, `${base}/credit/rule?${q({})}`];
  return site;
}

/** POST /auth/me as the app's call addresses it (authApi `me`: `lang` is its only parameter). */
export function memberInfoUrl(apiBase: string, lang: string): string {
  return `${apiBase.replace(/\/+$/, '')}/auth/me?${new URLSearchParams({ lang }).toString()}`;
}
