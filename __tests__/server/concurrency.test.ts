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

type Wallets = { money: number; fs_money: number; ml_money: number; ag: number };

describe('ledger under concurrent requests', () => {
  it('keeps every balance non-negative and every wallet equal to the sum of its logs', async () => {
    const db = s.ctx.db;
    const id = (db.prepare("SELECT id FROM members WHERE name = 'member01'").get() as { id: number }).id;
    const now = Date.now();
    // Seeded drawings may be dated later today: only the ones this test makes are counted.
    const lastDrawing = (db.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM drawings').get() as { n: number }).n;
    const card = Number(
      db
        .prepare(
          `INSERT INTO member_banks (member_id, card_no, bank_type, owner_name, bank_address, remark, created_at, updated_at)
      VALUES (?, '6217000011112222333', 'ICBC', '张三', '', '', ?, ?)`,
        )
        .run(id, now, now).lastInsertRowid,
    );
    db.prepare('UPDATE members SET money = 300000 WHERE id = ?').run(id);
    setConfig(db, 'drawing', 'drawing_times_per_day', '1000');
    const t = s.tokenFor('member01');
    await s.api('POST', '/game/change_trans', { status: 0 }, t);
    const login = await s.api('GET', '/game/login?api_code=AG', undefined, t);
    const session = new URL(login.body.game_url, s.url).searchParams.get('session');

    const wallets = (): Wallets => ({
      ...(db.prepare('SELECT money, fs_money, ml_money FROM members WHERE id = ?').get(id) as Omit<Wallets, 'ag'>),
      ag: (
        db.prepare("SELECT money FROM member_apis WHERE member_id = ? AND api_name = 'AG'").get(id) as { money: number }
      ).money,
    });
    const start = wallets();
    const lastLog = (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM money_logs').get() as { id: number }).id;
    const lastTransfer = (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM transfers').get() as { id: number }).id;
    const lastRecord = (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM game_records').get() as { id: number }).id;

    const round = () =>
      fetch(`${s.url}/sim/api/round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, bet: '200' }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const calls = [
      ...Array.from(
        { length: 30 },
        () => () =>
          s.api(
            'POST',
            '/drawing',
            { name: 'member01', money: 200, account: '6217000011112222333', member_bank_id: card, qk_pwd: '123456' },
            t,
          ),
      ),
      ...Array.from(
        { length: 20 },
        () => () => s.api('POST', '/game/deposit', { api_code: 'AG', money: 150, money_type: 'money' }, t),
      ),
      ...Array.from({ length: 15 }, () => () => s.api('POST', '/game/withdrawal', { api_code: 'AG', money: 99 }, t)),
      ...Array.from({ length: 15 }, () => round),
    ];
    const results = await Promise.all(calls.sort(() => Math.random() - 0.5).map((c) => c()));
    expect(results.length).toBeGreaterThanOrEqual(50);
    const allowed = ['余额不足', '请勿频繁提交', '提款金额大于现有金额，请修改'];
    for (const r of results) {
      expect([200, 400]).toContain(r.status);
      if (r.status === 400) expect(allowed).toContain(r.body.message);
    }
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(10);
    expect(results.some((r) => r.body.message === '请勿频繁提交')).toBe(true);

    const end = wallets();
    expect(end.money).toBeGreaterThanOrEqual(0);
    expect(end.ag).toBeGreaterThanOrEqual(0);
    const sumLogs = (type: string) =>
      (
        db
          .prepare(
            'SELECT COALESCE(SUM(money * number_type), 0) AS v FROM money_logs WHERE member_id = ? AND money_type = ? AND id > ?',
          )
          .get(id, type, lastLog) as { v: number }
      ).v;
    expect(sumLogs('money')).toBe(end.money - start.money);
    expect(sumLogs('fs_money')).toBe(end.fs_money - start.fs_money);
    expect(sumLogs('ml_money')).toBe(end.ml_money - start.ml_money);
    const moved = db
      .prepare(
        'SELECT COALESCE(SUM(CASE transfer_type WHEN 1 THEN money ELSE -money END), 0) AS v FROM transfers WHERE member_id = ? AND id > ?',
      )
      .get(id, lastTransfer) as { v: number };
    const played = db
      .prepare('SELECT COALESCE(SUM(net_amount), 0) AS v FROM game_records WHERE member_id = ? AND id > ?')
      .get(id, lastRecord) as { v: number };
    expect(end.ag - start.ag).toBe(moved.v + played.v);
    const chain = db
      .prepare(
        "SELECT money_before, money_after, money, number_type FROM money_logs WHERE member_id = ? AND money_type = 'money' AND id > ? ORDER BY id",
      )
      .all(id, lastLog) as Array<{ money_before: number; money_after: number; money: number; number_type: number }>;
    chain.forEach((l, i) => {
      expect(l.money_after).toBe(l.money_before + l.money * l.number_type);
      expect(l.money_after).toBeGreaterThanOrEqual(0);
      if (i > 0) expect(l.money_before).toBe(chain[i - 1].money_after);
    });
    const drawn = db
      .prepare('SELECT COUNT(*) AS n FROM drawings WHERE member_id = ? AND id > ?')
      .get(id, lastDrawing) as { n: number };
    expect(drawn.n).toBe(results.filter((r) => r.body.message === '提款申请提交成功，请等待管理员审核').length);
  }, 60_000);
});
