import { act } from '@testing-library/react';
import type { TestServer } from '../support/server';
import { screens } from '@/app/routes';
import { renderWithServer, startScreenServer } from '../features/renderWithServer';
import { watchRequests } from '../support/requestWatch';

// docs/screens.md#how-state-moves: system configs, links and notices are read once per app session, however
// many screens the member visits and comes back to.
let server: TestServer;
let seen: string[] = [];
let settle: () => Promise<void>;

beforeAll(async () => {
  const visited = [
    'MainActivity',
    'MainActivityDetail',
    'Activity',
    'ActivityDetail',
    'RecommendGame',
    'Notice',
    'Center',
    'MemberInfo',
    'Transfer',
    'GameRecord',
    'MoneyLog',
    'RechargeList',
    'Message',
    'Card',
    'Recharge',
    'Language',
    'Fsnow',
  ] as const;
  server = await startScreenServer(() => Promise.all(visited.map((name) => screens[name]())));
  ({ seen, settle } = watchRequests());
}, 120_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

test('configs, links and notices are fetched once over a walk through 20 screens and back', async () => {
  const ids = server.ctx.db
    .prepare("SELECT id, apply_type FROM activities WHERE lang = 'zh_cn' AND is_open = 1 ORDER BY id")
    .all() as Array<{ id: number; apply_type: number }>;
  const hall = ids.find((a) => a.apply_type === 2)!.id;
  const service = ids.find((a) => a.apply_type === 1)!.id;
  const walk = [
    '/Main/activity',
    `/Main/activity/${service}`,
    `/Main/activity/${hall}`,
    '/Activity',
    `/Activity/${hall}`,
    '/Main/recommendGame/PG/3',
    '/Main/recommendGame/JZ/4',
    '/Member/Notice',
    '/Center',
    '/Member/MemberInfo',
    '/Member/Transfer',
    '/Member/GameRecord',
    '/Member/MoneyLog',
    '/Member/RechargeList',
    '/Member/Message',
    '/Member/Card',
    '/Member/Recharge',
    '/Language',
    '/Member/Fsnow',
    '/Main/home',
    '/Main/activity',
    '/Main/home',
  ];
  const { router } = await renderWithServer(server, '/Main/home', server.tokenFor('member01'));
  await settle();
  for (const to of walk) {
    await act(() => router.navigate(to));
    await settle();
    expect(router.location.pathname).toBe(to);
  }
  const count = (re: RegExp) => seen.filter((u) => re.test(u)).length;
  const groups = [
    ...new Set(seen.filter((u) => u.includes('/system/configs')).map((u) => new URL(u).searchParams.get('group'))),
  ];
  expect(groups.length).toBeGreaterThanOrEqual(2);
  for (const g of groups)
    expect({ group: g, reads: count(new RegExp(`/system/configs\\?group=${g}&`)) }).toEqual({ group: g, reads: 1 });
  expect(count(/\/api\/system\/notices\b/)).toBe(1);
  expect(count(/\/api\/system\/link\b/)).toBe(1);
  // The walk did reach the screens that read them.
  expect(count(/\/api\/act\/\d+/)).toBeGreaterThanOrEqual(2);
  expect(count(/\/api\/games\/lists/)).toBeGreaterThanOrEqual(1);
}, 180_000);
