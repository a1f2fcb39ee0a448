/** Register form checks, the same rules the platform applies (contract §3.1), answered as codes. */
import {
  accountNameError,
  collectErrors,
  confirmationError,
  passwordError,
  phoneError,
  realnameError,
  withdrawalPasswordError,
  type Errors,
  type FieldError,
} from '@/lib/accountRules';

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
export type RegisterErrors = Errors<RegisterField>;

/** Which optional fields the site asks for (config register_setting_json). */
export type RegisterSettings = { inviteCode: boolean; realName: boolean; phone: boolean; captcha: boolean };

export const EMPTY_REGISTER: RegisterValues = {
  invite_code: '',
  name: '',
  password: '',
  password_confirmation: '',
  realname: '',
  phone: '',
  qk_pwd: '',
  qk_pwd_confirmation: '',
  captcha: '',
};

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

function inviteCodeError(raw: string, required: boolean): FieldError | undefined {
  const code = raw.trim();
  if (!code) return required ? 'required' : undefined;
  return code.length > 32 ? 'length' : undefined;
}

export function validateRegister(v: RegisterValues, s: RegisterSettings): RegisterErrors {
  return collectErrors<RegisterField>({
    invite_code: inviteCodeError(v.invite_code, s.inviteCode),
    name: accountNameError(v.name),
    password: passwordError(v.password),
    password_confirmation: confirmationError(v.password_confirmation, v.password),
    realname: realnameError(v.realname, s.realName),
    phone: phoneError(v.phone, s.phone),
    qk_pwd: withdrawalPasswordError(v.qk_pwd),
    qk_pwd_confirmation: confirmationError(v.qk_pwd_confirmation, v.qk_pwd),
    captcha: s.captcha && !v.captcha.trim() ? 'required' : undefined,
  });
}
