import { requestUrl } from '@/api/requestUrl';
import type { DeclaredReads, MemberRead } from './declaration';
import { declaredReads } from './declaredReads';

/**
 * The member reads a screen opens with (its declaration's `reads`, src/features/**\/*.drawn.ts), by lower-cased
 * route, for the early script to send with the member's token while the framework is still downloading
 * (src/early/main.ts); the app's calls take the answers (api/earlyReads). Left to the app: any address with a search
 * (a tab, a filter, a period), which the screen's reads follow.
 */
const SCREEN_READS: Readonly<Record<string, DeclaredReads>> = Object.fromEntries(
  declaredReads().map((screen) => [screen.route, screen]),
);

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
