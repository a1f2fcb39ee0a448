/** Register form checks, the same rules the platform applies (docs/platform-api.md#auth-and-member), answered as codes. */
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
import type { RegisterSettings } from './registerSettings';

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

function inviteCodeError(raw: string, required: boolean, linkToken: string): FieldError | undefined {
  const code = raw.trim();
  if (!code) return required ? 'required' : undefined;
  // An invite link's token standing for the introducer is the platform's, not a code typed in.
  if (linkToken && code === linkToken) return undefined;
  return code.length > 32 ? 'length' : undefined;
}

/** `linkToken`: the token of the invite link the form was opened from ('' for none). */
export function validateRegister(v: RegisterValues, s: RegisterSettings, linkToken = ''): RegisterErrors {
  return collectErrors<RegisterField>({
    invite_code: inviteCodeError(v.invite_code, s.inviteCode, linkToken),
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
