import { requestUrl } from '@/api/requestUrl';
import { RECENT_RANGE, rangeBody } from '@/api/recordBodies';
import { reportPeriod } from '@/lib/teamReport';

type Body = Record<string, unknown>;
/**
 * A member read as the app's call sends it: a GET of `path` (with `params`, in the call's order), or a POST of `body`
 * as JSON (built when sent, for a body that holds a period from the clock).
 */
type MemberRead = { path: string; params?: Record<string, string | number>; body?: Body | (() => Body) };

/** What a read's body may take from the member's info (the wheel's spins are read with the member's name). */
export type OpeningMember = { name: string };

/** A POST whose body is built from the member's info: sent once that info is in. */
type MemberBodyRead = { path: string; ofMember: (member: OpeningMember) => Body };

/** `agentOnly`: the screen reads them for an agent only (anyone else is shown something else). */
type ScreenReads = { reads: MemberRead[]; noDemo: boolean; agentOnly?: boolean; afterInfo?: MemberBodyRead[] };

const paged = (limit: number) => ({ page: 1, limit });

/**
 * The member reads a screen opens with (its `openingReads`, app/openingReads), by lower-cased route, for the
 * early script to send with the member's token while the framework is still downloading (src/early/main.ts); the
 * app's calls take the answers (api/earlyReads). `noDemo`: the route is closed to demo accounts (state/routeTable),
 * so its reads wait for the member's info to say it is not one. Left to the app: any address with a search (a tab,
 * a filter, a period), which the screen's reads follow. A records screen's period is built from the clock by the
 * app's own builder (api/recordBodies); across the platform's midnight the two differ and the app reads again.
 * __tests__/app/openingReads.test.tsx holds each entry to the requests the screen itself sends.
 */
const SCREEN_READS: Record<string, ScreenReads> = {
  '/member/message': { reads: [{ path: 'member/message/list', body: paged(10) }], noDemo: true },
  '/member/recharge': { reads: [{ path: 'payment/online/list' }, { path: 'payment/normal/list' }], noDemo: true },
  '/member/transfer': { reads: [{ path: 'game/api_moneys', body: {} }], noDemo: false },
  '/member/applydrawing': { reads: [{ path: 'member/bank' }], noDemo: true },
  '/member/card': { reads: [{ path: 'member/bank' }, { path: 'member/bank/type' }], noDemo: true },
  '/member/gamerecord': {
    reads: [{ path: 'game/record', body: () => ({ ...rangeBody('betTime', 'week'), api_name: '', gameType: '' }) }],
    noDemo: true,
  },
  '/member/moneylog': {
    reads: [
      { path: 'moneylog', body: () => ({ ...rangeBody('created_at', 'week'), operate_type: '', money_type: '' }) },
      { path: 'moneylog/type' },
    ],
    noDemo: true,
  },
  '/member/rechargelist': {
    reads: [{ path: 'recharge/list', body: () => rangeBody('created_at', RECENT_RANGE.range) }],
    noDemo: true,
  },
  '/member/yuebao': { reads: [{ path: 'yuebao/getMemberYuebaoList', body: {} }], noDemo: true },
  '/member/vip': { reads: [{ path: 'member/vips' }], noDemo: false },
  '/member/fsnow': { reads: [{ path: 'fsnow/list' }], noDemo: true },
  '/dailybonus': { reads: [{ path: 'dailybonus/history' }, { path: 'dailybonus/award/list' }], noDemo: true },
  '/dailybonus/log': { reads: [{ path: 'dailybonus/money/history', params: paged(20) }], noDemo: true },
  '/redbag': { reads: [{ path: 'redbag/desc' }, { path: 'redbag/log', body: paged(20) }], noDemo: true },
  '/wheel': {
    reads: [{ path: 'wheel/setting' }, { path: 'wheel/log', body: paged(20) }],
    afterInfo: [{ path: 'wheel/query', ofMember: ({ name }) => ({ name }) }],
    noDemo: true,
  },
  '/member/promotion': {
    reads: [
      { path: 'team/childlist', body: { name: '', ...paged(20) } },
      { path: 'team/chart', body: {} },
      { path: 'team/report', body: () => ({ created_at: reportPeriod('week', Date.now()) }) },
    ],
    noDemo: false,
    agentOnly: true,
  },
};

/** A read as sent: its call (`path`, as the screen's list names it), address, method and body. */
export type MemberOpeningRead = { path: string; url: string; method: 'GET' | 'POST'; body?: string };

type OpeningReads = {
  reads: MemberOpeningRead[];
  /** The reads whose body the member's info gives (`me`, its answer), once that info says the member may open. */
  afterInfo: { path: string; read: (me: unknown) => MemberOpeningRead }[];
  noDemo: boolean;
  agentOnly: boolean;
};

/**
 * The opening reads for the address `hash` (`#/Member/Card`), as the exact requests the app's calls make (none
 * when the early script leaves them to the app), and whether the route is closed to demo accounts.
 */
export function memberOpeningReads(hash: string, apiBase: string, lang: string): OpeningReads {
  const [path = '', search] = hash.replace(/^#/, '').split('?');
  const screen = SCREEN_READS[path.replace(/\/+$/, '').toLowerCase()];
  if (!screen || search !== undefined) return { reads: [], afterInfo: [], noDemo: false, agentOnly: false };
  const read = ({ path: call, params, body }: MemberRead): MemberOpeningRead => {
    const url = requestUrl(apiBase, call, params, lang);
    if (!body) return { path: call, url, method: 'GET' };
    return { path: call, url, method: 'POST', body: JSON.stringify(typeof body === 'function' ? body() : body) };
  };
  // The member's name as the app reads it from the info (once memberMayOpen has found a member in it).
  const afterInfo = (screen.afterInfo ?? []).map(({ path: call, ofMember }) => ({
    path: call,
    read: (me: unknown) =>
      read({ path: call, body: ofMember({ name: String((me as { data: { name?: unknown } }).data.name ?? '') }) }),
  }));
  return { reads: screen.reads.map(read), afterInfo, noDemo: screen.noDemo, agentOnly: screen.agentOnly ?? false };
}

/**
 * Whether the member /auth/me answered for (its body, or null when the read failed) may be sent a screen's reads:
 * the app sends none for a member it cannot let in, nor for a demo account on a route closed to it, nor an agent's
 * reads for a member who is not one (an agent is a member with an `agent_id`, as the app reads it).
 */
export function memberMayOpen(me: unknown, noDemo: boolean, agentOnly = false): boolean {
  const member = (me as { data?: unknown } | null)?.data;
  if (!member || typeof member !== 'object') return false;
  const { is_demo, agent_id } = member as { is_demo?: unknown; agent_id?: unknown };
  if (agentOnly && !agent_id) return false;
  return !noDemo || Number(is_demo) !== 1;
}

/** The routes with reads of their own here, and whether each is closed to demo accounts (for the tests). */
export const earlyMemberRoutes = (): Array<[string, boolean]> =>
  Object.entries(SCREEN_READS).map(([route, { noDemo }]) => [route, noDemo]);
