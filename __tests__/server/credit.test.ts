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

const op = (path: string) => fetch(`${s.url}/__operator${path}`, { method: 'POST' });
const member = (name: string) =>
  s.ctx.db.prepare('SELECT id, money, used_credit, total_credit FROM members WHERE name = ?').get(name) as {
    id: number;
    money: number;
    used_credit: number;
    total_credit: number;
  };
const pendingLoan = (name: string) =>
  (
    s.ctx.db.prepare('SELECT id FROM credit_records WHERE member_id = ? AND status = 1').get(member(name).id) as {
      id: number;
    }
  ).id;
const borrow = (body: object, lang = 'zh_cn') => s.api('POST', `/credit/borrow?lang=${lang}`, body);

describe('credit', () => {
  it('borrow → operator approve → repay restores the balances and logs 23 and 24', async () => {
    const start = member('member01');
    const r = await borrow({ name: 'member01', realname: '张三', money: '1500', days: 7 });
    expect(r.body).toMatchObject({
      status: 'success',
      message: '申请已提交，提交成功2小时后请到“信用额度查询”是否借款成功',
    });
    expect(member('member01').money).toBe(start.money);
    const id = pendingLoan('member01');
    expect((await op(`/loans/${id}/approve`)).status).toBe(200);
    expect((await op(`/loans/${id}/approve`)).status).toBe(404);
    const lent = member('member01');
    expect(lent.money).toBe(start.money + 150_000);
    expect(lent.used_credit).toBe(150_000);
    expect((await s.api('POST', '/credit/check', { name: 'member01' })).body.data).toBe('1500.00');
    const search = await s.api('POST', '/credit/search', { name: 'member01' });
    expect(search.body.row).toMatchObject({
      used_credit: '1500.00',
      total_credit: '3000.00',
      total_borrow: '3500.00',
      total_lend: '2000.00',
    });
    expect(search.body.list[0]).toMatchObject({
      type: 'borrow',
      status: 2,
      money: '1500.00',
      borrow_day: 7,
      remain_day: 7,
      status_text: '借款成功',
    });

    const wrong = await s.api('POST', '/credit/lend', { name: 'member01', realname: '张三', money: '1000' });
    expect(wrong).toMatchObject({ status: 400, body: { message: '请一次还完所有欠款' } });
    const repaid = await s.api('POST', '/credit/lend', { name: 'member01', realname: '张三', money: '1500.00' });
    expect(repaid.body).toMatchObject({ status: 'success', message: '还款成功' });
    const end = member('member01');
    expect(end.money).toBe(start.money);
    expect(end.used_credit).toBe(0);
    const logs = s.ctx.db
      .prepare(
        'SELECT operate_type, money_type, money, number_type FROM money_logs WHERE member_id = ? AND operate_type IN (23, 24) ORDER BY id',
      )
      .all(start.id);
    expect(logs).toEqual([
      { operate_type: 23, money_type: 'money', money: 150_000, number_type: 1 },
      { operate_type: 23, money_type: 'used_credit', money: 150_000, number_type: 1 },
      { operate_type: 24, money_type: 'money', money: 150_000, number_type: -1 },
      { operate_type: 24, money_type: 'used_credit', money: 150_000, number_type: -1 },
    ]);
    const again = await s.api('POST', '/credit/lend', { name: 'member01', realname: '张三', money: '1500' });
    expect(again.body.message).toBe('您当前没有需要归还的借款');
  });

  it('enforces every borrow rule with its message', async () => {
    expect((await borrow({ name: 'nobody99', realname: 'x', money: '10', days: 1 })).body.message).toBe(
      '会员不存在或被禁用',
    );
    expect((await borrow({ name: 'banned01', realname: '钱七', money: '10', days: 1 })).body.message).toBe(
      '会员不存在或被禁用',
    );
    expect((await borrow({ name: 'member01', realname: '李四', money: '10', days: 1 })).body.message).toBe(
      '会员信息输入有误',
    );
    expect((await borrow({ name: 'member01', realname: '张三', money: '3000.01', days: 1 })).body.message).toBe(
      '最多只能借款【 3000.00 元】',
    );
    expect((await borrow({ name: 'member01', realname: '张三', money: '10', days: 31 })).status).toBe(422);
    expect((await borrow({ name: 'member01', realname: '张三', money: 'abc', days: 3 })).status).toBe(422);
    expect((await borrow({ name: 'member01', realname: '张三', money: '100', days: 3 })).status).toBe(200);
    expect((await borrow({ name: 'member01', realname: '张三', money: '100', days: 3 })).body.message).toBe(
      '您有一笔借款正在审核中，请耐心等待',
    );
    await op(`/loans/${pendingLoan('member01')}/approve`);
    const outstanding = await borrow({ name: 'member01', realname: '张三', money: '100', days: 3 }, 'en');
    expect(outstanding).toMatchObject({
      status: 400,
      body: { message: 'You still have an unpaid loan; repay it before borrowing again' },
    });
  });

  it('leaves the wallet untouched when a rejected loan or a short wallet stops it', async () => {
    await borrow({ name: 'agent001', realname: '李四', money: '1000', days: 5 });
    const id = pendingLoan('agent001');
    expect((await op(`/loans/${id}/reject`)).status).toBe(200);
    expect(member('agent001')).toMatchObject({ money: 880_000, used_credit: 0 });
    const rec = await s.api('POST', '/credit/search', { name: 'agent001' });
    expect(rec.body.list[0]).toMatchObject({ status: 3, status_text: '拒绝借款' });
    await borrow({ name: 'agent001', realname: '李四', money: '1000', days: 5 });
    await op(`/loans/${pendingLoan('agent001')}/approve`);
    s.ctx.db.prepare("UPDATE members SET money = 50 WHERE name = 'agent001'").run();
    const short = await s.api('POST', '/credit/lend?lang=zh_hk', { name: 'agent001', realname: '李四', money: '1000' });
    expect(short).toMatchObject({ status: 400, body: { message: '請保證中心賬戶中有足夠的錢用來還款' } });
    expect(member('agent001')).toMatchObject({ money: 50, used_credit: 100_000 });
  });

  it('repays once when the repayment is sent twice at the same time', async () => {
    await borrow({ name: 'member01', realname: '张三', money: '800', days: 3 });
    await op(`/loans/${pendingLoan('member01')}/approve`);
    const before = member('member01');
    const body = { name: 'member01', realname: '张三', money: '800' };
    const answers = await Promise.all([1, 2].map(() => s.api('POST', '/credit/lend', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(member('member01')).toMatchObject({ money: before.money - 80_000, used_credit: 0 });
  });

  it('refuses demo names and a token of another member', async () => {
    const now = Date.now();
    s.ctx.db
      .prepare(
        "INSERT INTO members (name, password_hash, is_demo, created_at, updated_at) VALUES ('demo0001', 'x', 1, ?, ?)",
      )
      .run(now, now);
    expect((await borrow({ name: 'demo0001', realname: 'x', money: '10', days: 1 })).body.message).toBe(
      '试玩账号无法进行该操作',
    );
    const r = await s.api('POST', '/credit/check?lang=zh_cn', { name: 'member01' }, s.tokenFor('english1'));
    expect(r).toMatchObject({ status: 400, body: { message: '会员信息输入有误' } });
  });

  it('serves per-language rules, and is closed with activity_jiebei_enable off', async () => {
    const rule = await s.api('GET', '/credit/rule?lang=en');
    expect(Object.keys(rule.body.data)).toEqual([
      'credit_detail',
      'credit_rule',
      'credit_xize',
      'credit_borrow',
      'credit_lend',
    ]);
    expect(rule.body.data.credit_detail).toContain('Interest-free');
    s.ctx.db.prepare("UPDATE system_configs SET value = '0' WHERE name = 'activity_jiebei_enable'").run();
    expect((await s.api('GET', '/credit/rule')).body).toMatchObject({ status: 'error', message: '【借呗】尚未开启' });
    expect((await s.api('POST', '/credit/check?lang=vi', { name: 'member01' })).body.message).toBe(
      'Dịch vụ vay chưa được mở',
    );
  });

  it('lists granted and repaid loans, masking names unless signed in', async () => {
    const anon = await s.api('GET', '/credit/record');
    expect(anon.body.data.per_page).toBe(5);
    expect(anon.body.data.data.map((r: { member_name: string }) => r.member_name)).toEqual(['me***1', 'me***1']);
    const mine = await s.api('GET', '/credit/record', undefined, s.tokenFor('member01'));
    expect(mine.body.data.data[0]).toMatchObject({
      member_name: 'member01',
      type: 'lend',
      status: 4,
      money: '2000.00',
    });
    const other = await s.api('GET', '/credit/record', undefined, s.tokenFor('english1'));
    expect(other.body.data.total).toBe(0);
  });
});
