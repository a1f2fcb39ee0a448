import { mailPageBody, rangeBody } from './listBodies';
import { requestUrl } from './requestUrl';

/**
 * The member reads each screen opens with (the `openingReads` beside each screen, sent by app/openingReads as
 * the app boots), as requests the early script sends itself while the framework downloads: the app's own call
 * then takes the answer instead of asking (api/earlyReads), and the screen's data is on its way a whole entry
 * download sooner. Only for a screen opened at its plain address: a filter in the address changes what the
 * screen reads, and the app asks then. __tests__/app/earlyMemberReads.test.tsx holds this table to the screens'
 * own first reads, request for request.
 */
type Read = { path: string; method: 'GET' | 'POST'; body?: Record<string, unknown> };

const get = (path: string): Read => ({ path, method: 'GET' });
const post = (path: string, body: Record<string, unknown>): Read => ({ path, method: 'POST', body });
/** The prize and red packet histories' first page (api/bonusApi). */
const historyPage = { page: 1, limit: 20 };

const READS: Record<string, (now: number) => Read[]> = {
  '/member/message': () => [post('/member/message/list', mailPageBody())],
  '/member/recharge': () => [get('/payment/online/list'), get('/payment/normal/list')],
  '/member/transfer': () => [post('game/api_moneys', {})],
  '/member/applydrawing': () => [get('/member/bank')],
  '/member/card': () => [get('/member/bank'), get('/member/bank/type')],
  // The record lists open on this week (recharges on this month), every filter off.
  '/member/gamerecord': (now) => [
    post('/game/record', { ...rangeBody('betTime', 'week', 1, now), api_name: '', gameType: '' }),
  ],
  '/member/moneylog': (now) => [
    post('/moneylog', { ...rangeBody('created_at', 'week', 1, now), operate_type: '', money_type: '' }),
    get('/moneylog/type'),
  ],
  '/member/rechargelist': (now) => [post('/recharge/list', rangeBody('created_at', 'month', 1, now))],
  '/member/yuebao': () => [post('/yuebao/getMemberYuebaoList', {})],
  '/member/vip': () => [get('/member/vips')],
  '/dailybonus': () => [get('/dailybonus/history'), get('/dailybonus/award/list')],
  '/redbag': () => [get('/redbag/desc'), post('/redbag/log', historyPage)],
  '/wheel': () => [get('/wheel/setting'), post('/wheel/log', historyPage)],
};

export type EarlyMemberRead = { url: string; method: 'GET' | 'POST'; body?: string };

/**
 * The opening screen's member reads as the app's calls address them (`hash` is the page's, `lang` the member's
 * language); none when the address carries a filter or the screen opens with no read of its own.
 */
export function earlyMemberReads(hash: string, apiBase: string, lang: string, now: number): EarlyMemberRead[] {
  const [path = '', search] = hash.replace(/^#/, '').split('?');
  const reads = search ? undefined : READS[path.replace(/\/+$/, '').toLowerCase()];
  return (reads?.(now) ?? []).map((r) => ({
    url: requestUrl(apiBase, r.path, undefined, lang),
    method: r.method,
    ...(r.body ? { body: JSON.stringify(r.body) } : {}),
  }));
}
