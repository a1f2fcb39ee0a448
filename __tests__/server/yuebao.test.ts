/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => s.reset());

const HOUR = 3600_000;
const member = (name: string) =>
  s.ctx.db.prepare('SELECT id, money, ml_money FROM members WHERE name = ?').get(name) as {
    id: number;
    money: number;
    ml_money: number;
  };
const planId = (name: string, lang = 'zh_cn') =>
  (
    s.ctx.db.prepare('SELECT id FROM yuebao_plans WHERE setting_name = ? AND lang = ?').get(name, lang) as {
      id: number;
    }
  ).id;
const logs = (id: number, type: number) =>
  s.ctx.db
    .prepare(
      'SELECT money, money_type, number_type FROM money_logs WHERE member_id = ? AND operate_type = ? ORDER BY id',
    )
    .all(id, type);
function demoToken(): string {
  const now = Date.now();
  s.ctx.db
    .prepare(
      "INSERT OR IGNORE INTO members (name, password_hash, is_demo, money, created_at, updated_at) VALUES ('demo0001', 'x', 1, 200000, ?, ?)",
    )
    .run(now, now);
  return s.tokenFor('demo0001');
}

describe('Yuebao plans', () => {
  it('lists the open plans of the member language with exact remaining amounts', async () => {
    const r = await s.api('POST', '/yuebao/getMemberYuebaoList', {}, s.tokenFor('member01'));
    expect(r.status).toBe(200);
    expect(r.body.data.map((p: { SettingName: string }) => p.SettingName)).toEqual(['日日盈', '七日定存', '限量尊享']);
    const vip = r.body.data[2];
    expect(vip).toMatchObject({
      TotalCount: '20000.00',
      RemainingCount: '500.00',
      Rate: '0.25',
      IsCycleSettle: 1,
      SettleTime: 12,
      LimitUserOrderCount: -1,
      UserOrderCount: null,
    });
    expect(r.body.data[0].UserOrderCount).toBe('5000.00');
    await s.api('POST', '/yuebao/buy', { plan_id: planId('七日定存'), amount: '10' }, s.tokenFor('member01'));
    const after = await s.api('POST', '/yuebao/getMemberYuebaoList', {}, s.tokenFor('member01'));
    expect(after.body.data[1].LimitOrderInterval).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(after.body.data[0].LimitOrderInterval).toBeNull();
    const en = await s.api('POST', '/yuebao/getMemberYuebaoList', {}, s.tokenFor('english1'));
    expect(en.body.data[0].SettingName).toBe('Daily Gain');
  });

  it("reads one plan's stock and the member's holding the same in every language", async () => {
    const t = s.tokenFor('member01');
    const figures = async (lang: string) =>
      (await s.api('POST', `/yuebao/getMemberYuebaoList?lang=${lang}`, {}, t)).body.data.map(
        (p: { RemainingCount: string; UserOrderCount: string | null; TotalCount: string }) => [
          p.TotalCount,
          p.RemainingCount,
          p.UserOrderCount,
        ],
      );
    const zh = await figures('zh_cn');
    expect(zh[0][2]).toBe('5000.00');
    for (const lang of ['zh_hk', 'en', 'th', 'vi']) expect(await figures(lang)).toEqual(zh);
    // Bought from the English list, it is the same plan's stock and holding in Chinese.
    const en = (await s.api('POST', '/yuebao/getMemberYuebaoList?lang=en', {}, t)).body.data[2] as { id: number };
    expect((await s.api('POST', '/yuebao/buy?lang=en', { plan_id: en.id, amount: '100' }, t)).status).toBe(200);
    const after = await figures('zh_cn');
    expect(after[2]).toEqual(['20000.00', '400.00', '100.00']);
    expect(await figures('vi')).toEqual(after);
  });

  it('accrues interest per elapsed period in exact cents, and more after the clock moves', async () => {
    const t = s.tokenFor('member01');
    const r = await s.api('POST', '/yuebao/getMemberPlans', { status: 0 }, t);
    expect(r.body.data.total).toBe(1);
    const row = r.body.data.data[0];
    expect(row).toMatchObject({ amount: 5000, Interest: 50, status: 0, SettingName: '日日盈' });
    expect(row.history).toMatchObject({ interest: '25.00', times: 2 });
    expect(r.body.summery).toEqual({ TotalCount: 1, Principal: '5000.00', Interest: 50, TotalLimitInterest: '500.00' });
    s.ctx.clock.offsetMs = 24 * HOUR;
    const later = await s.api('POST', '/yuebao/getMemberPlans', { status: 0 }, t);
    expect(later.body.data.data[0].Interest).toBe(75);
    const hist = await s.api('POST', '/yuebao/history', { record_id: row.member_plan_id }, t);
    expect(hist.body.data.map((h: { times: number; interest: string }) => [h.times, h.interest])).toEqual([
      [3, '25.00'],
      [2, '25.00'],
      [1, '25.00'],
    ]);
  });

  it('stops at the interest cap and pays a single-settlement plan once', async () => {
    const t = s.tokenFor('member01');
    expect((await s.api('POST', '/yuebao/buy', { plan_id: planId('七日定存'), amount: '1230' }, t)).status).toBe(200);
    s.ctx.clock.offsetMs = 60 * 24 * HOUR;
    const r = await s.api('POST', '/yuebao/getMemberPlans', { status: 0 }, s.tokenFor('member01'));
    const byName = Object.fromEntries(
      r.body.data.data.map((p: { SettingName: string; Interest: number }) => [p.SettingName, p]),
    );
    expect(byName['日日盈'].Interest).toBe(500);
    expect(byName['日日盈'].NextInterestTime).toBeNull();
    expect(byName['七日定存'].Interest).toBe(61.5);
  });
});

describe('Yuebao buy', () => {
  it('debits the main wallet once and writes money log 16', async () => {
    const before = member('member01');
    const r = await s.api('POST', '/yuebao/buy', { plan_id: planId('日日盈'), amount: 1000 }, s.tokenFor('member01'));
    expect(r.body).toMatchObject({ status: 'success', message: '购买成功' });
    expect(member('member01').money).toBe(before.money - 100_000);
    expect(logs(before.id, 16)).toEqual([{ money: 100_000, money_type: 'money', number_type: -1 }]);
  });

  it('refuses amounts that are not a multiple of 10, in the member language', async () => {
    const id = planId('日日盈');
    for (const amount of ['15', '5', '0', '010', '12.5', 'abc']) {
      const r = await s.api('POST', '/yuebao/buy', { plan_id: id, amount }, s.tokenFor('member01'));
      expect(r.status).toBe(422);
      expect(r.body.message).toBe('购买金额必须是10的倍数');
    }
    const en = await s.api('POST', '/yuebao/buy?lang=en', { plan_id: id, amount: '15' }, s.tokenFor('member01'));
    expect(en.body.message).toBe('The amount must be a multiple of 10');
    const none = await s.api('POST', '/yuebao/buy', { amount: '10' }, s.tokenFor('member01'));
    expect(none.body.message).toBe('请选择购买方案');
    const missing = await s.api('POST', '/yuebao/buy', { plan_id: 99999, amount: '10' }, s.tokenFor('member01'));
    expect(missing).toMatchObject({ status: 400, body: { message: '购买方案不存在' } });
  });

  it('refuses a purchase beyond what is left of the plan', async () => {
    const id = planId('限量尊享');
    const t = s.tokenFor('member01');
    const r = await s.api('POST', '/yuebao/buy', { plan_id: id, amount: '510' }, t);
    expect(r).toMatchObject({ status: 400, body: { message: '该方案已售完' } });
    expect((await s.api('POST', '/yuebao/buy', { plan_id: id, amount: '500' }, t)).status).toBe(200);
    const th = await s.api('POST', '/yuebao/buy?lang=th', { plan_id: id, amount: '10' }, t);
    expect(th.body.message).toBe('แผนนี้ขายหมดแล้ว');
  });

  it('caps the member total at LimitUserOrderCount', async () => {
    const id = planId('七日定存');
    const t = s.tokenFor('member01');
    s.ctx.db.prepare('UPDATE yuebao_plans SET limit_user_order_count = 300000 WHERE id = ?').run(id);
    expect((await s.api('POST', '/yuebao/buy', { plan_id: id, amount: '2000' }, t)).status).toBe(200);
    const r = await s.api('POST', '/yuebao/buy', { plan_id: id, amount: '1010' }, t);
    expect(r).toMatchObject({ status: 400, body: { message: '购买数量超过上限，请重试' } });
    expect((await s.api('POST', '/yuebao/buy', { plan_id: id, amount: '1000' }, t)).status).toBe(200);
  });

  it('refuses when the balance is short and leaves nothing behind', async () => {
    const r = await s.api('POST', '/yuebao/buy', { plan_id: planId('日日盈'), amount: '10' }, s.tokenFor('newbie01'));
    expect(r).toMatchObject({ status: 400, body: { message: '账户余额不足，请充值' } });
    const id = member('newbie01').id;
    expect(s.ctx.db.prepare('SELECT COUNT(*) AS n FROM member_yuebao_plans WHERE member_id = ?').get(id)).toEqual({
      n: 0,
    });
  });

  it('refuses demo members', async () => {
    const r = await s.api('POST', '/yuebao/buy', { plan_id: planId('日日盈'), amount: '10' }, demoToken());
    expect(r).toMatchObject({ status: 400, body: { message: '试玩账号无法进行该操作' } });
    expect((await s.api('POST', '/yuebao/getMemberPlans', {}, demoToken())).status).toBe(400);
  });
});

describe('Yuebao redeem', () => {
  it('pays principal (19) and interest (17) once and adds the interest to turnover', async () => {
    const t = s.tokenFor('member01');
    const before = member('member01');
    const list = await s.api('POST', '/yuebao/getMemberPlans', {}, t);
    const id = list.body.data.data[0].member_plan_id;
    const r = await s.api('POST', '/yuebao/withdrawal', { record_id: id }, t);
    expect(r.body).toMatchObject({
      status: 'success',
      money: 5050,
      message: '赎回成功，【本金+利息】共【 5050.00 元】已转入您的账户',
    });
    const after = member('member01');
    expect(after.money).toBe(before.money + 505_000);
    expect(after.ml_money).toBe(before.ml_money + 5_000);
    expect(logs(before.id, 19)).toEqual([{ money: 500_000, money_type: 'money', number_type: 1 }]);
    expect(logs(before.id, 17)).toEqual([
      { money: 5_000, money_type: 'money', number_type: 1 },
      { money: 5_000, money_type: 'ml_money', number_type: 1 },
    ]);
    const again = await s.api('POST', '/yuebao/withdrawal', { record_id: id }, t);
    expect(again).toMatchObject({ status: 400, body: { message: '操作失败，请重试' } });
    expect(member('member01').money).toBe(after.money);
    const ended = await s.api('POST', '/yuebao/getMemberPlans', { status: 1 }, t);
    expect(ended.body.data.data[0]).toMatchObject({ status: 1, Interest: 50 });
    expect(ended.body.data.data[0].drawing_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('redeems once when the same request arrives twice at the same time', async () => {
    const t = s.tokenFor('member01');
    const before = member('member01');
    const id = (await s.api('POST', '/yuebao/getMemberPlans', {}, t)).body.data.data[0].member_plan_id;
    const answers = await Promise.all([1, 2, 3].map(() => s.api('POST', '/yuebao/withdrawal', { record_id: id }, t)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(member('member01').money).toBe(before.money + 505_000);
  });

  it("refuses another member's plan for redeem and history", async () => {
    const owner = member('member01');
    const id = (
      s.ctx.db.prepare('SELECT id FROM member_yuebao_plans WHERE member_id = ?').get(owner.id) as { id: number }
    ).id;
    const other = s.tokenFor('english1');
    const r = await s.api('POST', '/yuebao/withdrawal?lang=en', { record_id: id }, other);
    expect(r).toMatchObject({ status: 400, body: { message: 'Operation failed, please try again' } });
    expect((await s.api('POST', '/yuebao/history', { record_id: id }, other)).status).toBe(400);
    expect(member('member01').money).toBe(owner.money);
  });
});
