/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let m1: string;
beforeAll(async () => {
  s = await startTestServer();
  m1 = s.tokenFor('member01');
});
afterAll(async () => {
  await s.close();
});

const ISO_MICRO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const cardsOf = (name: string) =>
  s.ctx.db
    .prepare('SELECT b.* FROM member_banks b JOIN members m ON m.id = b.member_id WHERE m.name = ?')
    .all(name) as Array<Record<string, any>>;
const card = { card_no: '6222000011112222333', bank_type: 'CMB', owner_name: '张三', bank_address: '深圳南山支行' };

describe('bank cards', () => {
  it("lists the member's cards with the bank names of their language and an ISO bind time", async () => {
    const r = await s.api('GET', '/member/bank', undefined, m1);
    expect(r.body.data.map((c: { bank_type: string }) => c.bank_type)).toEqual(['ICBC', 'USDT-TRC20']);
    expect(r.body.data[0]).toMatchObject({
      bank_type_text: '中国工商银行',
      owner_name: '张三',
      card_no: '6222020200112233445',
    });
    expect(r.body.data[0].created_at).toMatch(ISO_MICRO);
    expect(r.body.data[0].url).toMatch(/^\/assets\//);
    expect(r.body.bank_type).toMatchObject({
      ICBC: '中国工商银行',
      'USDT-TRC20': 'USDT-TRC20',
      'USDT-ERC20': 'USDT-ERC20',
    });
  });

  it("answers the bank types of the language asked for, else the member's, and the USDT chains", async () => {
    const zh = await s.api('GET', '/member/bank/type');
    expect(zh.body.data).toMatchObject({ CCB: '中国建设银行' });
    expect(zh.body.usdt).toEqual({ omni: 'Omni', erc: 'ERC20', trc: 'TRC20' });
    const asked = await s.api('GET', '/member/bank/type?lang=zh_cn', undefined, s.tokenFor('english1'));
    expect(asked.body.data).toMatchObject({ CCB: '中国建设银行' });
    const en = await s.api('GET', '/member/bank/type', undefined, s.tokenFor('english1'));
    expect(en.body.data).toMatchObject({ HSBC: 'HSBC', 'USDT-TRC20': 'USDT-TRC20' });
    expect(en.body.data).not.toHaveProperty('CCB');
  });

  it("names a card's bank in the language asked for, and keeps it on edit where that language offers others", async () => {
    const th = await s.api('GET', '/member/bank?lang=th', undefined, m1);
    expect(th.body.data[0]).toMatchObject({ bank_type: 'ICBC', bank_type_text: 'ธนาคารอุตสาหกรรมและพาณิชย์แห่งประเทศจีน' });
    expect(th.body.bank_type).toHaveProperty('KBANK');
    expect(th.body.bank_type).not.toHaveProperty('ICBC');
    const [card] = cardsOf('member01');
    const { card_no, owner_name, bank_address, phone } = card;
    const edit = { card_no, owner_name, bank_address, phone, bank_type: 'ICBC' };
    const kept = await s.api('PATCH', `/member/bank/${card.id}?lang=th`, edit, m1);
    expect(kept.body.status).toBe('success');
    const other = await s.api('PATCH', `/member/bank/${card.id}?lang=th`, { ...edit, bank_type: 'CCB' }, m1);
    expect(other.status).toBe(422);
    expect(cardsOf('member01')[0]).toMatchObject({ bank_type: 'ICBC' });
  });

  it('adds a card, and refuses a short number or an unknown bank type', async () => {
    const r = await s.api('POST', '/member/bank', card, m1);
    expect([r.body.status, r.body.message]).toEqual(['success', '银行数据创建成功']);
    expect(r.body.data).toMatchObject({ ...card, bank_type_text: '招商银行' });
    expect(r.body.data.created_at).toMatch(ISO_MICRO);
    const bad = await s.api('POST', '/member/bank', { ...card, card_no: '12345', bank_type: 'HSBC' }, m1);
    expect([bad.status, bad.body.message]).toEqual([422, '银行卡号 至少为 10 个字符,已选的属性 开户银行 非法']);
    const missing = await s.api('POST', '/member/bank?lang=en', {}, m1);
    expect(missing.body.message).toBe(
      'The account number field is required,The bank field is required,The account holder field is required',
    );
  });

  it("updates and deletes only the member's own cards", async () => {
    const mine = cardsOf('member01')[0];
    const upd = await s.api('PATCH', `/member/bank/${mine.id}`, { ...card, bank_address: '新地址支行' }, m1);
    expect(upd.body.message).toBe('银行数据更新成功');
    expect(cardsOf('member01')[0]).toMatchObject({ bank_address: '新地址支行', bank_type: 'CMB' });

    const theirs = cardsOf('english1')[0];
    const other = s.tokenFor('english1');
    const patch = await s.api('PATCH', `/member/bank/${theirs.id}`, card, m1);
    expect([patch.status, patch.body.message]).toEqual([400, '银行卡信息不存在，请检查']);
    const del = await s.api('DELETE', `/member/bank/${theirs.id}?lang=en`, undefined, m1);
    expect([del.status, del.body.message]).toEqual([400, 'The bank card does not exist, please check']);
    expect(cardsOf('english1')[0]).toEqual(theirs);
    const list = await s.api('GET', '/member/bank', undefined, m1);
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(theirs.id);

    const own = await s.api('DELETE', `/member/bank/${theirs.id}`, undefined, other);
    // without ?lang= the answer speaks english1's own language
    expect(own.body.message).toBe('Bank account deleted');
    expect(cardsOf('english1')).toEqual([]);
  });

  it('refuses demo members on every call but the type list', async () => {
    const demo = (await s.api('POST', '/auth/demo')).body.data.access_token;
    const id = cardsOf('member01')[0].id;
    for (const [method, path, body] of [
      ['GET', '/member/bank'],
      ['POST', '/member/bank', card],
      ['PATCH', `/member/bank/${id}`, card],
      ['DELETE', `/member/bank/${id}`],
    ] as const) {
      const r = await s.api(method, path, body, demo);
      expect([path, r.status, r.body.message]).toEqual([path, 400, '试玩账号无法进行该操作']);
    }
    expect((await s.api('GET', '/member/bank/type', undefined, demo)).body.status).toBe('success');
  });

  it('needs a login', async () => {
    const r = await s.api('GET', '/member/bank');
    expect(r.status).toBe(401);
  });
});
