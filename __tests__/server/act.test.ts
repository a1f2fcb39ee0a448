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

let n = 0;
function captcha(text = 'AbCd', ttlMs = 300_000): string {
  const key = `k${++n}`;
  s.ctx.db
    .prepare('INSERT INTO captchas (key, text, expires_at) VALUES (?,?,?)')
    .run(key, text, s.ctx.clock.now().getTime() + ttlMs);
  return key;
}
const hallId = (lang = 'zh_cn', field = 'recharge_money') =>
  (
    s.ctx.db
      .prepare('SELECT id FROM activities WHERE apply_type = 2 AND lang = ? AND hall_field LIKE ? ORDER BY weight DESC')
      .get(lang, `%${field}%`) as { id: number }
  ).id;
const apply = (id: number, body: object, lang = 'zh_cn', token?: string) =>
  s.api('POST', `/act/apply/${id}?lang=${lang}`, body, token);

describe('activity hall', () => {
  it('lists open hall activities of the language with forms, images and a marquee', async () => {
    const r = await s.api('GET', '/act/list');
    const acts = r.body.data.activity;
    expect(acts.length).toBeGreaterThanOrEqual(3);
    for (const a of acts) {
      expect(a).toMatchObject({ apply_type: 2, lang: 'zh_cn', is_open: 1 });
      expect(a.hall_field).toMatch(/member_name/);
      expect(a.hall_image).toMatch(/^\/assets\//);
      expect(a.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    }
    expect(r.body.data.random).toHaveLength(10);
    expect(r.body.data.random[0].name).toContain('***');
    const img = await fetch(`${s.url}${acts[0].hall_image}`);
    expect(img.headers.get('content-type')).toBe('image/svg+xml');
    const en = await s.api('GET', '/act/list', undefined, s.tokenFor('english1'));
    expect(en.body.data.activity.every((a: { lang: string }) => a.lang === 'en')).toBe(true);
    const one = await s.api('GET', `/act/${acts[0].id}`);
    expect(one.body.data).toMatchObject({ id: acts[0].id, title: acts[0].title });
    expect((await s.api('GET', '/act/999999')).status).toBe(404);
    const cfg = await s.api('GET', '/act/apply/config?lang=en');
    expect(cfg.body.data.game_type_array[1]).toBe('Live casino');
  });

  it('takes one application a day with a single-use, case-insensitive captcha', async () => {
    const id = hallId();
    const body = { member_name: 'member01', recharge_money: 500, bill_no: 'B123', key: captcha(), captcha: 'abcd' };
    const ok = await apply(id, body);
    expect(ok.body).toMatchObject({ status: 'success', message: '申请成功，请等待处理结果' });
    const reuse = await apply(id, { ...body, key: body.key });
    expect(reuse.body.message).toBe('验证码已过期，请刷新重试');
    const twice = await apply(id, { ...body, key: captcha() });
    expect(twice).toMatchObject({ status: 400, body: { message: '您今日已经申请过该活动，请勿重复申请' } });
    s.ctx.clock.offsetMs = 86400_000;
    expect((await apply(id, { ...body, key: captcha() })).status).toBe(200);

    const res = await s.api('GET', `/act/apply/result?member_name=member01&activity_id=${id}`);
    expect(res.body.data).toMatchObject({ total: 2, per_page: 5 });
    const first = res.body.data.data[1];
    expect(first).toMatchObject({ status: 0, status_text: '待处理', member: { name: 'member01' }, activity: { id } });
    expect(JSON.parse(first.data_content)).toEqual({ member_name: 'member01', recharge_money: 500, bill_no: 'B123' });
    const set = await fetch(`${s.url}/__operator/applications/${first.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"status":1}',
    });
    expect(set.status).toBe(200);
    const after = await s.api('GET', `/act/apply/result?member_name=member01&lang=en`);
    expect(after.body.data.data[1]).toMatchObject({ status: 1, status_text: 'Approved' });
  });

  it('refuses with the captcha, member, language and demo rules', async () => {
    const id = hallId();
    const base = { member_name: 'member01', recharge_money: 10, bill_no: 'x' };
    expect((await apply(id, { ...base, key: captcha() })).body.message).toBe('请输入正确的验证码');
    expect((await apply(id, { ...base, captcha: 'abcd' })).body.message).toBe('操作异常');
    expect((await apply(id, { ...base, key: captcha(), captcha: 'zzzz' })).body.message).toBe('验证码错误');
    expect((await apply(id, { ...base, key: captcha('abcd', -1), captcha: 'abcd' }, 'en')).body.message).toBe(
      'The captcha has expired, please refresh and try again',
    );
    expect((await apply(id, { ...base, member_name: 'nobody99', key: captcha(), captcha: 'abcd' })).status).toBe(422);
    expect((await apply(id, { member_name: 'member01', key: captcha(), captcha: 'abcd' })).status).toBe(422);
    expect((await apply(id, { ...base, recharge_money: 2_000_000, key: captcha(), captcha: 'abcd' })).status).toBe(422);
    const lang = await apply(id, { ...base, member_name: 'english1', key: captcha(), captcha: 'abcd' });
    expect(lang).toMatchObject({ status: 400, body: { message: '申请失败，请重试' } });
    const now = Date.now();
    s.ctx.db
      .prepare(
        "INSERT INTO members (name, password_hash, is_demo, created_at, updated_at) VALUES ('demo0001', 'x', 1, ?, ?)",
      )
      .run(now, now);
    expect((await apply(id, { ...base, member_name: 'demo0001', key: captcha(), captcha: 'abcd' })).body.message).toBe(
      '试玩账号无法进行该操作',
    );
    expect(
      (await apply(id, { ...base, key: captcha(), captcha: 'abcd' }, 'zh_cn', s.tokenFor('demo0001'))).body.message,
    ).toBe('试玩账号无法进行该操作');
    const notHall = (
      s.ctx.db.prepare('SELECT id FROM activities WHERE apply_type != 2 LIMIT 1').get() as { id: number }
    ).id;
    expect((await apply(notHall, { ...base, key: captcha(), captcha: 'abcd' })).body.message).toBe('该活动不需要申请');
    expect((await s.api('GET', '/act/apply/result?member_name=demo0001')).body.message).toBe(
      '试玩账号无法查询活动信息',
    );
    expect((await s.api('GET', '/act/apply/result?member_name=nobody99')).status).toBe(422);
  });

  it('checks the game fields of a game-type form', async () => {
    const id = hallId('zh_cn', 'api_game_type');
    const base = { member_name: 'member01', game_type: 3, api_game_type: 3, captcha: 'abcd' };
    expect((await apply(id, { ...base, game_type: 42, key: captcha() })).status).toBe(422);
    expect((await apply(id, { ...base, api_game_type: 999, key: captcha() })).status).toBe(422);
    expect((await apply(id, { ...base, key: captcha() })).status).toBe(200);
  });
});
