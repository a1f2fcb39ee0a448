/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const row = (name: string) =>
  s.ctx.db.prepare('SELECT id, money, ml_money FROM members WHERE name = ?').get(name) as {
    id: number;
    money: number;
    ml_money: number;
  };
const payment = (type: string, lang = 'zh_cn') =>
  s.ctx.db.prepare('SELECT * FROM payments WHERE type = ? AND lang = ?').get(type, lang) as {
    id: number;
    account: string;
    name: string;
  };

function makeDemo(): string {
  const now = Date.now();
  s.ctx.db
    .prepare(
      `INSERT OR IGNORE INTO members (name, password_hash, money, is_demo, created_at, updated_at) VALUES ('demo0002', 'x', 200000, 1, ?, ?)`,
    )
    .run(now, now);
  return s.tokenFor('demo0002');
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(token: string, body: Buffer, filename: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type }), filename);
  const res = await fetch(`${s.url}/api/recharge/picture/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

describe('payment channels', () => {
  it('lists open online channels without params and company channels with payee params and a fresh remark code', async () => {
    const t = s.tokenFor('member01');
    const online = await s.api('GET', '/payment/online/list', undefined, t);
    expect(online.body.data.map((p: { type: string }) => p.type)).toEqual([
      'online_alipay',
      'online_wechat',
      'online_usdt',
    ]);
    expect(online.body.data[0].params).toBeUndefined();
    expect(online.body.data[0]).toMatchObject({ min: 100, max: 50000, type_text: '支付宝在线支付' });
    expect(online.body.data[0].created_at).toMatch(/T.*\.\d{6}Z$/);
    const normal = await s.api('GET', '/payment/normal/list?lang=en', undefined, t);
    const types = normal.body.data.map((p: { type: string }) => p.type);
    expect(types).toEqual(['company_bankpay', 'company_alipay', 'company_usdt']);
    const [bank, qr, usdt] = normal.body.data;
    // the rows of the language asked for, not of member01's own (zh_cn)
    expect(bank.params).toMatchObject({
      bank_type: 'ICBC',
      bank_address: 'Shenzhen Futian Branch',
      bank_type_text: 'Industrial and Commercial Bank of China',
    });
    expect(bank).toMatchObject({ name: 'Galaxy Play Ltd', lang: 'en', type_text: 'Bank transfer' });
    expect(qr.qrcode).toMatch(/^\/assets\/qr-/);
    expect(usdt.params).toMatchObject({ usdt_type: 'trc', usdt_rate: '7.20', usdt_type_text: 'TRC20' });
    expect(bank.remark_code).toBeGreaterThanOrEqual(1000);
    expect(bank.remark_code).toBeLessThanOrEqual(9999);
    const svg = await fetch(`${s.url}${qr.qrcode}`);
    expect(await svg.text()).toContain('<svg');
  });

  it('refuses demo members', async () => {
    const r = await s.api('GET', '/payment/online/list', undefined, makeDemo());
    expect(r).toMatchObject({ status: 400, body: { message: '试玩账号无法进行该操作' } });
  });
});

describe('online recharge', () => {
  it('answers a same-origin cashier whose "paid" credits the member once, with turnover', async () => {
    const t = s.tokenFor('newbie01');
    const p = payment('online_alipay');
    const r = await s.api(
      'POST',
      '/recharge/online',
      { payment_id: p.id, payment_type: 'online_alipay', money: '200' },
      t,
    );
    expect(r.body).toMatchObject({ status: 'success', message: '提交成功，请支付' });
    expect(r.body.pay_url).toMatch(/^\/sim\/pay\/R\d+/);
    const before = row('newbie01');
    const page = await fetch(`${s.url}${r.body.pay_url}`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('200.00');
    const pay = () =>
      fetch(`${s.url}${r.body.pay_url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
    expect((await pay()).status).toBe(200);
    expect((await pay()).status).toBe(200);
    const after = row('newbie01');
    expect(after.money - before.money).toBe(20_000);
    expect(after.ml_money - before.ml_money).toBe(10_000);
    const list = await s.api('POST', '/recharge/list', {}, t);
    expect(list.body.data.data[0]).toMatchObject({
      status: 2,
      status_text: '充值成功',
      money: '200.00',
      payment_type: 'online_alipay',
    });
  });

  it('refuses a missing or mismatched channel, a closed one and amounts outside its range', async () => {
    const t = s.tokenFor('newbie01');
    const p = payment('online_alipay');
    expect((await s.api('POST', '/recharge/online', { money: 200 }, t)).body.message).toBe('操作异常');
    expect(
      (await s.api('POST', '/recharge/online', { payment_id: p.id, payment_type: 'online_wechat', money: 200 }, t)).body
        .message,
    ).toBe('操作异常');
    expect((await s.api('POST', '/recharge/online', { payment_id: p.id, money: 99 }, t)).body.message).toBe(
      '转账金额范围是 100 ~ 50000 元，请检查',
    );
    expect((await s.api('POST', '/recharge/online?lang=en', { payment_id: p.id, money: 50001 }, t)).body.message).toBe(
      'The amount must be between 100 and 50000, please check',
    );
    expect((await s.api('POST', '/recharge/online', { payment_id: p.id, money: 'abc' }, t)).status).toBe(422);
    s.ctx.db.prepare('UPDATE payments SET is_open = 0 WHERE id = ?').run(p.id);
    expect((await s.api('POST', '/recharge/online', { payment_id: p.id, money: 200 }, t)).body.message).toBe(
      '该支付通道已关闭，请重新选择',
    );
    s.ctx.db.prepare('UPDATE payments SET is_open = 1 WHERE id = ?').run(p.id);
  });
});

describe('company recharge', () => {
  const body = () => {
    const p = payment('company_bankpay');
    return {
      name: '王小明',
      money: '500',
      account: '6217001234567890',
      hk_at: 'yyyy-03-01 10:00:00',
      payment_type: 'company_bankpay',
      payment_id: p.id,
      payment_account: p.account,
      payment_name: p.name,
      payment_bank_type: 'ICBC',
      remark_code: 4321,
    };
  };

  it('records a pending recharge with the payee snapshot and waits for review', async () => {
    const t = s.tokenFor('newbie01');
    const before = row('newbie01').money;
    const r = await s.api('POST', '/recharge/normal', body(), t);
    expect(r.body).toMatchObject({ status: 'success', message: '充值申请提交成功，请等待管理员审核' });
    expect(r.body.data).toMatchObject({
      money: '500.00',
      payment_type: 'company_bankpay',
      member_id: row('newbie01').id,
    });
    expect(r.body.data.hk_at).toMatch(new RegExp(`^${new Date().getFullYear()}-03-01 10:00:00$`));
    expect(JSON.parse(r.body.data.payment_detail)).toMatchObject({ payment_bank_type: 'ICBC', remark_code: '4321' });
    expect(row('newbie01').money).toBe(before);
    const list = await s.api('POST', '/recharge/list', { status: 1 }, t);
    expect(list.body.data.data[0]).toMatchObject({
      status: 1,
      status_text: '待确认',
      payment_detail: { payment_bank_type: 'ICBC' },
    });
  });

  it('enforces every rule with its message', async () => {
    const t = s.tokenFor('newbie01');
    const send = (patch: Record<string, unknown>, lang = 'zh_cn') =>
      s.api('POST', `/recharge/normal?lang=${lang}`, { ...body(), ...patch }, t);
    expect((await send({ money: '500.5' })).body).toMatchObject({ code: 422, message: '充值金额必须为整数' });
    expect((await send({ payment_account: '6222000000000000' })).body).toMatchObject({
      code: 400,
      message: '收款信息已经发生改变，请重新提交',
    });
    expect((await send({ payment_name: '别人' })).body.message).toBe('收款信息已经发生改变，请重新提交');
    expect((await send({ payment_type: 'company_usdt' })).body.message).toBe('收款信息已经发生改变，请重新提交');
    expect((await send({ money: '50' })).body.message).toBe('转账金额范围是 100 ~ 100000 元，请检查');
    expect((await send({ hk_at: 'yesterday' })).status).toBe(422);
    expect((await send({ payment_pic: 'javascript:alert(1)' })).status).toBe(422);
    expect((await send({ payment_id: 999999 })).status).toBe(422);
    const { account: _a, ...noAccount } = body();
    expect((await s.api('POST', '/recharge/normal', noAccount, t)).status).toBe(422);
    const closed = payment('company_wechat');
    expect(
      (
        await send(
          {
            payment_type: 'company_wechat',
            payment_id: closed.id,
            payment_account: closed.account,
            payment_name: closed.name,
          },
          'en',
        )
      ).body.message,
    ).toBe('This payment channel is closed, please choose another');
    const usdt = payment('company_usdt');
    const ok = await send({
      payment_type: 'company_usdt',
      payment_id: usdt.id,
      payment_account: usdt.account,
      payment_name: 'anything',
      money: 300,
    });
    expect(ok.body.status).toBe('success');
    expect(JSON.parse(ok.body.data.payment_detail)).toMatchObject({ usdt_rate: '7.20', usdt_type: 'trc' });
  });
});

describe('payment proof upload', () => {
  it('stores a real image and serves it from the same origin; demo members may upload', async () => {
    const r = await upload(makeDemo(), PNG, 'proof.png');
    expect(r.status).toBe(200);
    expect(r.body.file_url).toMatch(/^\/assets\/proof-[0-9a-f]+\.png$/);
    const img = await fetch(`${s.url}${r.body.file_url}`);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses non-images, script-bearing SVGs and files over 3 MB', async () => {
    const t = s.tokenFor('member01');
    expect((await upload(t, Buffer.from('<svg onload="alert(1)"/>'), 'x.svg', 'image/svg+xml')).body.message).toBe(
      '只能上传 jpg、png、gif、webp 格式的图片',
    );
    expect((await upload(t, Buffer.from('hello'), 'x.png')).body.message).toBe(
      '只能上传 jpg、png、gif、webp 格式的图片',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024 + 10)]);
    const tooBig = await upload(t, big, 'big.png');
    expect(tooBig).toMatchObject({ status: 400, body: { message: '图片大小不能超过3M' } });
  });
});

describe('recharge records', () => {
  it('pages member01 history in all statuses with the sum of what matches', async () => {
    const t = s.tokenFor('member01');
    const all = await s.api('POST', '/recharge/list', { limit: 50 }, t);
    expect(all.body.data.total).toBeGreaterThanOrEqual(12);
    expect(new Set(all.body.data.data.map((r: { status: number }) => r.status))).toEqual(new Set([1, 2, 3]));
    const sum = all.body.data.data.reduce(
      (a: number, r: { money: string }) => a + Math.round(Number(r.money) * 100),
      0,
    );
    expect(Math.round(Number(all.body.statistic.sum_money) * 100)).toBe(sum);
    const failed = await s.api('POST', '/recharge/list?lang=en', { status: 3 }, t);
    expect(
      failed.body.data.data.every(
        (r: { status_text: string; fail_reason: string }) => r.status_text === 'Failed' && r.fail_reason,
      ),
    ).toBe(true);
    const company = await s.api('POST', '/recharge/list', { payment_type: 'company', limit: 50 }, t);
    expect(company.body.data.data.every((r: { payment_type: string }) => r.payment_type.startsWith('company_'))).toBe(
      true,
    );
    const none = await s.api('POST', '/recharge/list', { hk_at: ['2001-01-01 00:00:00', '2001-01-02 00:00:00'] }, t);
    expect(none.body).toMatchObject({ data: { total: 0 }, statistic: { sum_money: 0 } });
    expect(
      (await s.api('POST', '/recharge/list', {}, s.tokenFor('english1'))).body.data.data.every(
        (r: { member_id: number }) => r.member_id === row('english1').id,
      ),
    ).toBe(true);
  });
});
