/** @jest-environment node */
import fc from 'fast-check';
import {
  profileChanges,
  validateModifyDrawingPwd,
  validatePasswordChange,
  validateProfile,
  validateSetDrawingPwd,
} from '@/features/account/validation';

describe("the member's own forms", () => {
  test('profile: empty fields are left alone; filled ones must be well formed', () => {
    expect(validateProfile({ realname: '', phone: '', email: '', qq: '' })).toEqual({});
    expect(validateProfile({ realname: 'A', phone: '12ab', email: 'nope', qq: '12' })).toEqual({
      realname: 'length',
      phone: 'format',
      email: 'format',
      qq: 'format',
    });
    expect(validateProfile({ realname: '张三', phone: '+8613800138000', email: 'a@b.co', qq: '123456' })).toEqual({});
    expect(validateProfile({ realname: '', phone: '', email: `${'a'.repeat(45)}@b.com`, qq: '' })).toEqual({
      email: 'length',
    });
  });

  test('profile: only changed, non-empty fields are sent', () => {
    const current = { realname: '张三', phone: '13800138000', email: null, qq: null };
    expect(profileChanges({ realname: '张三', phone: '13800138000', email: ' a@b.co ', qq: '' }, current)).toEqual({
      email: 'a@b.co',
    });
    expect(profileChanges({ realname: '张三', phone: '13800138000', email: '', qq: '' }, current)).toEqual({});
  });

  test('login password: old one needed, new one 6–13 and different, confirmation equal', () => {
    expect(
      validatePasswordChange({ oldpassword: 'pass1234', password: 'newpass99', password_confirmation: 'newpass99' }),
    ).toEqual({});
    expect(validatePasswordChange({ oldpassword: '', password: '', password_confirmation: '' })).toEqual({
      oldpassword: 'required',
      password: 'required',
      password_confirmation: 'required',
    });
    expect(
      validatePasswordChange({ oldpassword: 'pass1234', password: 'pass1234', password_confirmation: 'pass1234' }),
    ).toEqual({ password: 'same' });
    expect(
      validatePasswordChange({
        oldpassword: 'pass1234',
        password: 'a'.repeat(14),
        password_confirmation: 'a'.repeat(14),
      }),
    ).toEqual({ password: 'length' });
    expect(
      validatePasswordChange({ oldpassword: 'pass1234', password: 'newpass99', password_confirmation: 'newpass98' }),
    ).toEqual({ password_confirmation: 'mismatch' });
  });

  test('withdrawal password: exactly six digits, confirmed, and a new one differs from the old', () => {
    expect(validateSetDrawingPwd({ qk_pwd: '246810', qk_pwd_confirmation: '246810' })).toEqual({});
    expect(validateSetDrawingPwd({ qk_pwd: '24681', qk_pwd_confirmation: '24681' })).toEqual({ qk_pwd: 'format' });
    expect(validateModifyDrawingPwd({ old_qk_pwd: '123456', qk_pwd: '123456', qk_pwd_confirmation: '123456' })).toEqual(
      { qk_pwd: 'same' },
    );
    expect(validateModifyDrawingPwd({ old_qk_pwd: '123456', qk_pwd: '654321', qk_pwd_confirmation: '654320' })).toEqual(
      { qk_pwd_confirmation: 'mismatch' },
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const e = validateSetDrawingPwd({ qk_pwd: a, qk_pwd_confirmation: b });
        if (!Object.keys(e).length) {
          expect(a).toMatch(/^\d{6}$/);
          expect(b).toBe(a);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
