/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';
import { runMemberTasks } from '../../server/rules/tasks';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('GET /member/vips', () => {
  it('lists the levels, the member totals and what the member has received', async () => {
    const id = (s.ctx.db.prepare("SELECT id FROM members WHERE name = 'member01'").get() as { id: number }).id;
    runMemberTasks(s.ctx, id);
    const r = await s.api('GET', '/member/vips', undefined, s.tokenFor('member01'));
    expect(r.status).toBe(200);
    expect(r.body.data.levels).toHaveLength(8);
    expect(r.body.data.levels[1]).toMatchObject({
      level: 2,
      level_name: 'VIP2',
      bet_money: '50000.00',
      level_bonus: '58.00',
      week_bonus: '18.00',
      credit_bonus: '3000.00',
      levelup_type: 2,
    });
    expect(r.body.data.levelup_types).toEqual({
      1: '存款晋级',
      2: '投注晋级',
      3: '存款或投注达标',
      4: '存款和投注均达标',
    });
    expect(r.body.data.member_levels).toMatchObject({ week_bonus: '18.00', month_bonus: '58.00', day_bonus: '0.00' });
    expect(r.body.data.total_bet).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers demo members and refuses a missing token', async () => {
    const now = Date.now();
    s.ctx.db
      .prepare(
        "INSERT INTO members (name, password_hash, is_demo, created_at, updated_at) VALUES ('demo0001', 'x', 1, ?, ?)",
      )
      .run(now, now);
    const r = await s.api('GET', '/member/vips?lang=en', undefined, s.tokenFor('demo0001'));
    expect(r.body).toMatchObject({ status: 'success', data: { total_bet: '0.00', total_deposit: '0.00' } });
    expect(r.body.data.levelup_types[2]).toBe('By bets');
    expect((await s.api('GET', '/member/vips')).status).toBe(401);
  });
});
