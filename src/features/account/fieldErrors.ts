import type { FieldError } from '@/lib/accountRules';
import { errorWords } from '@/lib/fieldErrors';
import type { ModifyDrawingField, PasswordField, ProfileField, SetDrawingField } from './validation';
import { m } from './messages';

/** The words for a field's error code on the member's own forms. */
export const fieldErrorMessage = errorWords<
  ProfileField | PasswordField | SetDrawingField | ModifyDrawingField,
  FieldError
>(
  {
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
  },
  m.formRequiredError,
);
