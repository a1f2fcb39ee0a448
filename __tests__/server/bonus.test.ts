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

const DAY = 86400_000;
const member = (name: string) =>
  s.ctx.db.prepare('SELECT id, money FROM members WHERE name = ?').get(name) as { id: number; money: number };
const logs = (id: number, type: number) =>
  s.ctx.db
    .prepare('SELECT money FROM money_logs WHERE member_id = ? AND operate_type = ? ORDER BY id')
    .all(id, type)
    .map((r) => (r as { money: number }).money);
function deposit(name: string, cents: number) {
  const m = member(name);
  const now = s.ctx.clock.now().getTime();
  s.ctx.db
    .prepare(
      `INSERT INTO recharges (bill_no, member_id, name, money, payment_type, status, confirm_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, 'company_bankpay', 2, ?, ?, ?)`,
    )
    .run(`R${now}${Math.random()}`, m.id, name, cents, now, now, now);
}
function demoToken(): string {
  const now = Date.now();
  s.ctx.db
    .prepare(
      "INSERT OR IGNORE INTO members (name, password_hash, is_demo, created_at, updated_at) VALUES ('demo0001', 'x', 1, ?, ?)",
    )
    .run(now, now);
  return s.tokenFor('demo0001');
}

describe('daily sign-in', () => {
  it('signs in once a day, grows the streak and pays from the reward table (log 5)', async () => {
    const t = () => s.tokenFor('newbie01');
    const id = member('newbie01').id;
    const first = await s.api('POST', '/dailybonus/check', {}, t());
    expect(first.body).toMatchObject({
      status: 'success',
      data: { money: '1.00', days: 1 },
      message: '签到成功，获得 1.00 元',
    });
    const again = await s.api('POST', '/dailybonus/check?lang=en', {}, t());
    expect(again).toMatchObject({ status: 400, body: { message: 'You have already signed in today' } });
    for (let d = 1; d <= 2; d += 1) {
      s.ctx.clock.offsetMs = d * DAY;
      expect((await s.api('POST', '/dailybonus/check', {}, t())).body.data.days).toBe(d + 1);
    }
    expect(logs(id, 5)).toEqual([100, 200, 300]);
    expect(member('newbie01').money).toBe(600);
    const hist = await s.api('GET', '/dailybonus/history', undefined, t());
    expect(hist.body.data.checked_day.length).toBeGreaterThanOrEqual(1);
    const money = await s.api('GET', '/dailybonus/money/history', undefined, t());
    expect(money.body.data.data.map((r: { money: string }) => r.money)).toEqual(['3.00', '2.00', '1.00']);
  });

  it('pays a streak award once per streak when the days are reached', async () => {
    const t = () => s.tokenFor('newbie01');
    const list0 = await s.api('GET', '/dailybonus/award/list', undefined, t());
    const three = list0.body.data.list.find((a: { days: number }) => a.days === 3);
    expect(three.status).toBe(0);
    await s.api('POST', '/dailybonus/check', {}, t());
    expect((await s.api('POST', `/dailybonus/${three.id}/award`, {}, t())).body.message).toBe('连续签到天数不足');
    for (let d = 1; d <= 2; d += 1) {
      s.ctx.clock.offsetMs = d * DAY;
      await s.api('POST', '/dailybonus/check', {}, t());
    }
    const list = await s.api('GET', '/dailybonus/award/list', undefined, t());
    expect(list.body.data.config).toMatchObject({ continuous_days: 3, today_checked: 1 });
    expect(list.body.data.list.find((a: { id: number }) => a.id === three.id).status).toBe(1);
    const before = member('newbie01').money;
    const got = await s.api('POST', `/dailybonus/${three.id}/award`, {}, t());
    expect(got.body).toMatchObject({ status: 'success', data: { money: '8.80' } });
    expect(member('newbie01').money).toBe(before + 880);
    expect((await s.api('POST', `/dailybonus/${three.id}/award?lang=zh_hk`, {}, t())).body.message).toBe(
      '該獎勵已領取',
    );
    const hist = await s.api('GET', '/dailybonus/award/history', undefined, t());
    expect(hist.body.data.data).toHaveLength(1);
    s.ctx.clock.offsetMs = 5 * DAY;
    const broken = await s.api('GET', '/dailybonus/award/list', undefined, t());
    expect(broken.body.data.config.continuous_days).toBe(0);
  });

  it('refuses demo members', async () => {
    const r = await s.api('POST', '/dailybonus/check', {}, demoToken());
    expect(r).toMatchObject({ status: 400, body: { message: '试玩账号无法进行该操作' } });
  });
});

describe('red packet', () => {
  it("gives draws from today's deposits and pays a random amount within the size (log 8)", async () => {
    const t = s.tokenFor('newbie01');
    const none = await s.api('POST', '/activity/redbag', {}, t);
    expect(none).toMatchObject({ status: 400, body: { message: '今日抢红包次数已用完' } });
    deposit('newbie01', 100_000);
    const desc = await s.api('GET', '/redbag/desc', undefined, t);
    expect(desc.body.data).toMatchObject({ times: 2, used: 0, remain: 2, today_recharge: '1000.00' });
    const amounts: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const r = await s.api('POST', '/activity/redbag', {}, t);
      expect(r.body.status).toBe('success');
      const cents = Math.round(Number(r.body.data.money) * 100);
      expect(cents).toBeGreaterThanOrEqual(100);
      expect(cents).toBeLessThanOrEqual(1_888);
      expect(r.body.message).toBe(`恭喜您，抢到金额 ${r.body.data.money} 元的红包，已存入您的账户`);
      amounts.push(cents);
    }
    expect((await s.api('POST', '/activity/redbag?lang=en', {}, t)).body.message).toBe(
      'No red packet draws left today',
    );
    const id = member('newbie01').id;
    expect(logs(id, 8)).toEqual(amounts);
    expect(member('newbie01').money).toBe(amounts[0] + amounts[1]);
    const log = await s.api('POST', '/redbag/log', {}, t);
    expect(log.body.data.total).toBe(2);
    s.ctx.clock.offsetMs = DAY;
    expect((await s.api('GET', '/redbag/desc', undefined, s.tokenFor('newbie01'))).body.data.times).toBe(0);
  });

  it('refuses demo members and a closed activity', async () => {
    expect((await s.api('POST', '/activity/redbag', {}, demoToken())).body.message).toBe('试玩账号无法进行该操作');
    s.ctx.db.prepare("UPDATE system_configs SET value = '0' WHERE name = 'is_redbag_open'").run();
    expect((await s.api('POST', '/activity/redbag', {}, s.tokenFor('newbie01'))).body.message).toBe('该活动暂未开放');
  });
});

describe('lucky wheel', () => {
  it('spins once per 100 deposited today and pays the drawn prize (log 15)', async () => {
    const t = s.tokenFor('newbie01');
    const setting = await s.api('GET', '/wheel/setting?lang=en', undefined, t);
    expect(setting.body.data.prizes.length).toBeGreaterThan(2);
    expect(setting.body.data.prizes[0]).toMatchObject({ name: 'Better luck next time', money: '0.00' });
    expect((await s.api('POST', '/wheel/award', { name: 'newbie01' }, t)).body.message).toBe('您今日没有抽奖次数了');
    deposit('newbie01', 25_000);
    expect((await s.api('POST', '/wheel/query', { name: 'newbie01' }, t)).body.data).toMatchObject({
      times: 2,
      used: 0,
      remain: 2,
    });
    const prize = s.ctx.db.prepare('SELECT id, money FROM wheel_prizes WHERE money = 588').get() as {
      id: number;
      money: number;
    };
    s.ctx.db.prepare('UPDATE wheel_prizes SET weight = CASE WHEN id = ? THEN 1 ELSE 0 END').run(prize.id);
    const r = await s.api('POST', '/wheel/award', { name: 'newbie01' }, t);
    expect(r.body).toMatchObject({
      status: 'success',
      data: { prize: { id: prize.id, money: '5.88' }, remain: 1 },
      message: '恭喜您抽中 5.88 元现金',
    });
    expect(logs(member('newbie01').id, 15)).toEqual([588]);
    s.ctx.db.prepare('UPDATE wheel_prizes SET weight = CASE WHEN money = 0 THEN 1 ELSE 0 END').run();
    const lose = await s.api('POST', '/wheel/award', { name: 'newbie01' }, t);
    expect(lose.body).toMatchObject({
      status: 'success',
      data: { prize: { money: '0.00' }, remain: 0 },
      message: '谢谢参与',
    });
    expect(logs(member('newbie01').id, 15)).toEqual([588]);
    expect((await s.api('POST', '/wheel/award', { name: 'newbie01' }, t)).status).toBe(400);
    // The log lists every spin, newest first, the prize of nothing included; only the member's own.
    const log = await s.api('POST', '/wheel/log?lang=en', {}, t);
    expect(log.body.data.data).toMatchObject([
      { money: '0.00', name: 'Better luck next time' },
      { prize_id: prize.id, money: '5.88' },
    ]);
    expect(log.body.data.total).toBe(2);
    expect((await s.api('POST', '/wheel/log', {}, s.tokenFor('member01'))).body.data.total).toBe(0);
  });

  it("refuses another member's name and demo members", async () => {
    const r = await s.api('POST', '/wheel/query', { name: 'member01' }, s.tokenFor('newbie01'));
    expect(r).toMatchObject({ status: 400, body: { message: '会员信息不存在' } });
    expect((await s.api('POST', '/wheel/query', { name: 'demo0001' }, demoToken())).body.message).toBe(
      '试玩账号无法进行该操作',
    );
  });
});
