import type { MessageDescriptor } from 'react-intl';
import type { LoginField, LoginFieldError } from '@machines/loginMachine';
import type { FieldError, RegisterField } from './validation';
import { m } from './messages';

/** The words for a login field's error code. */
export function loginErrorMessage(field: LoginField, code: LoginFieldError): MessageDescriptor {
  if (code === 'required') return m.formRequiredError;
  if (field === 'name') return m.formLoginAccountFormatError;
  if (field === 'password') return m.formPasswordLengthError;
  return code === 'unavailable' ? m.formCaptchaUnavailableError : m.formRequiredError;
}

const REGISTER: Partial<Record<RegisterField, Partial<Record<FieldError, MessageDescriptor>>>> = {
  invite_code: { length: m.formInviteCodeLengthError },
  name: { length: m.formAccountLengthError, format: m.formAccountFormatError },
  password: { length: m.formPasswordLengthError },
  password_confirmation: { mismatch: m.formPasswordMismatchError },
  realname: { length: m.formRealnameLengthError },
  phone: { format: m.formPhoneFormatError },
  qk_pwd: { format: m.formQkPwdFormatError },
  qk_pwd_confirmation: { mismatch: m.formQkPwdMismatchError },
};

/** The words for a register field's error code. */
export function registerErrorMessage(field: RegisterField, code: FieldError): MessageDescriptor {
  return REGISTER[field]?.[code] ?? m.formRequiredError;
}
