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

const DAY = 86400_000;
const month = () => [ymdHis(new Date(Date.now() - 31 * DAY)), ymdHis(new Date(Date.now() + 60_000))];
const idOf = (name: string) =>
  (s.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;

describe('money log', () => {
  it('pages a month of member01 movements of many kinds with totals that add up', async () => {
    const t = s.tokenFor('member01');
    const r = await s.api('POST', '/moneylog', { created_at: month(), limit: 100 }, t);
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBeGreaterThanOrEqual(80);
    const keys = r.body.operate_type.map((o: { key: number }) => o.key);
    expect(keys).toEqual(expect.arrayContaining([1, 3, 4, 7, 9, 10, 11, 13]));
    expect(r.body.operate_type.find((o: { key: number }) => o.key === 11).value).toBe('提款拒绝退回');
    expect(r.body.money_type).toEqual({ money: '中心钱包', fs_money: '返水钱包' });
    const all = s.ctx.db
      .prepare('SELECT money, number_type FROM money_logs WHERE member_id = ? AND created_at > ?')
      .all(idOf('member01'), Date.now() - 31 * DAY) as { money: number; number_type: number }[];
    expect(Math.round(r.body.statistic.sum_money * 100)).toBe(all.reduce((a, l) => a + l.money, 0));
    expect(Math.round(r.body.statistic.valid_money * 100)).toBe(all.reduce((a, l) => a + l.money * l.number_type, 0));
    const first = r.body.data.data[0];
    expect(first).toMatchObject({
      money: expect.stringMatching(/^\d+\.\d{2}$/),
      money_before: expect.any(String),
      money_after: expect.any(String),
      deleted_at: null,
    });
    expect(first.created_at >= r.body.data.data[1].created_at).toBe(true);
    const page2 = await s.api('POST', '/moneylog', { created_at: month(), page: 2, limit: 30 }, t);
    expect(page2.body.data).toMatchObject({ current_page: 2, from: 31, per_page: 30 });
  });

  it('filters by operate type and wallet, in the request language', async () => {
    const t = s.tokenFor('member01');
    const rebates = await s.api(
      'POST',
      '/moneylog?lang=en',
      { created_at: month(), operate_type: 4, money_type: 'fs_money' },
      t,
    );
    expect(rebates.body.data.total).toBeGreaterThan(0);
    for (const l of rebates.body.data.data)
      expect(l).toMatchObject({
        operate_type: 4,
        money_type: 'fs_money',
        number_type: 1,
        operate_type_text: 'Rebate',
        money_type_text: 'Rebate wallet',
      });
    const asText = await s.api('POST', '/moneylog', { created_at: month(), operate_type: '3', money_type: '' }, t);
    expect(asText.body.data.data.every((l: { operate_type: number }) => l.operate_type === 3)).toBe(true);
    const none = await s.api('POST', '/moneylog', { created_at: ['2001-01-01 00:00:00', '2001-01-02 00:00:00'] }, t);
    expect(none.body).toMatchObject({ data: { total: 0 }, statistic: { sum_money: 0, valid_money: 0 } });
  });

  it('requires a date range and refuses junk and demo members', async () => {
    const t = s.tokenFor('member01');
    expect((await s.api('POST', '/moneylog', {}, t)).body).toMatchObject({ code: 422, message: '请选择查询时间范围' });
    expect((await s.api('POST', '/moneylog', { created_at: ['a', 'b'] }, t)).status).toBe(422);
    expect((await s.api('POST', '/moneylog', { created_at: month(), money_type: 'gold' }, t)).status).toBe(422);
    const now = Date.now();
    s.ctx.db
      .prepare(
        `INSERT INTO members (name, password_hash, is_demo, created_at, updated_at) VALUES ('demo0004', 'x', 1, ?, ?)`,
      )
      .run(now, now);
    expect((await s.api('POST', '/moneylog', { created_at: month() }, s.tokenFor('demo0004'))).body.message).toBe(
      '试玩账号无法进行该操作',
    );
  });

  it('labels every operate type and both wallets', async () => {
    const r = await s.api('GET', '/moneylog/type?lang=vi');
    expect(Object.keys(r.body.data.operate_type)).toHaveLength(29);
    expect(r.body.data.operate_type['9']).toBe('Nạp/rút tiền');
    expect(r.body.data.money_type).toEqual({ money: 'Ví chính', fs_money: 'Ví hoàn trả' });
  });

  it("seeds balances that equal the sum of every member's money logs, wallet by wallet", () => {
    const rows = s.ctx.db
      .prepare(
        `SELECT m.name, m.money, m.fs_money, m.ml_money,
      COALESCE((SELECT SUM(money * number_type) FROM money_logs WHERE member_id = m.id AND money_type = 'money'), 0) AS lm,
      COALESCE((SELECT SUM(money * number_type) FROM money_logs WHERE member_id = m.id AND money_type = 'fs_money'), 0) AS lf,
      COALESCE((SELECT SUM(money * number_type) FROM money_logs WHERE member_id = m.id AND money_type = 'ml_money'), 0) AS ll
      FROM members m`,
      )
      .all() as Array<{
      name: string;
      money: number;
      fs_money: number;
      ml_money: number;
      lm: number;
      lf: number;
      ll: number;
    }>;
    for (const r of rows)
      expect({ name: r.name, money: r.lm, fs: r.lf, ml: r.ll }).toEqual({
        name: r.name,
        money: r.money,
        fs: r.fs_money,
        ml: r.ml_money,
      });
    const chain = s.ctx.db
      .prepare(
        "SELECT money_before, money_after, money, number_type FROM money_logs WHERE member_id = ? AND money_type = 'money' ORDER BY created_at, id",
      )
      .all(idOf('member01')) as Array<{
      money_before: number;
      money_after: number;
      money: number;
      number_type: number;
    }>;
    chain.forEach((l, i) => {
      expect(l.money_after).toBe(l.money_before + l.money * l.number_type);
      if (i > 0) expect(l.money_before).toBe(chain[i - 1].money_after);
    });
  });
});
