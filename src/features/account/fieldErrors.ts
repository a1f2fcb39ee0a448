import type { MessageDescriptor } from 'react-intl';
import type { FieldError } from './validation';
import { m } from './messages';

type Table = Partial<Record<string, Partial<Record<FieldError, MessageDescriptor>>>>;

const TABLE: Table = {
  realname: { length: m.formRealnameLengthError },
  phone: { format: m.formPhoneFormatError },
  email: { format: m.formEmailFormatError, length: m.formEmailLengthError },
  qq: { format: m.formQqFormatError },
  oldpassword: { length: m.formOldPasswordLengthError },
  password: { length: m.formPasswordLengthError, same: m.formPasswordSameError },
  password_confirmation: { mismatch: m.formPasswordMismatchError },
  old_qk_pwd: { format: m.formQkPwdFormatError },
  qk_pwd: { format: m.formQkPwdFormatError, same: m.formQkPwdSameError },
  qk_pwd_confirmation: { mismatch: m.formQkPwdMismatchError },
};

/** The words for a field's error code on the member's own forms. */
export function fieldErrorMessage(field: string, code: FieldError): MessageDescriptor {
  return TABLE[field]?.[code] ?? m.formRequiredError;
}
