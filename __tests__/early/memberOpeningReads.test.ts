import { memberMayOpen, memberOpeningReads } from '@/early/memberOpeningReads';

// Which opening reads the early script sends for a member (early/memberOpeningReads), and to whom. That each entry
// is the request the app itself makes is held by __tests__/app/openingReads.test.tsx.

const API = 'https://api.test/api';

test('a screen with reads of its own: each as the app addresses it, in the member\u2019s language', () => {
  expect(memberOpeningReads('#/Member/Card', API, 'th')).toEqual({
    reads: [
      { path: 'member/bank', url: `${API}/member/bank?lang=th`, method: 'GET' },
      { path: 'member/bank/type', url: `${API}/member/bank/type?lang=th`, method: 'GET' },
    ],
    afterInfo: [],
    noDemo: true,
    agentOnly: false,
  });
  expect(memberOpeningReads('#/redbag/', API, 'en').reads).toEqual([
    { path: 'redbag/desc', url: `${API}/redbag/desc?lang=en`, method: 'GET' },
    { path: 'redbag/log', url: `${API}/redbag/log?lang=en`, method: 'POST', body: '{"page":1,"limit":20}' },
  ]);
  expect(memberOpeningReads('#/Member/Transfer', API, 'en').noDemo).toBe(false);
});

test("the wheel's spins: read with the member's name from the member's info, once that is in", () => {
  const wheel = memberOpeningReads('#/Wheel', API, 'vi');
  expect(wheel.reads.map((r) => r.path)).toEqual(['wheel/setting', 'wheel/log']);
  expect(wheel.afterInfo.map((r) => r.path)).toEqual(['wheel/query']);
  const me = { status: 'success', data: { name: 'member01', is_demo: 0 } };
  expect(wheel.afterInfo[0].read(me)).toEqual({
    path: 'wheel/query',
    url: `${API}/wheel/query?lang=vi`,
    method: 'POST',
    body: '{"name":"member01"}',
  });
});

test("a records screen: its period as the platform reads it, from the member's clock", () => {
  jest.useFakeTimers({ now: Date.parse('2026-11-28T03:00:00Z'), doNotFake: ['setTimeout', 'setImmediate'] });
  try {
    expect(memberOpeningReads('#/Member/RechargeList', API, 'en').reads).toEqual([
      {
        path: 'recharge/list',
        url: `${API}/recharge/list?lang=en`,
        method: 'POST',
        body: '{"created_at":["2026-10-29 23:59:59","2026-11-29 00:00:00"],"page":1,"limit":50}',
      },
    ]);
  } finally {
    jest.useRealTimers();
  }
});

test('an address with a search and a screen without reads are left to the app', () => {
  expect(memberOpeningReads('#/Member/Message?box=outbox', API, 'en').reads).toEqual([]);
  expect(memberOpeningReads('#/Member/Card?', API, 'en').reads).toEqual([]);
  expect(memberOpeningReads('#/Member/MoneyLog?range=month', API, 'en').reads).toEqual([]);
  expect(memberOpeningReads('#/Center', API, 'en').reads).toEqual([]);
  expect(memberOpeningReads('', API, 'en').reads).toEqual([]);
});

test('sent only for a member the app lets in: not after a failed read, nor to a demo account where it is closed', () => {
  const member = { status: 'success', data: { name: 'member01', is_demo: 0 } };
  const demo = { status: 'success', data: { name: 'demo_1', is_demo: 1 } };
  expect(memberMayOpen(member, true)).toBe(true);
  expect(memberMayOpen(demo, true)).toBe(false);
  expect(memberMayOpen(demo, false)).toBe(true);
  expect(memberMayOpen(null, false)).toBe(false);
  expect(memberMayOpen({ status: 'error', message: 'Unauthenticated' }, false)).toBe(false);
  expect(memberMayOpen({ data: 'member01' }, false)).toBe(false);
});

test("an agent's reads go to an agent only", () => {
  const agent = { status: 'success', data: { name: 'agent001', is_demo: 0, agent_id: 3 } };
  const member = { status: 'success', data: { name: 'member01', is_demo: 0, agent_id: null } };
  expect(memberMayOpen(agent, false, true)).toBe(true);
  expect(memberMayOpen(member, false, true)).toBe(false);
  expect(memberMayOpen(member, false)).toBe(true);
  const team = memberOpeningReads('#/Member/Promotion', API, 'en');
  expect(team.agentOnly).toBe(true);
  expect(team.reads.map((r) => r.url)).toEqual([
    `${API}/team/childlist?lang=en`,
    `${API}/team/chart?lang=en`,
    `${API}/team/report?lang=en`,
  ]);
  expect(memberOpeningReads('#/Member/Card', API, 'en').agentOnly).toBe(false);
});
