/** Register form checks, the same rules the platform applies (contract §3.1), answered as codes. */

export type RegisterValues = {
  invite_code: string;
  name: string;
  password: string;
  password_confirmation: string;
  realname: string;
  phone: string;
  qk_pwd: string;
  qk_pwd_confirmation: string;
  captcha: string;
};
export type RegisterField = keyof RegisterValues;
export type FieldError = 'required' | 'format' | 'length' | 'mismatch';
export type RegisterErrors = Partial<Record<RegisterField, FieldError>>;

/** Which optional fields the site asks for (config register_setting_json). */
export type RegisterSettings = { inviteCode: boolean; realName: boolean; phone: boolean; captcha: boolean };

export const EMPTY_REGISTER: RegisterValues = {
  invite_code: '', name: '', password: '', password_confirmation: '', realname: '', phone: '', qk_pwd: '',
  qk_pwd_confirmation: '', captcha: '',
};

const ACCOUNT = /^[a-z][a-z0-9]*$/;
const SIX_DIGITS = /^\d{6}$/;
const PHONE = /^\+?\d{6,15}$/;

/** The seeded platform asks for real name and captcha; '1' in the setting means required. */
export function parseRegisterSettings(json: string | undefined): RegisterSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    /* a broken setting falls back to the platform's defaults */
  }
  // The register call does not send is_mobile, so the platform applies its PC keys (contract §3.1).
  const on = (key: string, fallback: boolean) => (raw[key] === undefined ? fallback : String(raw[key]) === '1');
  return {
    inviteCode: on('isInviteCodeRequired', false),
    realName: on('isRealNameRequred', true),
    phone: on('isPhoneRequired', false),
    captcha: on('isCaptchaRequired', true),
  };
}

/** Password length the login form accepts; registering a longer one would lock the member out of the form. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 13;

export function validateRegister(v: RegisterValues, s: RegisterSettings): RegisterErrors {
  const e: RegisterErrors = {};
  if (s.inviteCode && !v.invite_code.trim()) e.invite_code = 'required';
  else if (v.invite_code.trim().length > 32) e.invite_code = 'length';
  const name = v.name.trim();
  if (!name) e.name = 'required';
  else if (name.length < 6 || name.length > 8) e.name = 'length';
  else if (!ACCOUNT.test(name)) e.name = 'format';
  if (!v.password) e.password = 'required';
  else if (v.password.length < PASSWORD_MIN || v.password.length > PASSWORD_MAX) e.password = 'length';
  if (!v.password_confirmation) e.password_confirmation = 'required';
  else if (v.password_confirmation !== v.password) e.password_confirmation = 'mismatch';
  const realname = v.realname.trim();
  if (s.realName && !realname) e.realname = 'required';
  else if (realname && (realname.length < 2 || realname.length > 20)) e.realname = 'length';
  const phone = v.phone.trim();
  if (s.phone && !phone) e.phone = 'required';
  else if (phone && !PHONE.test(phone)) e.phone = 'format';
  if (!v.qk_pwd) e.qk_pwd = 'required';
  else if (!SIX_DIGITS.test(v.qk_pwd)) e.qk_pwd = 'format';
  if (!v.qk_pwd_confirmation) e.qk_pwd_confirmation = 'required';
  else if (v.qk_pwd_confirmation !== v.qk_pwd) e.qk_pwd_confirmation = 'mismatch';
  if (s.captcha && !v.captcha.trim()) e.captcha = 'required';
  return e;
}
