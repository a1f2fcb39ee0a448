import type { MessageDescriptor } from 'react-intl';
import type { LoginField, LoginFieldError } from '@machines/loginMachine';
import type { FieldError } from '@/lib/accountRules';
import { errorWords } from '@/lib/fieldErrors';
import type { RegisterField } from './validation';
import { m } from './messages';

/** The words for a login field's error code. */
export function loginErrorMessage(field: LoginField, code: LoginFieldError): MessageDescriptor {
  if (code === 'required') return m.formRequiredError;
  if (field === 'name') return m.formLoginAccountFormatError;
  if (field === 'password') return m.formPasswordLengthError;
  return code === 'unavailable' ? m.formCaptchaUnavailableError : m.formRequiredError;
}

/** The words for a register field's error code. */
export const registerErrorMessage = errorWords<RegisterField, FieldError>(
  {
    invite_code: { length: m.formInviteCodeLengthError },
    name: { length: m.formAccountLengthError, format: m.formAccountFormatError },
    password: { length: m.formPasswordLengthError },
    password_confirmation: { mismatch: m.formPasswordMismatchError },
    realname: { length: m.formRealnameLengthError },
    phone: { format: m.formPhoneFormatError },
    qk_pwd: { format: m.formQkPwdFormatError },
    qk_pwd_confirmation: { mismatch: m.formQkPwdMismatchError },
  },
  m.formRequiredError,
);
