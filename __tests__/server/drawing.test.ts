/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';
import { setConfig } from '../../server/rules/configs';
import { hashSecret } from '../../server/rules/password';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const row = (name: string) =>
  s.ctx.db.prepare('SELECT id, name, money, ml_money FROM members WHERE name = ?').get(name) as {
    id: number;
    name: string;
    money: number;
    ml_money: number;
  };

function addCard(name: string): number {
  const now = Date.now();
  return Number(
    s.ctx.db
      .prepare(
        `INSERT INTO member_banks (member_id, card_no, bank_type, phone, owner_name, bank_address, remark, created_at, updated_at)
    VALUES (?, '6217000099998888777', 'ICBC', NULL, ?, '测试支行', '', ?, ?)`,
      )
      .run(row(name).id, name, now, now).lastInsertRowid,
  );
}

const draw = (token: string, bank: number, money: unknown, qk_pwd: unknown = '123456', lang = 'zh_cn') =>
  s.api(
    'POST',
    `/drawing?lang=${lang}`,
    { name: 'x', money, account: '6217000099998888777', member_bank_id: bank, qk_pwd },
    token,
  );

describe('withdrawal', () => {
  it('debits the full amount at once, records the amount net of the turnover fee, and logs type 9', async () => {
    const t = s.tokenFor('member01');
    const card = addCard('member01');
    const before = row('member01');
    expect(before.ml_money).toBeGreaterThan(0);
    const r = await draw(t, card, '500');
    expect(r.body).toMatchObject({ status: 'success', message: '提款申请提交成功，请等待管理员审核' });
    expect(row('member01').money).toBe(before.money - 50_000);
    const list = await s.api('POST', '/drawing/list', { status: 1 }, t);
    const d = list.body.data.data[0];
    expect(d).toMatchObject({
      money: '490.00',
      counter_fee: '10.00',
      status: 1,
      status_text: '待确认',
      before_money: (before.money / 100).toFixed(2),
    });
    expect(JSON.parse(d.member_bank_info)).toMatchObject({
      id: card,
      card_no: '6217000099998888777',
      bank_type: 'ICBC',
    });
    const log = s.ctx.db
      .prepare(
        'SELECT money, number_type, operate_type, money_after FROM money_logs WHERE member_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(before.id);
    expect(log).toEqual({ money: 50_000, number_type: -1, operate_type: 9, money_after: before.money - 50_000 });
  });

  it('charges no fee when no turnover is owed', async () => {
    s.ctx.db
      .prepare("UPDATE members SET money = 100000, ml_money = 0, qk_pwd_hash = ? WHERE name = 'newbie01'")
      .run(hashSecret('654321'));
    const t = s.tokenFor('newbie01');
    const card = addCard('newbie01');
    expect((await draw(t, card, 300, '654321')).body.status).toBe('success');
    const list = await s.api('POST', '/drawing/list', {}, t);
    expect(list.body.data.data[0]).toMatchObject({ money: '300.00', counter_fee: '0.00' });
    expect(row('newbie01').money).toBe(70_000);
  });

  it('refuses with each rule message and moves nothing', async () => {
    const t = s.tokenFor('member01');
    const card = addCard('member01');
    const other = addCard('english1');
    const before = row('member01').money;
    expect((await draw(t, card, 200, '')).body).toMatchObject({ code: 422, message: '请输入正确的取款密码' });
    expect((await draw(t, card, before / 100 + 1)).body).toMatchObject({
      code: 400,
      message: '提款金额大于现有金额，请修改',
    });
    expect((await draw(t, other, 200)).body.message).toBe('银行卡信息不存在，请检查');
    expect((await draw(t, 99999, 200)).status).toBe(422);
    expect((await draw(t, card, 99.99)).body.message).toBe('提款金额低于最低提款金额 100');
    expect((await draw(t, card, 20, '123456', 'en')).body.message).toBe(
      'The amount is below the minimum withdrawal 100',
    );
    expect((await draw(t, card, 200, '000000')).body.message).toBe('取款密码输入错误，请重试');
    expect((await draw(t, card, 'abc')).status).toBe(422);
    s.ctx.db.prepare("UPDATE members SET money = 9000000 WHERE name = 'team0001'").run();
    s.ctx.db.prepare("UPDATE members SET qk_pwd_hash = ? WHERE name = 'team0001'").run(hashSecret('123456'));
    expect((await draw(s.tokenFor('team0001'), addCard('team0001'), 50001)).body.message).toBe(
      '提款金额高于最高提款金额 50000',
    );
    expect(row('member01').money).toBe(before);
  });

  it('refuses outside the withdrawal hours, including a window across midnight', async () => {
    const t = s.tokenFor('member01');
    const card = addCard('member01');
    const hour = Number(new Date(Date.now() + 8 * 3600_000).toISOString().slice(11, 13));
    const pad = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00:00`;
    setConfig(s.ctx.db, 'drawing', 'transfer_start', pad(hour + 2));
    setConfig(s.ctx.db, 'drawing', 'transfer_end', pad(hour + 3));
    expect((await draw(t, card, 200)).body.message).toBe('当前时间无法提款');
    setConfig(s.ctx.db, 'drawing', 'transfer_start', pad(hour - 1));
    setConfig(s.ctx.db, 'drawing', 'transfer_end', pad(hour - 2));
    expect((await draw(t, card, 200)).body.status).toBe('success');
    setConfig(s.ctx.db, 'drawing', 'transfer_start', '00:00:00');
    setConfig(s.ctx.db, 'drawing', 'transfer_end', '23:59:59');
  });

  it('limits requests per day', async () => {
    const t = s.tokenFor('english1');
    const card = addCard('english1');
    setConfig(s.ctx.db, 'drawing', 'drawing_times_per_day', '1');
    const first = await draw(t, card, 100);
    expect(first.body.message).toBe('提款申请提交成功，请等待管理员审核');
    expect((await draw(t, card, 100)).body.message).toBe('今日提款申请次数超限，请明日再来');
    setConfig(s.ctx.db, 'drawing', 'drawing_times_per_day', '5');
  });

  it('refuses demo members', async () => {
    const now = Date.now();
    s.ctx.db
      .prepare(
        `INSERT INTO members (name, password_hash, money, is_demo, created_at, updated_at) VALUES ('demo0003', 'x', 200000, 1, ?, ?)`,
      )
      .run(now, now);
    const r = await draw(s.tokenFor('demo0003'), 1, 200);
    expect(r).toMatchObject({ status: 400, body: { message: '试玩账号无法进行该操作' } });
  });
});

describe('withdrawal records', () => {
  it("pages the member's own withdrawals in every status with their sum", async () => {
    const t = s.tokenFor('member01');
    const r = await s.api('POST', '/drawing/list?lang=en', { limit: 50 }, t);
    expect(r.body.data.total).toBeGreaterThanOrEqual(6);
    expect(new Set(r.body.data.data.map((d: { status: number }) => d.status))).toEqual(new Set([1, 2, 3]));
    expect(r.body.data.data.find((d: { status: number }) => d.status === 2).status_text).toBe('Successful');
    const sum = r.body.data.data.reduce((a: number, d: { money: string }) => a + Math.round(Number(d.money) * 100), 0);
    expect(Math.round(Number(r.body.statistic.sum_money) * 100)).toBe(sum);
    const none = await s.api(
      'POST',
      '/drawing/list',
      { created_at: ['2001-01-01 00:00:00', '2001-01-02 00:00:00'] },
      t,
    );
    expect(none.body).toMatchObject({ data: { total: 0, data: [] }, statistic: { sum_money: 0 } });
  });
});
