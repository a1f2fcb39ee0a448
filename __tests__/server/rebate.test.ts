/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';
import { setConfig } from '../../server/rules/configs';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const row = (name: string) =>
  s.ctx.db.prepare('SELECT id, money, fs_money FROM members WHERE name = ?').get(name) as {
    id: number;
    money: number;
    fs_money: number;
  };
let bill = 0;
function bet(name: string, gameType: number, validCents: number, api = 'PG') {
  const now = Date.now() - 5_000;
  s.ctx.db
    .prepare(
      `INSERT INTO game_records (bill_no, api_name, member_id, name, bet_amount, valid_bet_amount, net_amount, game_type, bet_time, created_at)
    VALUES (?,?,?,?,?,?,0,?,?,?)`,
    )
    .run(`TEST${++bill}`, api, row(name).id, name, validCents, validCents, gameType, now, now);
}

describe('instant rebate', () => {
  it('lists unclaimed valid bets per game type at the level rate, and claims them once', async () => {
    const t = s.tokenFor('member01');
    const before = row('member01');
    const list = await s.api('GET', '/fsnow/list', undefined, t);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(typeof list.body.deadtime).toBe('number');
    expect(list.body.total).toMatch(/^\d+\.\d{2}$/);
    for (const item of list.body.data) {
      const sum = s.ctx.db
        .prepare(
          'SELECT SUM(valid_bet_amount) AS v FROM game_records WHERE member_id = ? AND is_fs = 0 AND game_type = ? AND created_at < ?',
        )
        .get(before.id, item.gameType, list.body.deadtime * 1000) as { v: number };
      expect(Math.round(Number(item.total_valid) * 100)).toBe(sum.v);
      expect(item.fs_money).toBe(Math.round((sum.v * Number(item.rate)) / 100) / 100);
      expect(item.game_type_text).toBeTruthy();
      expect(item.api_names).toMatch(/^[A-Z0-9]+(,[A-Z0-9]+)*$/);
    }
    const expected = list.body.data.reduce((a: number, i: { fs_money: number }) => a + Math.round(i.fs_money * 100), 0);
    const claim = await s.api('POST', '/fsnow/fetch', { deadtime: list.body.deadtime }, t);
    expect(claim.body).toMatchObject({ status: 'success', message: '实时反水领取成功，请在交易记录中查看明细' });
    expect(row('member01').fs_money).toBe(before.fs_money + expected);
    expect(row('member01').money).toBe(before.money);
    const logs = s.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM money_logs WHERE member_id = ? AND operate_type = 4 AND created_at >= ?')
      .get(before.id, Date.now() - 60_000) as { n: number };
    expect(logs.n).toBe(list.body.data.length);
    const again = await s.api('POST', '/fsnow/fetch', { deadtime: list.body.deadtime }, t);
    expect(again).toMatchObject({ status: 400, body: { message: '该部分反水已经领取，请勿重复操作' } });
    const fresh = await s.api('GET', '/fsnow/list', undefined, t);
    expect(fresh.body.data).toEqual([]);
    expect(Number(fresh.body.today)).toBeCloseTo(expected / 100, 2);
    await new Promise((r) => setTimeout(r, 1100));
    const later = (await s.api('GET', '/fsnow/list', undefined, t)).body.deadtime;
    expect((await s.api('POST', '/fsnow/fetch', { deadtime: later }, t)).body.message).toBe('没有可以领取的返水');
    expect(row('member01').fs_money).toBe(before.fs_money + expected);
  });

  it('takes the level whose quota is strictly below the total', async () => {
    const t = s.tokenFor('newbie01');
    bet('newbie01', 3, 1_000_000);
    const exact = await s.api('GET', '/fsnow/list', undefined, t);
    expect(exact.body.data).toEqual([
      expect.objectContaining({ gameType: 3, total_valid: '10000.00', rate: '0.80', fs_money: 80 }),
    ]);
    bet('newbie01', 3, 1);
    const over = await s.api('GET', '/fsnow/list', undefined, t);
    expect(over.body.data[0]).toMatchObject({ total_valid: '10000.01', rate: '1.00', fs_money: 100 });
  });

  it('credits the configured wallet', async () => {
    setConfig(s.ctx.db, 'activity', 'member_fs_money_type', 'money');
    const t = s.tokenFor('team0003');
    bet('team0003', 1, 50_000, 'AG');
    const before = row('team0003');
    const list = await s.api('GET', '/fsnow/list', undefined, t);
    await s.api('POST', '/fsnow/fetch', { deadtime: list.body.deadtime }, t);
    expect(row('team0003')).toMatchObject({ money: before.money + 250, fs_money: before.fs_money });
    setConfig(s.ctx.db, 'activity', 'member_fs_money_type', 'fs_money');
  });

  it('refuses when switched off, without levels, without a deadline, and for demo claims', async () => {
    const t = s.tokenFor('team0002');
    setConfig(s.ctx.db, 'activity', 'is_realtime_fs_mode', '0');
    expect((await s.api('POST', '/fsnow/fetch', { deadtime: 1 }, t)).body.message).toBe('该功能暂未开放');
    setConfig(s.ctx.db, 'activity', 'is_realtime_fs_mode', '1');
    expect((await s.api('POST', '/fsnow/fetch', {}, t)).status).toBe(422);
    s.ctx.db.prepare("UPDATE members SET lang = 'th' WHERE name = 'team0002'").run();
    s.ctx.db.prepare("DELETE FROM fs_levels WHERE lang = 'th' AND game_type = 5").run();
    expect((await s.api('GET', '/fsnow/list?lang=zh_cn', undefined, t)).body.message).toBe(
      '未配置反水等级，请联系客服',
    );
    const now = Date.now();
    s.ctx.db
      .prepare(
        `INSERT INTO members (name, password_hash, is_demo, created_at, updated_at) VALUES ('demo0005', 'x', 1, ?, ?)`,
      )
      .run(now, now);
    const demo = s.tokenFor('demo0005');
    const list = await s.api('GET', '/fsnow/list', undefined, demo);
    expect(list.body).toEqual({ status: 'success', code: 200, message: '', data: [], deadtime: expect.any(Number) });
    expect((await s.api('POST', '/fsnow/fetch', { deadtime: list.body.deadtime }, demo)).body.message).toBe(
      '试玩账号无法进行该操作',
    );
  });
});
