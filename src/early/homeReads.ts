import { requestUrl, type QueryParams } from '@/api/requestUrl';
import { gameListOf, gameListParams } from '@/api/gameListAnswers';
import { isLocalLottery } from '@/lib/playGame';

/**
 * The public reads an opening screen starts with, as the exact addresses the app's calls use (same
 * parameter order, `lang` last), so an early preload of them is reused instead of sent again.
 * `route` is the lower-cased hash path; `search`, the address's search (a filter the member chose).
 */
export function earlyReadUrls(route: string, apiBase: string, lang: string, host: string, search = ''): string[] {
  const url = (path: string, params: QueryParams = {}) => requestUrl(apiBase, path, params, lang);
  const config = (group: string) => url('system/configs', { group, url: host, is_mobile: '1' });
  const site = [config('system'), config('site')];
  if (route === '' || route === '/main' || route === '/main/home') {
    return [...site, url('banners', { group: 'mobile1' }), url('system/notices', { isMobile: '1' }), url('games')];
  }
  // Each form waits for its settings before it shows: the login form for the register group (captcha on or off),
  // the sign-up form for the common group (its fields and captcha). Their first captcha is a POST, which a link
  // cannot preload: see earlyCaptcha.ts.
  if (route === '/login') return [...site, config('register')];
  if (route === '/register') return [...site, config('common')];
  // The withdrawal form waits for its limits and fee settings before it draws (app/prefetch).
  if (route === '/member/applydrawing') return [...site, config('basic'), config('drawing')];
  // The notices screen's list is the platform's notices (the early shell draws it from this answer).
  if (route === '/member/notice') return [...site, url('system/notices', { isMobile: '1' })];
  // The credit rules: the largest part of the credit screen, and under the loan and repayment forms, for visitors
  // and members alike.
  if (route === '/credit/index' || route === '/credit/borrow' || route === '/credit/repay')
    return [...site, url('credit/rule')];
  // The activity hall's list, the same for every reader (the early shell draws it from this answer).
  if (route === '/activity') return [...site, url('act/list')];
  // The promotions, the same for every reader (the early shell draws them from this answer).
  if (route === '/main/activity') return [...site, url('activities')];
  // An activity's page (from the hall or the promotions) is its body, the same for every reader.
  const activity = /^(?:\/main)?\/activity\/(\d+)$/.exec(route);
  if (activity) return [...site, url(`act/${activity[1]}`)];
  // A supplier's games of one type: the first page of all its games (a tag or a search the member chose in the
  // address is left to the app, as is the local lottery, which is not such a list).
  const games = /^\/main\/recommendgame\/([^/]+)\/([^/]+)$/.exec(route);
  if (games && !search) {
    const { apiCode, gameType } = gameListOf(games[1], games[2]);
    if (!isLocalLottery(apiCode, gameType))
      return [...site, url('games/lists', gameListParams({ gameType, api_code: apiCode, tag: 'all', keyword: '' }, 1))];
  }
  return site;
}

/** POST /auth/me as the app's call addresses it (authApi `me`: `lang` is its only parameter). */
export function memberInfoUrl(apiBase: string, lang: string): string {
  return requestUrl(apiBase, 'auth/me', undefined, lang);
}

/**
 * A public read's name for the early shell's filler (src/early/fill.ts): its call's path, and for a group of settings
 * the group too (`system/configs/basic`); a read of one item by its number is named by its call's pattern
 * (`act/:id` for `act/7`), as the filler knows it. `url` is one of earlyReadUrls' addresses under `apiBase`.
 */
export function earlyReadKey(url: string, apiBase: string): string {
  const [path, query = ''] = url.slice(apiBase.length).replace(/^\/+/, '').split('?');
  const group = new URLSearchParams(query).get('group');
  return group ? `${path}/${group}` : path.replace(/\/\d+(?=\/|$)/g, '/:id');
}
