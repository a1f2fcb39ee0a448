/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';
import { runMemberTasks } from '../../server/rules/tasks';
import { shortAmount } from '../../server/rules/levels';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => s.reset());

describe('level-up', () => {
  it('shows the level table with short amounts and per-language HTML texts', async () => {
    const r = await s.api('GET', '/levelup/slot/setting');
    const levels = r.body.data.levels;
    expect(levels).toHaveLength(8);
    expect(levels[0]).toMatchObject({
      level: 1,
      dama: '1万',
      level_money: '18',
      total_level_money: 18,
      week_award: '8元',
      month_award: '28元',
      credit: '1000',
      is_vip: 1,
    });
    expect(levels[2]).toMatchObject({ dama: '12.5万', total_level_money: 204, credit: '5000' });
    expect(levels[7]).toMatchObject({ dama: '1.2亿', credit: '30万' });
    expect(Object.keys(r.body.data.text).sort()).toEqual([
      'levelup_slot_activity',
      'levelup_slot_example',
      'levelup_slot_level',
      'levelup_slot_month',
    ]);
    const live = await s.api('GET', '/levelup/live/setting?lang=en');
    expect(live.body.data.levels[2].dama).toBe('125,000');
    expect(live.body.data.text.levelup_slot_level).toContain('Weekly salary');
  });

  it('formats amounts from five digits up, exactly', () => {
    expect(shortAmount(999_900, 'zh_cn')).toBe(9_999);
    expect(shortAmount(1_000_000, 'zh_cn')).toBe('1万');
    expect(shortAmount(12_345_600, 'zh_hk')).toBe('12.34萬');
    expect(shortAmount(12_000_000_000, 'zh_cn')).toBe('1.2亿');
  });

  it("finds a member's level, bets still needed and salary history", async () => {
    const id = (s.ctx.db.prepare("SELECT id FROM members WHERE name = 'member01'").get() as { id: number }).id;
    const before = await s.api('GET', '/levelup/live/search?name=member01');
    const bet = Number(before.body.data.total_bet);
    expect(before.body.data).toMatchObject({
      name: 'member01',
      level: 2,
      level_award: '58.00',
      week_award: '18.00',
      month_award: '58.00',
      list: [],
    });
    expect(before.body.data.remain_bet).toBe(Math.ceil(125_000 - bet));
    runMemberTasks(s.ctx, id);
    const after = await s.api('GET', '/levelup/slot/search?name=member01&lang=en');
    expect(
      after.body.data.list.map((l: { operate_type: number; operate_type_text: string; money: string }) => [
        l.operate_type,
        l.operate_type_text,
        l.money,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [21, 'Weekly salary', '18.00'],
        [22, 'Monthly salary', '58.00'],
      ]),
    );
  });

  it('refuses unknown, disabled and demo names, and everything while switched off', async () => {
    expect((await s.api('GET', '/levelup/live/search?name=nobody99')).body).toMatchObject({
      status: 'error',
      message: '会员信息不存在',
    });
    expect((await s.api('GET', '/levelup/live/search?name=banned01&lang=en')).body.message).toBe(
      'Member information not found',
    );
    expect((await s.api('GET', '/levelup/live/search')).status).toBe(422);
    const now = Date.now();
    s.ctx.db
      .prepare(
        "INSERT INTO members (name, password_hash, is_demo, created_at, updated_at) VALUES ('demo0001', 'x', 1, ?, ?)",
      )
      .run(now, now);
    expect((await s.api('GET', '/levelup/slot/search?name=demo0001')).body.message).toBe('会员信息不存在');
    s.ctx.db.prepare("UPDATE system_configs SET value = '0' WHERE name = 'activity_shengji_enable'").run();
    const off = await s.api('GET', '/levelup/slot/setting');
    expect(off).toMatchObject({ status: 400, body: { message: '该功能已关闭' } });
    expect((await s.api('GET', '/levelup/live/search?name=member01&lang=th')).body.message).toBe('ฟีเจอร์นี้ปิดอยู่');
  });
});
