/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';
import { verifySecret } from '../../server/rules/password';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const row = (name: string) => s.ctx.db.prepare('SELECT * FROM members WHERE name = ?').get(name) as Record<string, any>;
const demoToken = async () => (await s.api('POST', '/auth/demo')).body.data.access_token as string;

describe('profile update', () => {
  it('stores real name, email, phone and qq', async () => {
    const r = await s.api(
      'POST',
      '/auth/info/update',
      { realname: '新名字', email: 'new@example.test', phone: '13912345678', qq: '123456' },
      s.tokenFor('newbie01'),
    );
    expect([r.body.status, r.body.message]).toEqual(['success', '操作成功']);
    expect(row('newbie01')).toMatchObject({
      realname: '新名字',
      email: 'new@example.test',
      phone: '13912345678',
      qq: '123456',
    });
  });

  it('refuses bad fields with their messages, all at once', async () => {
    const r = await s.api(
      'POST',
      '/auth/info/update',
      { realname: '张', email: 'not-an-email' },
      s.tokenFor('newbie01'),
    );
    expect([r.status, r.body.message]).toEqual([422, '真实姓名 至少为 2 个字符,邮箱 不是一个合法的邮箱']);
    const en = await s.api(
      'POST',
      '/auth/info/update?lang=en',
      { email: `${'a'.repeat(45)}@example.test` },
      s.tokenFor('newbie01'),
    );
    expect(en.body.message).toBe('The email may not be greater than 50 characters');
  });

  it("refuses another member's phone number", async () => {
    const r = await s.api('POST', '/auth/info/update', { phone: '13800138000' }, s.tokenFor('newbie01'));
    expect([r.status, r.body.message]).toEqual([400, '手机号码已存在']);
  });

  it('refuses demo members', async () => {
    const r = await s.api('POST', '/auth/info/update', { realname: '试玩' }, await demoToken());
    expect([r.status, r.body.message]).toEqual([400, '试玩账号无法进行该操作']);
  });
});

describe('password change', () => {
  it('checks the old password by hash and stores the new one hashed', async () => {
    const token = s.tokenFor('team0003');
    const wrong = await s.api(
      'POST',
      '/member/password/modify',
      { oldpassword: 'pass9999', password: 'newpass1', password_confirmation: 'newpass1' },
      token,
    );
    expect([wrong.status, wrong.body.message]).toEqual([400, '原始密码错误，请检查']);
    const ok = await s.api(
      'POST',
      '/member/password/modify?lang=zh_hk',
      { oldpassword: 'pass1234', password: 'newpass1', password_confirmation: 'newpass1' },
      token,
    );
    expect([ok.body.status, ok.body.message]).toEqual(['success', '密碼修改成功']);
    expect(verifySecret('newpass1', row('team0003').password_hash)).toBe(true);
  });

  it('refuses a mismatched confirmation and a new password equal to the old', async () => {
    const token = s.tokenFor('team0002');
    const mismatch = await s.api(
      'POST',
      '/member/password/modify',
      { oldpassword: 'pass1234', password: 'newpass1', password_confirmation: 'newpass2' },
      token,
    );
    expect([mismatch.status, mismatch.body.message]).toEqual([422, '密码 两次输入不一致']);
    const same = await s.api(
      'POST',
      '/member/password/modify?lang=en',
      { oldpassword: 'pass1234', password: 'pass1234', password_confirmation: 'pass1234' },
      token,
    );
    expect(same.body.message).toBe('The password and current password must be different');
  });
});

describe('withdrawal password', () => {
  it('is set once', async () => {
    const token = s.tokenFor('team0001');
    const short = await s.api('POST', '/member/drawing_pwd/set', { qk_pwd: '12345' }, token);
    expect([short.status, short.body.message]).toEqual([422, '取款密码 必须是 6 个字符']);
    const set = await s.api('POST', '/member/drawing_pwd/set', { qk_pwd: '246810' }, token);
    expect(set.body.message).toBe('取款密码设置成功');
    expect((await s.api('POST', '/auth/me', undefined, token)).body.data.has_qk_pwd).toBe(true);
    expect(verifySecret('246810', row('team0001').qk_pwd_hash)).toBe(true);
    const again = await s.api('POST', '/member/drawing_pwd/set?lang=th', { qk_pwd: '111111' }, token);
    expect([again.status, again.body.message]).toEqual([400, 'คุณตั้งรหัสถอนเงินไว้แล้ว']);
  });

  it('is changed only with the right old one', async () => {
    const token = s.tokenFor('english1');
    const wrong = await s.api(
      'POST',
      '/member/drawing_pwd/modify?lang=en',
      { old_qk_pwd: '000000', qk_pwd: '654321', qk_pwd_confirmation: '654321' },
      token,
    );
    expect([wrong.status, wrong.body.message]).toEqual([400, 'The current withdrawal password is incorrect']);
    const mismatch = await s.api(
      'POST',
      '/member/drawing_pwd/modify',
      { old_qk_pwd: '123456', qk_pwd: '654321', qk_pwd_confirmation: '654322' },
      token,
    );
    // without ?lang= the answer speaks english1's own language
    expect([mismatch.status, mismatch.body.message]).toEqual([
      422,
      'The withdrawal password confirmation does not match',
    ]);
    const ok = await s.api(
      'POST',
      '/member/drawing_pwd/modify',
      { old_qk_pwd: '123456', qk_pwd: '654321', qk_pwd_confirmation: '654321' },
      token,
    );
    expect(ok.body.message).toBe('Withdrawal password changed');
    expect(verifySecret('654321', row('english1').qk_pwd_hash)).toBe(true);
  });

  it('refuses demo members', async () => {
    const r = await s.api('POST', '/member/drawing_pwd/set', { qk_pwd: '123456' }, await demoToken());
    expect(r.body.message).toBe('试玩账号无法进行该操作');
  });
});
