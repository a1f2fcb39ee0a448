import { act } from '@testing-library/react';
import type { TestServer } from '../support/server';
import { startScreenServer } from '../features/renderWithServer';
import { renderRoutes } from './renderRoutes';
import { watchRequests } from '../support/requestWatch';
import { startOpeningReads } from '@/app/openingReads';
import { screens } from '@/app/routes';
import { makeStore } from '@/state/store';
import { afterOpening, resetOpening, watchOpening } from '@/state/openingSettled';
import { setApiBase } from '@/api/apiBase';
import { clearToken, readToken, writeToken } from '@/api/tokenCookie';
import { getApiBase } from '@/api/apiBase';
import { earlyMemberRoutes, memberOpeningReads } from '@/early/memberOpeningReads';
import { ROUTE_TABLE } from '@/state/routeTable';

/**
 * A member screen's first reads go out as the app boots on it (app/openingReads), before React draws it. They
 * must be the very requests the screen itself makes (the same endpoint, the same arguments: the screen shares
 * them and sends none of them again), and only where the member will be let in.
 */
let server: TestServer;
let settle: () => Promise<void>;

beforeAll(async () => {
  server = await startScreenServer(() =>
    Promise.all(
      (
        [
          'Message',
          'Recharge',
          'Transfer',
          'ApplyDrawing',
          'Card',
          'GameRecord',
          'MoneyLog',
          'RechargeList',
          'Yuebao',
          'Vip',
          'DailyBonus',
          'RedBag',
          'Wheel',
          'Promotion',
          'Fsnow',
        ] as const
      ).map((name) => screens[name]()),
    ),
  );
  setApiBase(`${server.url}/api`);
  ({ settle } = watchRequests());
}, 120_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

/** The requests the server saw from `since` on, as `METHOD path body`, member and session reads left out. */
function seenSince(since: number): string[] {
  return server.ctx.requests
    .slice(since)
    .filter((r) => !['/auth/me', '/system/configs'].includes(r.path))
    .map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body ?? null)}`);
}

function memberStore(name: string) {
  const token = server.tokenFor(name);
  writeToken(token);
  return makeStore({ session: { token, isDemo: false, unread: 0 }, locale: { lang: 'en' } });
}

/** Who opens a route in these tests: the team area's reads are an agent's. */
const WHO: Record<string, string> = { '/member/promotion': 'agent001' };
const who = (route: string) => WHO[route.split('?')[0].toLowerCase()] ?? 'member01';

const ROUTES = [
  '/Member/Promotion',
  '/Member/Promotion?range=month',
  '/Member/Message',
  '/Member/Message?box=outbox',
  '/Member/Recharge',
  '/Member/Transfer',
  '/Member/ApplyDrawing',
  '/Member/Card',
  '/Member/GameRecord?range=month',
  '/Member/MoneyLog?tab=transfer',
  '/Member/MoneyLog?wallet=money&type=1',
  '/Member/RechargeList?tab=drawing&range=today',
  '/Member/Yuebao',
  '/Member/Vip',
  '/dailybonus',
  '/dailybonus/log',
  '/RedBag',
  '/Wheel',
  '/Member/Fsnow',
];

test.each(ROUTES)('%s: the opening reads are the screen’s own first reads, and none is sent twice', async (route) => {
  // The screen alone, as it loads today: what it asks for first.
  let since = server.ctx.requests.length;
  const alone = await renderRoutes(memberStore(who(route)), route);
  await settle();
  const screenReads = seenSince(since);
  alone.view.unmount();

  // The app booting on the route: the opening reads, then the screen drawn in the same store.
  since = server.ctx.requests.length;
  const store = memberStore(who(route));
  await act(() => startOpeningReads(store, `#${route}`));
  await settle();
  const opening = seenSince(since);
  expect(opening.length).toBeGreaterThan(0);
  expect(screenReads).toEqual(expect.arrayContaining(opening));

  since = server.ctx.requests.length;
  // A page that has just started: its opening has not settled.
  resetOpening();
  const booted = await renderRoutes(store, route);
  await settle();
  const after = seenSince(since);
  expect(after.filter((r) => opening.includes(r))).toEqual([]);
  booted.view.unmount();
});

// The early script sends some of these before the framework has downloaded (early/memberOpeningReads), from a table
// of its own: each entry must be the very requests the app's opening reads make, or the app would send them again.
test.each(earlyMemberRoutes())(
  '%s: the early script sends the opening reads as the app makes them',
  async (route, noDemo) => {
    const entry = ROUTE_TABLE.find((e) => 'screen' in e && e.path.toLowerCase() === route);
    expect(entry && 'screen' in entry && Boolean(entry.meta.noDemo)).toBe(noDemo);
    const fetched = (global.fetch as jest.Mock).mock.calls;
    const since = fetched.length;
    await act(() => startOpeningReads(memberStore(who(route)), `#${entry!.path}`));
    await settle();
    const made = fetched
      .slice(since)
      .map(([url, init]: [string, RequestInit]) => ({ url, method: init.method, body: init.body ?? undefined }))
      .filter((r) => !r.url.includes('/auth/me'));
    const opening = memberOpeningReads(`#${entry!.path}`, getApiBase(), 'en');
    // A read whose body the member's info gives (the wheel's spins, by name) is sent once that info is in.
    const me = { status: 'success', data: { name: who(route) } };
    const early = [...opening.reads, ...opening.afterInfo.map((a) => a.read(me))].map(({ path: _call, ...r }) => ({
      body: undefined,
      ...r,
    }));
    expect(made).toEqual(early);
  },
);

test('once the opening has settled, a screen that reads afresh each time it opens reads again', async () => {
  const store = memberStore('member01');
  await act(() => startOpeningReads(store, '#/Member/Yuebao'));
  await settle();
  resetOpening();
  watchOpening(store, 0);
  await act(() => afterOpening());
  const since = server.ctx.requests.length;
  const view = await renderRoutes(store, '/Member/Yuebao');
  await settle();
  expect(seenSince(since)).toContain('POST /yuebao/getMemberYuebaoList {}');
  view.view.unmount();
});

test("a member who is not an agent sends none of the team area's reads", async () => {
  const since = server.ctx.requests.length;
  await act(() => startOpeningReads(memberStore('member01'), '#/Member/Promotion'));
  await settle();
  expect(server.ctx.requests.slice(since).map((r) => r.path)).toEqual(['/auth/me']);
});

test('a visitor, and a demo account on a route closed to it, send no opening reads', async () => {
  clearToken(readToken());
  let since = server.ctx.requests.length;
  await act(() => startOpeningReads(makeStore({ locale: { lang: 'en' } }), '#/Member/Message'));
  await settle();
  expect(server.ctx.requests.slice(since)).toEqual([]);

  const demo = (await server.api('POST', '/auth/demo', {})).body as { access_token?: string; data?: unknown };
  const token = demo.access_token ?? (demo.data as { access_token: string }).access_token;
  writeToken(token);
  since = server.ctx.requests.length;
  const store = makeStore({ session: { token, isDemo: false, unread: 0 }, locale: { lang: 'en' } });
  await act(() => startOpeningReads(store, '#/Member/Message'));
  await settle();
  // Only the member's info, which says it is a demo account.
  expect(server.ctx.requests.slice(since).map((r) => r.path)).toEqual(['/auth/me']);
});
