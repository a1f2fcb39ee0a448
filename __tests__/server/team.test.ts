/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';
import { ymdHis } from '../../server/lib/time';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => s.reset());

const GAME_TYPES = [1, 2, 3, 4, 5, 6, 7, 99];
const rates = (rate: string, types = GAME_TYPES) => types.map((game_type) => ({ game_type, rate }));
const idOf = (name: string) =>
  (s.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;
const agent = () => s.tokenFor('agent001');
const range = () => {
  const now = s.ctx.clock.now().getTime();
  return [ymdHis(new Date(now - 91 * 86400_000)), ymdHis(new Date(now + 86400_000))];
};

describe('team', () => {
  it('refuses members who are not agents', async () => {
    for (const [method, path] of [
      ['POST', '/team/childlist'],
      ['POST', '/team/chart'],
      ['GET', '/team/invite/list'],
      ['GET', '/team/fdinfo'],
    ]) {
      const r = await s.api(method, path, method === 'POST' ? {} : undefined, s.tokenFor('member01'));
      expect(r).toMatchObject({ status: 400, body: { message: '您还不是代理' } });
    }
    expect((await s.api('POST', '/team/chart?lang=en', {}, s.tokenFor('member01'))).body.message).toBe(
      'You are not an agent yet',
    );
  });

  it('lists direct children with rates and team counts', async () => {
    const r = await s.api('POST', '/team/childlist', {}, agent());
    expect(r.body.data.total).toBe(3);
    const child = r.body.data.data.find((c: { name: string }) => c.name === 'team0001');
    expect(child).toMatchObject({ money: '1200.00', agentchild_count: 0, agent_child_sum: null });
    expect(child.agentfdrates).toHaveLength(8);
    expect(child).not.toHaveProperty('password_hash');
    expect(r.body.sum).toMatchObject({ team_total_count: 3, team_direct_count: 3 });
    expect(r.body.game_type[99]).toBe('系统彩票');
    const filtered = await s.api('POST', '/team/childlist', { name: '0002' }, agent());
    expect(filtered.body.data.data.map((c: { name: string }) => c.name)).toEqual(['team0002']);
  });

  it('adds a child with rates for every game type, within the agent rates', async () => {
    const body = { name: 'kid00001', password: 'secret1', password_confirmation: 'secret1', rates: rates('0.30') };
    const partial = await s.api('POST', '/team/add', { ...body, rates: rates('0.30', [1, 2, 3]) }, agent());
    expect(partial).toMatchObject({ status: 400, body: { message: '请设置所有游戏类型的返点点位' } });
    const high = await s.api('POST', '/team/add', { ...body, rates: rates('0.90') }, agent());
    expect(high.body.message).toMatch(/返点不能高于您自己的返点/);
    const low = await s.api('POST', '/team/add?lang=en', { ...body, rates: rates('0.05') }, agent());
    expect(low.body.message).toMatch(/cannot be below the system minimum 0\.10/);
    expect((await s.api('POST', '/team/add', { ...body, name: 'Kid00001' }, agent())).body.message).toBe(
      '用户名必须以小写字母开头并且只能包含小写字母和数字',
    );
    expect((await s.api('POST', '/team/add', { ...body, password_confirmation: 'other12' }, agent())).status).toBe(422);
    const ok = await s.api('POST', '/team/add', body, agent());
    expect(ok.body.status).toBe('success');
    const kid = s.ctx.db.prepare("SELECT top_id, password_hash FROM members WHERE name = 'kid00001'").get() as {
      top_id: number;
      password_hash: string;
    };
    expect(kid.top_id).toBe(idOf('agent001'));
    expect(kid.password_hash).not.toContain('secret1');
    expect((await s.api('POST', '/team/add', body, agent())).body.message).toBe('用户名已存在');
  });

  it("changes a direct child's rates only", async () => {
    const child = idOf('team0002');
    const r = await s.api(
      'POST',
      '/team/childrates',
      { child_member_id: child, rates: [{ game_type: 3, rate: '0.75' }] },
      agent(),
    );
    expect(r.body.status).toBe('success');
    const info = await s.api('GET', `/team/fdinfo?child_member_id=${child}`, undefined, agent());
    expect(info.body.data.child_member_rate.find((x: { game_type: number }) => x.game_type === 3).rate).toBe('0.75');
    expect(info.body.data.agent_rates[0]).toMatchObject({ game_type: 1, rate: '0.80', game_type_text: '真人视讯' });
    expect(info.body.data.sys_low).toHaveLength(8);
    const stranger = await s.api(
      'POST',
      '/team/childrates',
      { child_member_id: idOf('member01'), rates: [{ game_type: 3, rate: '0.5' }] },
      agent(),
    );
    expect(stranger.body.message).toBe('该账号不是您的直属下级账号，无法进行操作');
  });

  it("shows a direct child's money log and bet records, and no one else's", async () => {
    const child = idOf('team0001');
    const log = await s.api('POST', '/team/moneylog', { member_id: child, created_at: range() }, agent());
    expect(log.body.status).toBe('success');
    expect(log.body.money_type).toEqual({ money: '中心钱包', fs_money: '返水钱包' });
    expect(typeof log.body.statistic.sum_money).toBe('number');
    const games = await s.api('POST', '/team/gamerecord', { member_id: child, created_at: range() }, agent());
    expect(games.body.data.total).toBeGreaterThan(0);
    expect(games.body.data.data[0].betAmount).toMatch(/^\d+\.\d{2}$/);
    const valid = (
      s.ctx.db.prepare('SELECT SUM(valid_bet_amount) AS v FROM game_records WHERE member_id = ?').get(child) as {
        v: number;
      }
    ).v;
    expect(Math.round(Number(games.body.statistic.sum_valid_bet_amount) * 100)).toBe(valid);
    const other = await s.api('POST', '/team/moneylog', { member_id: idOf('member01'), created_at: range() }, agent());
    expect(other).toMatchObject({ status: 400, body: { message: '该账号不是您的直属下级账号，无法进行操作' } });
    expect((await s.api('POST', '/team/moneylog', { member_id: child }, agent())).status).toBe(422);
  });

  it('charts 15 days and reports a period given as "a~b" or [a, b]', async () => {
    const chart = await s.api('POST', '/team/chart', {}, agent());
    expect(chart.body.data).toHaveLength(15);
    expect(chart.body.data[14]).toEqual(
      expect.objectContaining({ recharge: expect.stringMatching(/^\d+\.\d{2}$/), win: expect.any(String) }),
    );
    const [a, b] = range();
    const asString = await s.api(
      'POST',
      '/team/report',
      { created_at: `${a.slice(0, 10)}~${b.slice(0, 10)}` },
      agent(),
    );
    const asArray = await s.api('POST', '/team/report', { created_at: [a, b] }, agent());
    expect(asString.body.data).toEqual(asArray.body.data);
    const teamBets = (
      s.ctx.db
        .prepare(
          `SELECT COALESCE(SUM(valid_bet_amount), 0) AS v FROM game_records
      WHERE status != 'X' AND member_id IN (SELECT id FROM members WHERE top_id = ?)`,
        )
        .get(idOf('agent001')) as { v: number }
    ).v;
    expect(asArray.body.data.total_count).toBe(3);
    expect(Math.round(Number(asArray.body.data.total_validbet_amount) * 100)).toBe(teamBets);
    const cents = (k: string) =>
      chart.body.data.reduce((sum: number, d: Record<string, string>) => sum + Math.round(Number(d[k]) * 100), 0);
    const window = await s.api(
      'POST',
      '/team/report',
      { created_at: `${chart.body.data[0].date}~${chart.body.data[14].date}` },
      agent(),
    );
    expect(cents('game_record')).toBe(Math.round(Number(window.body.data.total_validbet_amount) * 100));
    expect(cents('recharge')).toBe(Math.round(Number(window.body.data.total_recharge) * 100));
    expect((await s.api('POST', '/team/report', { created_at: 'yesterday' }, agent())).status).toBe(422);
  });

  it('creates, updates and lists invite links', async () => {
    expect((await s.api('POST', '/team/invite/create', { rates: rates('0.20', [1]) }, agent())).body.message).toBe(
      '请设置所有游戏类型的返点点位',
    );
    expect((await s.api('POST', '/team/invite/create', { rates: rates('0.20') }, agent())).body.status).toBe('success');
    const list = await s.api('GET', '/team/invite/list', undefined, agent());
    expect(list.body.data.total).toBe(3);
    const newest = list.body.data.data[0];
    expect(newest.token).toMatch(/^[0-9a-f]{32}$/);
    expect(newest.wap_invite_url).toContain(`/#/Register?token=${newest.token}`);
    expect(newest.invite_rates).toHaveLength(8);
    const upd = await s.api(
      'POST',
      '/team/invite/update',
      { invite_id: newest.id, is_open: 0, rates: [{ game_type: 1, rate: '0.40' }] },
      agent(),
    );
    expect(upd.body.status).toBe('success');
    const after = await s.api('GET', '/team/invite/list', undefined, agent());
    expect(after.body.data.data[0]).toMatchObject({ is_open: 0 });
    expect(after.body.data.data[0].invite_rates[0]).toMatchObject({ game_type: 1, rate: '0.40' });
    const other = await s.api(
      'POST',
      '/team/invite/update',
      { invite_id: newest.id, is_open: 1 },
      s.tokenFor('member01'),
    );
    expect(other.status).toBe(400);
  });

  it('lets a demo session reach fdinfo only to be told it is not an agent', async () => {
    const now = Date.now();
    s.ctx.db
      .prepare(
        "INSERT INTO members (name, password_hash, is_demo, created_at, updated_at) VALUES ('demo0001', 'x', 1, ?, ?)",
      )
      .run(now, now);
    const demo = s.tokenFor('demo0001');
    expect((await s.api('GET', '/team/fdinfo', undefined, demo)).body.message).toBe('您还不是代理');
    expect((await s.api('POST', '/team/chart', {}, demo)).body.message).toBe('试玩账号无法进行该操作');
  });
});
