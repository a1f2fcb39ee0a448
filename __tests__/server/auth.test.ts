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
afterEach(() => {
  s.ctx.clock.offsetMs = 0;
  setConfig(s.ctx.db, 'register', 'vip1_is_login_captcha_open', '1');
});

const captcha = async () => {
  const r = await s.api('POST', '/auth/captcha');
  const key: string = r.body.data.key;
  const row = s.ctx.db.prepare('SELECT text FROM captchas WHERE key = ?').get(key) as { text: string };
  return { key, text: row.text, img: r.body.data.img as string };
};
const login = async (name: string, password: string, lang = 'zh_cn') => {
  const c = await captcha();
  return s.api('POST', `/auth/login?lang=${lang}`, { name, password, key: c.key, captcha: c.text });
};

describe('captcha', () => {
  it('answers an SVG image and a key, and the text it shows logs in, case-insensitively', async () => {
    const c = await captcha();
    expect(c.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(c.img.split(',')[1], 'base64').toString()).toContain('<svg');
    const r = await s.api('POST', '/auth/login', {
      name: 'member01',
      password: 'pass1234',
      key: c.key,
      captcha: c.text.toUpperCase(),
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(r.body.data.expires_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers each key once: a second use reads as expired', async () => {
    const c = await captcha();
    await s.api('POST', '/auth/login', { name: 'member01', password: 'wrongpass', key: c.key, captcha: c.text });
    const again = await s.api('POST', '/auth/login', {
      name: 'member01',
      password: 'pass1234',
      key: c.key,
      captcha: c.text,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('验证码已过期，请刷新重试');
  });

  it('expires after five minutes', async () => {
    const c = await captcha();
    s.ctx.clock.offsetMs = 5 * 60_000 + 1000;
    const r = await s.api('POST', '/auth/login?lang=en', {
      name: 'member01',
      password: 'pass1234',
      key: c.key,
      captcha: c.text,
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('The captcha has expired, please refresh and try again');
  });

  it('refuses a wrong answer, a missing answer and a missing key with their messages', async () => {
    const c = await captcha();
    const wrong = await s.api('POST', '/auth/login', {
      name: 'member01',
      password: 'pass1234',
      key: c.key,
      captcha: 'zzzzz',
    });
    expect([wrong.status, wrong.body.message]).toEqual([400, '验证码错误']);
    const missing = await s.api('POST', '/auth/login', { name: 'member01', password: 'pass1234', key: c.key });
    expect([missing.status, missing.body.message]).toEqual([422, '请输入正确的验证码']);
    const noKey = await s.api('POST', '/auth/login?lang=zh_hk', {
      name: 'member01',
      password: 'pass1234',
      captcha: 'abcd',
    });
    expect([noKey.status, noKey.body.message]).toEqual([400, '操作異常']);
  });

  it('is not asked for when the login captcha is switched off', async () => {
    setConfig(s.ctx.db, 'register', 'vip1_is_login_captcha_open', '0');
    const r = await s.api('POST', '/auth/login', { name: 'member01', password: 'pass1234' });
    expect(r.body.status).toBe('success');
  });
});

describe('login', () => {
  it('refuses wrong credentials in the request language', async () => {
    const zh = await login('member01', 'pass12345');
    expect([zh.status, zh.body]).toEqual([400, { status: 'error', code: 400, message: '账号或密码错误' }]);
    const en = await login('nobody99', 'pass1234', 'en');
    expect(en.body.message).toBe('Incorrect account or password');
  });

  it('checks lengths before anything else (422, messages joined by commas)', async () => {
    const r = await s.api('POST', '/auth/login', { name: 'abc', password: '123' });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('用户名 至少为 6 个字符,密码 至少为 6 个字符');
  });

  it('refuses a disabled member with its message', async () => {
    const r = await login('banned01', 'pass1234');
    expect([r.status, r.body.message]).toEqual([400, '该账号已被禁用']);
  });

  it('keeps one session: the older token answers 401 force_offline', async () => {
    const first = (await login('member01', 'pass1234')).body.data.access_token;
    expect((await s.api('GET', '/member/bank', undefined, first)).status).toBe(200);
    await login('member01', 'pass1234');
    const old = await s.api('GET', '/member/bank', undefined, first);
    expect(old.status).toBe(401);
    expect(old.body.force_offline).toBe(true);
    expect(old.body.message).toMatch(/IP地址为【127\.0\.0\.1】/);
  });

  it('renews an expired but refreshable token in the Authorization header', async () => {
    const token = (await login('member01', 'pass1234')).body.data.access_token;
    s.ctx.clock.offsetMs = 2 * 3600_000;
    const r = await s.api('POST', '/auth/me', undefined, token);
    expect(r.body.status).toBe('success');
    const renewed = r.headers.get('authorization');
    expect(renewed).toMatch(/^Bearer \S+$/);
    expect(r.headers.get('access-control-expose-headers')?.split(/,\s*/)).toContain('Authorization');
    const next = await s.api('POST', '/auth/me', undefined, renewed!.slice(7));
    expect(next.body.status).toBe('success');
    expect(next.headers.get('authorization')).toBeNull();
  });

  it('answers a token past the refresh window with HTTP 200 status error on /auth/me and 401 elsewhere', async () => {
    const token = (await login('member01', 'pass1234')).body.data.access_token;
    s.ctx.clock.offsetMs = 15 * 86400_000;
    const me = await s.api('POST', '/auth/me', undefined, token);
    expect([me.status, me.body.status, me.body.message]).toEqual([200, 'error', '认证失败，请重新登录']);
    expect((await s.api('GET', '/member/bank', undefined, token)).status).toBe(401);
  });
});

describe('me and logout', () => {
  it('answers every member column but the secrets, money and fs_money as numbers', async () => {
    const r = await s.api('POST', '/auth/me', undefined, s.tokenFor('member01'));
    const m = r.body.data;
    const row = s.ctx.db
      .prepare(
        "SELECT money, fs_money, ml_money, total_credit, used_credit, level FROM members WHERE name = 'member01'",
      )
      .get() as Record<string, number>;
    const str = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
    expect(m).toMatchObject({
      name: 'member01',
      money: row.money / 100,
      fs_money: row.fs_money / 100,
      ml_money: str(row.ml_money),
      total_credit: str(row.total_credit),
      used_credit: str(row.used_credit),
      has_qk_pwd: true,
      is_demo: 0,
      level: row.level,
      deleted_at: null,
    });
    expect(typeof m.money).toBe('number');
    expect(typeof m.score).toBe('string');
    expect(typeof m.level_name).toBe('string');
    expect(m.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const secret of ['password', 'password_hash', 'qk_pwd', 'qk_pwd_hash', 'login_sec'])
      expect(m).not.toHaveProperty(secret);
    const plain = await s.api('POST', '/auth/me', undefined, s.tokenFor('newbie01'));
    expect(plain.body.data.has_qk_pwd).toBe(false);
  });

  it('answers HTTP 200 with status error when no token is sent', async () => {
    const r = await s.api('POST', '/auth/me');
    expect([r.status, r.body.status, r.body.message]).toEqual([200, 'error', '请提供token参数']);
  });

  it('logs out: the token stops working', async () => {
    const token = s.tokenFor('english1');
    const r = await s.api('POST', '/auth/logout?lang=en', undefined, token);
    expect([r.body.status, r.body.message]).toEqual(['success', 'Operation successful']);
    expect((await s.api('GET', '/member/bank', undefined, token)).status).toBe(401);
  });
});

describe('register', () => {
  const form = async (over: Record<string, unknown> = {}) => {
    const c = await captcha();
    return {
      name: 'newuser1',
      password: 'secret12',
      password_confirmation: 'secret12',
      qk_pwd: '654321',
      realname: '周八',
      register_site: 'localhost',
      lang: 'zh_cn',
      key: c.key,
      captcha: c.text,
      ...over,
    };
  };

  it('creates the member with hashed secrets and answers a top-level token', async () => {
    const r = await s.api('POST', '/auth/register', await form());
    expect([r.status, r.body.message]).toEqual([200, '注册成功']);
    expect(typeof r.body.token).toBe('string');
    const me = await s.api('POST', '/auth/me', undefined, r.body.token);
    expect(me.body.data).toMatchObject({ name: 'newuser1', realname: '周八', money: 0, has_qk_pwd: true, top_id: 0 });
    const row = s.ctx.db
      .prepare("SELECT password_hash, qk_pwd_hash FROM members WHERE name = 'newuser1'")
      .get() as Record<string, string>;
    expect(row.password_hash).not.toContain('secret12');
    expect(row.qk_pwd_hash).not.toContain('654321');
  });

  it('refuses each broken rule with its message', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: 'Abcdef1' }, 422, '用户名必须以小写字母开头并且只能包含小写字母和数字'],
      [{ name: 'abc' }, 422, '用户名 至少为 6 个字符'],
      [{ name: 'abcdefghi' }, 422, '用户名 不能大于 8 个字符'],
      [{ name: 'member01' }, 422, '用户名 已经存在'],
      [{ name: 'newuser2', password_confirmation: 'other123' }, 422, '密码 两次输入不一致'],
      [{ name: 'newuser2', qk_pwd: '12ab56' }, 422, '取款密码 必须是 6 位数字'],
      [{ name: 'newuser2', realname: '' }, 422, '真实姓名 不能为空'],
      [{ name: 'newuser2', lang: 'fr' }, 422, '已选的属性 语言 非法'],
      [{ name: 'newuser2', register_site: '' }, 422, '操作异常'],
      [{ name: 'newuser2', invite_code: 'NOPE' }, 400, '请填写邀请码信息'],
      [{ name: 'newuser2', captcha: 'wrong' }, 400, '验证码错误'],
    ];
    for (const [over, status, message] of cases) {
      const r = await s.api('POST', '/auth/register', await form(over));
      expect([JSON.stringify(over), r.status, r.body.message]).toEqual([JSON.stringify(over), status, message]);
    }
    expect(s.ctx.db.prepare("SELECT 1 FROM members WHERE name = 'newuser2'").get()).toBeUndefined();
  });

  it('words refusals in the request language', async () => {
    const r = await s.api('POST', '/auth/register?lang=en', await form({ name: '9abcdef' }));
    expect(r.body.message).toBe(
      'The username must start with a lowercase letter and contain only lowercase letters and digits',
    );
  });

  it("places the member under the agent whose invite code was given, in the agent's language", async () => {
    const agent = s.ctx.db.prepare("SELECT id, invite_code FROM members WHERE name = 'agent001'").get() as {
      id: number;
      invite_code: string;
    };
    const r = await s.api(
      'POST',
      '/auth/register',
      await form({ name: 'invited1', invite_code: agent.invite_code, lang: 'vi' }),
    );
    expect(r.body.status).toBe('success');
    const row = s.ctx.db.prepare("SELECT top_id, lang FROM members WHERE name = 'invited1'").get();
    expect(row).toEqual({ top_id: agent.id, lang: 'zh_cn' });
  });

  it('places the member under the agent of an open invite link, counting the registration', async () => {
    const invite = s.ctx.db
      .prepare(
        "SELECT i.id, i.token, i.records_count, i.member_id FROM agent_invites i JOIN members m ON m.id = i.member_id WHERE m.name = 'agent001' AND i.is_open = 1",
      )
      .get() as { id: number; token: string; records_count: number; member_id: number };
    const r = await s.api('POST', '/auth/register', await form({ name: 'linked01', token: invite.token }));
    expect(r.body.status).toBe('success');
    const member = s.ctx.db.prepare("SELECT id, top_id FROM members WHERE name = 'linked01'").get() as {
      id: number;
      top_id: number;
    };
    expect(member.top_id).toBe(invite.member_id);
    expect(s.ctx.db.prepare('SELECT records_count FROM agent_invites WHERE id = ?').get(invite.id)).toEqual({
      records_count: invite.records_count + 1,
    });
    const rates = s.ctx.db
      .prepare('SELECT game_type, rate FROM invite_rates WHERE invite_id = ? ORDER BY game_type')
      .all(invite.id);
    expect(
      s.ctx.db
        .prepare('SELECT game_type, rate FROM agent_fd_rates WHERE member_id = ? ORDER BY game_type')
        .all(member.id),
    ).toEqual(rates);
  });

  it('asks for the SMS code when SMS registration is on', async () => {
    setConfig(s.ctx.db, 'register', 'vip1_is_register_sms_open', '1');
    try {
      const none = await s.api('POST', '/auth/register', await form({ name: 'smsuser1', phone: '13712345678' }));
      expect(none.body.message).toBe('请填写短信验证码');
      const early = await s.api(
        'POST',
        '/auth/register',
        await form({ name: 'smsuser1', phone: '13712345678', sms_code: '000000' }),
      );
      expect(early.body.message).toBe('请先获取短信验证码');
      expect((await s.api('POST', '/auth/sms', { phone: '13712345678' })).body.status).toBe('success');
      const code = (
        s.ctx.db.prepare("SELECT code FROM sms_codes WHERE phone = '13712345678'").get() as { code: string }
      ).code;
      const wrong = await s.api(
        'POST',
        '/auth/register',
        await form({ name: 'smsuser1', phone: '13712345678', sms_code: code === '111111' ? '222222' : '111111' }),
      );
      expect(wrong.body.message).toBe('短信验证码填写错误，请重试');
      const good = await s.api(
        'POST',
        '/auth/register',
        await form({ name: 'smsuser1', phone: '13712345678', sms_code: code }),
      );
      expect(good.body.status).toBe('success');
    } finally {
      setConfig(s.ctx.db, 'register', 'vip1_is_register_sms_open', '0');
    }
  });
});

describe('sms', () => {
  it('sends at most one code per client per two minutes, and refuses binding a phone already in use', async () => {
    s.ctx.clock.offsetMs = 3600_000;
    const taken = await s.api('POST', '/auth/sms_bind', { phone: '13800138000' });
    expect([taken.status, taken.body.message]).toEqual([400, '手机号码已存在']);
    expect((await s.api('POST', '/auth/sms_reset', { phone: '13611112222' })).body.status).toBe('success');
    const again = await s.api('POST', '/auth/sms?lang=th', { phone: '13611113333' });
    expect([again.status, again.body.message]).toEqual([400, 'ได้รับรหัสไปแล้วภายในสองนาที กรุณารอสักครู่']);
    const bad = await s.api('POST', '/auth/sms', { phone: 'call me' });
    expect(bad.status).toBe(422);
  });
});

describe('demo', () => {
  it('opens a demo account with 2000.00, reused for the same client', async () => {
    const r = await s.api('POST', '/auth/demo');
    expect(r.body.data.token_type).toBe('bearer');
    const me = (await s.api('POST', '/auth/me', undefined, r.body.data.access_token)).body.data;
    expect(me).toMatchObject({ is_demo: 1, money: 2000 });
    const again = await s.api('POST', '/auth/demo');
    const me2 = (await s.api('POST', '/auth/me', undefined, again.body.data.access_token)).body.data;
    expect(me2.name).toBe(me.name);
    const refused = await s.api('GET', '/member/bank?lang=en', undefined, again.body.data.access_token);
    expect([refused.status, refused.body.message]).toEqual([400, 'The demo account cannot do this']);
  });

  it('is refused while demo play is closed', async () => {
    setConfig(s.ctx.db, 'system', 'is_demo_play_open', '0');
    try {
      const r = await s.api('POST', '/auth/demo');
      expect([r.status, r.body.message]).toEqual([400, '系统未开启试玩功能']);
    } finally {
      setConfig(s.ctx.db, 'system', 'is_demo_play_open', '1');
    }
  });
});
