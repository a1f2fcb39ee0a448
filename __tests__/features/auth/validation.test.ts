import { parseRegisterSettings } from '@/features/auth/registerSettings';
/** @jest-environment node */
import fc from 'fast-check';
import { EMPTY_REGISTER, validateRegister, type RegisterValues } from '@/features/auth/validation';
import { registerRequest } from '@/features/auth/RegisterScreen';

const settings = parseRegisterSettings(JSON.stringify({ isRealNameRequred: 1, isCaptchaRequired: 1 }));
const good: RegisterValues = {
  ...EMPTY_REGISTER,
  name: 'newbie77',
  password: 'secret77',
  password_confirmation: 'secret77',
  realname: 'Jane Doe',
  qk_pwd: '246810',
  qk_pwd_confirmation: '246810',
  captcha: 'ab12',
};

describe('register validation', () => {
  test('a complete form passes; each rule of the platform refuses its field', () => {
    expect(validateRegister(good, settings)).toEqual({});
    expect(validateRegister({ ...good, name: 'short' }, settings)).toEqual({ name: 'length' });
    expect(validateRegister({ ...good, name: '9newbie' }, settings)).toEqual({ name: 'format' });
    expect(validateRegister({ ...good, name: 'NewBie77' }, settings)).toEqual({ name: 'format' });
    expect(validateRegister({ ...good, password_confirmation: 'secret78' }, settings)).toEqual({
      password_confirmation: 'mismatch',
    });
    expect(validateRegister({ ...good, qk_pwd: '24681a', qk_pwd_confirmation: '24681a' }, settings)).toEqual({
      qk_pwd: 'format',
    });
    expect(validateRegister({ ...good, realname: '' }, settings)).toEqual({ realname: 'required' });
    expect(validateRegister({ ...good, realname: 'x'.repeat(21) }, settings)).toEqual({ realname: 'length' });
    expect(validateRegister({ ...good, phone: '12ab' }, settings)).toEqual({ phone: 'format' });
    expect(validateRegister({ ...good, captcha: ' ' }, settings)).toEqual({ captcha: 'required' });
  });

  test('what the site does not ask for is optional, and a broken setting falls back to the defaults', () => {
    const lenient = parseRegisterSettings(JSON.stringify({ isRealNameRequred: 0, isCaptchaRequired: 0 }));
    expect(validateRegister({ ...good, realname: '', captcha: '' }, lenient)).toEqual({});
    expect(parseRegisterSettings('{not json')).toEqual({
      inviteCode: false,
      realName: true,
      phone: false,
      captcha: true,
    });
    expect(parseRegisterSettings(JSON.stringify({ isInviteCodeRequired: '1', isPhoneRequired: 1 }))).toMatchObject({
      inviteCode: true,
      phone: true,
    });
  });

  test('any input either is refused or matches every rule the platform applies', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (name, password, qk, realname) => {
        const v = {
          ...good,
          name,
          password,
          password_confirmation: password,
          qk_pwd: qk,
          qk_pwd_confirmation: qk,
          realname,
        };
        const errors = validateRegister(v, settings);
        if (Object.keys(errors).length) return;
        expect(name.trim()).toMatch(/^[a-z][a-z0-9]{5,7}$/);
        expect(password.length).toBeGreaterThanOrEqual(6);
        expect(qk).toMatch(/^\d{6}$/);
        expect(realname.trim().length).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 3000 },
    );
  });

  test('the request carries lang and site, optional fields only when filled, and the captcha key', () => {
    expect(registerRequest(good, settings, 'k-1', 'th', 'm.example.test')).toEqual({
      name: 'newbie77',
      password: 'secret77',
      password_confirmation: 'secret77',
      qk_pwd: '246810',
      realname: 'Jane Doe',
      register_site: 'm.example.test',
      lang: 'th',
      key: 'k-1',
      captcha: 'ab12',
    });
    // An agent's invite link passes its token; without one none is sent.
    expect(registerRequest(good, settings, 'k-1', 'en', 'h', 'inv-token')).toMatchObject({ token: 'inv-token' });
    expect(registerRequest(good, settings, 'k-1', 'en', 'h')).not.toHaveProperty('token');
  });
});

describe('what an invite link makes of the sign-up request', () => {
  const settings = { inviteCode: true, realName: false, phone: false, captcha: false };
  const form = {
    ...EMPTY_REGISTER,
    name: 'linked01',
    password: 'secret77',
    password_confirmation: 'secret77',
    qk_pwd: '246810',
    qk_pwd_confirmation: '246810',
  };
  const TOKEN = 'f'.repeat(40);

  test('a link naming the code sends the code and the token', () => {
    const req = registerRequest({ ...form, invite_code: 'INV1002' }, settings, null, 'en', 'm.example', TOKEN);
    expect(req).toMatchObject({ invite_code: 'INV1002', token: TOKEN, lang: 'en' });
  });

  test('a link of its token alone sends the token, never as an invite code; the form accepts it', () => {
    const v = { ...form, invite_code: TOKEN };
    const req = registerRequest(v, settings, null, 'th', 'm.example', TOKEN);
    expect(req.token).toBe(TOKEN);
    expect(req.invite_code).toBeUndefined();
    expect(validateRegister(v, settings, TOKEN)).toEqual({});
    // Typed in by hand, so long a code is refused.
    expect(validateRegister(v, settings)).toEqual({ invite_code: 'length' });
  });
});
