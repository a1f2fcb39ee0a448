import { act } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { TestServer } from '../support/server';
import { startScreenServer } from '../features/renderWithServer';
import { watchRequests } from '../support/requestWatch';
import { startOpeningReads } from '@/app/openingReads';
import { screens } from '@/app/routes';
import { makeStore } from '@/state/store';
import { resetOpening } from '@/state/openingSettled';
import { setApiBase } from '@/api/apiBase';
import { TOKEN_COOKIE } from '@/api/tokenCookie';
import { earlyMemberReads } from '@/api/earlyMemberReads';
import { startEarlyRead } from '@/api/earlyReads';

/**
 * The early script sends a member screen's first reads before the framework has downloaded
 * (api/earlyMemberReads). They must be the very requests the app's opening reads make (app/openingReads), so that
 * the app takes every answer and sends none of them a second time; a screen opened with a filter in its address
 * gets none (its reads depend on the filter).
 */
let server: TestServer;
let settle: () => Promise<void>;
let api: string;

const ROUTES = [
  '/Member/Message',
  '/Member/Recharge',
  '/Member/Transfer',
  '/Member/ApplyDrawing',
  '/Member/Card',
  '/Member/GameRecord',
  '/Member/MoneyLog',
  '/Member/RechargeList',
  '/Member/Yuebao',
  '/Member/Vip',
  '/dailybonus',
  '/RedBag',
  '/Wheel',
];

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
        ] as const
      ).map((name) => screens[name]()),
    ),
  );
  api = `${server.url}/api`;
  setApiBase(api);
  ({ settle } = watchRequests());
}, 120_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});
beforeEach(() => {
  delete (globalThis as { __earlyReads?: unknown }).__earlyReads;
  resetOpening();
});

/** The requests the server saw from `since` on, as `METHOD path body`, the member's info and settings left out. */
function seenSince(since: number): string[] {
  return server.ctx.requests
    .slice(since)
    .filter((r) => !['/auth/me', '/system/configs'].includes(r.path))
    .map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body ?? null)}`)
    .sort();
}

function memberStore(token: string) {
  Cookies.set(TOKEN_COOKIE, token, { path: '/' });
  return makeStore({ session: { token, isDemo: false, unread: 0 }, locale: { lang: 'en' } });
}

/** What the early script does for `route`: each of the screen's first reads sent with the member's token. */
async function sendEarly(route: string, token: string): Promise<string[]> {
  const since = server.ctx.requests.length;
  const reads = earlyMemberReads(`#${route}`, api, 'en', Date.now());
  for (const read of reads)
    startEarlyRead(read.url, undefined, Date.now(), { method: read.method, body: read.body, token });
  await settle();
  return seenSince(since);
}

test.each(ROUTES)('%s: the early reads are the app’s opening reads, each sent once', async (route) => {
  const token = server.tokenFor('member01');
  // The app alone: what its opening reads ask for.
  let since = server.ctx.requests.length;
  await act(() => startOpeningReads(memberStore(token), `#${route}`));
  await settle();
  const opening = seenSince(since);
  expect(opening.length).toBeGreaterThan(0);

  // The early script first, then the app booting on the route: the app takes every answer.
  const early = await sendEarly(route, token);
  expect(early).toEqual(opening);
  since = server.ctx.requests.length;
  resetOpening();
  await act(() => startOpeningReads(memberStore(token), `#${route}`));
  await settle();
  expect(seenSince(since)).toEqual([]);
  expect(Object.keys((globalThis as { __earlyReads?: object }).__earlyReads ?? {})).toEqual([]);
});

test('a filter in the address, or a screen with no read of its own, gets no early reads', () => {
  expect(earlyMemberReads('#/Member/MoneyLog?tab=transfer', api, 'en', Date.now())).toEqual([]);
  expect(earlyMemberReads('#/Member/RechargeList?tab=drawing', api, 'en', Date.now())).toEqual([]);
  expect(earlyMemberReads('#/Member/MemberInfo', api, 'en', Date.now())).toEqual([]);
  expect(earlyMemberReads('#/center', api, 'en', Date.now())).toEqual([]);
  // The route as typed, any case, with or without a trailing slash.
  expect(earlyMemberReads('#/member/vip/', api, 'th', Date.now())).toEqual([
    { url: `${api}/member/vips?lang=th`, method: 'GET' },
  ]);
});

test('an early read sent with another session’s token is not taken: the app asks with its own', async () => {
  const early = await sendEarly('/Member/Vip', server.tokenFor('english1'));
  expect(early).toEqual(['GET /member/vips null']);
  const since = server.ctx.requests.length;
  await act(() => startOpeningReads(memberStore(server.tokenFor('member01')), '#/Member/Vip'));
  await settle();
  expect(seenSince(since)).toEqual(['GET /member/vips null']);
});
