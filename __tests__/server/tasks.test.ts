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
beforeEach(() => s.reset());

const DAY = 86400_000;
const idOf = (name: string) =>
  (s.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;
const row = (name: string) =>
  s.ctx.db.prepare('SELECT level, money, total_credit FROM members WHERE name = ?').get(name) as {
    level: number;
    money: number;
    total_credit: number;
  };
const awards = (id: number, type: number) =>
  s.ctx.db
    .prepare('SELECT money, created_at FROM money_logs WHERE member_id = ? AND operate_type = ? ORDER BY id')
    .all(id, type) as { money: number; created_at: number }[];
function bet(name: string, cents: number, status = 'COMPLETE') {
  const id = idOf(name);
  const now = s.ctx.clock.now().getTime();
  s.ctx.db
    .prepare(
      `INSERT INTO game_records (bill_no, api_name, member_id, name, bet_amount, valid_bet_amount, net_amount, status, game_type, bet_time, created_at)
    VALUES (?, 'AG', ?, ?, ?, ?, 0, ?, 1, ?, ?)`,
    )
    .run(`T${now}${Math.random()}`, id, name, cents, cents, status, now, now);
}

describe('runMemberTasks', () => {
  it('raises the level from settled valid bets and pays each level gift once', () => {
    const id = idOf('newbie01');
    bet('newbie01', 6_000_000);
    bet('newbie01', 90_000_000, 'X');
    runMemberTasks(s.ctx, id);
    expect(row('newbie01')).toMatchObject({ level: 2, total_credit: 300_000 });
    expect(awards(id, 20).map((a) => a.money)).toEqual([1_800, 5_800]);
    runMemberTasks(s.ctx, id);
    expect(awards(id, 20)).toHaveLength(2);
    expect(row('newbie01').money).toBe(1_800 + 5_800 + 1_800 + 5_800);
  });

  it('pays a weekly salary exactly once per 7 days, back-dated to the week it belongs to', () => {
    const id = idOf('newbie01');
    bet('newbie01', 1_000_000);
    const t0 = s.ctx.clock.now().getTime();
    runMemberTasks(s.ctx, id);
    runMemberTasks(s.ctx, id);
    expect(awards(id, 21)).toHaveLength(1);
    const first = awards(id, 21)[0];
    expect(first.money).toBe(800);
    s.ctx.clock.offsetMs = 6 * DAY + 23 * 3600_000;
    runMemberTasks(s.ctx, id);
    expect(awards(id, 21)).toHaveLength(1);
    s.ctx.clock.offsetMs = 7 * DAY + 3600_000;
    runMemberTasks(s.ctx, id);
    runMemberTasks(s.ctx, id);
    const weekly = awards(id, 21);
    expect(weekly).toHaveLength(2);
    expect(weekly[1].created_at).toBe(first.created_at + 7 * DAY);
    expect(first.created_at).toBeGreaterThanOrEqual(t0);
  });

  it('pays the monthly salary again only after a month', () => {
    const id = idOf('newbie01');
    bet('newbie01', 1_000_000);
    runMemberTasks(s.ctx, id);
    s.ctx.clock.offsetMs = 29 * DAY;
    runMemberTasks(s.ctx, id);
    expect(awards(id, 22)).toHaveLength(1);
    s.ctx.clock.offsetMs = 32 * DAY;
    runMemberTasks(s.ctx, id);
    expect(awards(id, 22)).toHaveLength(2);
  });

  it('sends an inbox notice for the salary', () => {
    const id = idOf('newbie01');
    bet('newbie01', 1_000_000);
    runMemberTasks(s.ctx, id);
    const notes = s.ctx.db
      .prepare(
        `SELECT m.title, m.content FROM member_messages mm JOIN messages m ON m.id = mm.message_id
      WHERE mm.member_id = ? ORDER BY m.id`,
      )
      .all(id) as { title: string; content: string }[];
    expect(notes.map((n) => n.content)).toEqual(
      expect.arrayContaining(['恭喜您领取【 1 级】周俸禄【 8 元】', '恭喜您领取【 1 级】月俸禄【 28 元】']),
    );
  });

  it('pays nothing when level-up is switched off, to demo members, or below level 1', () => {
    const id = idOf('newbie01');
    runMemberTasks(s.ctx, id);
    expect(row('newbie01').money).toBe(0);
    bet('newbie01', 1_000_000);
    s.ctx.db.prepare("UPDATE system_configs SET value = '0' WHERE name = 'activity_shengji_enable'").run();
    runMemberTasks(s.ctx, id);
    expect(row('newbie01')).toMatchObject({ level: 0, money: 0 });
    s.ctx.db.prepare("UPDATE system_configs SET value = '1' WHERE name = 'activity_shengji_enable'").run();
    s.ctx.db.prepare('UPDATE members SET is_demo = 1 WHERE id = ?').run(id);
    runMemberTasks(s.ctx, id);
    expect(row('newbie01')).toMatchObject({ level: 0, money: 0 });
  });
});
