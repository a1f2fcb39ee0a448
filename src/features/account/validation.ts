/** Checks for the member's own forms (profile, login password, withdrawal password), answered as codes. */
import {
  collectErrors,
  confirmationError,
  passwordError,
  phoneError,
  realnameError,
  withdrawalPasswordError,
  PASSWORD_MIN,
  type Errors,
  type FieldError,
} from '@/lib/accountRules';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const QQ = /^\d{5,12}$/;

export type ProfileValues = { realname: string; phone: string; email: string; qq: string };
export type ProfileField = keyof ProfileValues;

function emailError(raw: string): FieldError | undefined {
  const email = raw.trim();
  if (email.length > 50) return 'length';
  return email && !EMAIL.test(email) ? 'format' : undefined;
}

/** Empty fields are left as they are; a filled one must be well formed (realname 2–20, email ≤ 50). */
export function validateProfile(v: ProfileValues): Errors<ProfileField> {
  return collectErrors<ProfileField>({
    realname: realnameError(v.realname, false),
    phone: phoneError(v.phone, false),
    email: emailError(v.email),
    qq: v.qq.trim() && !QQ.test(v.qq.trim()) ? 'format' : undefined,
  });
}

/** Only what the member changed, trimmed; empty when nothing changed. */
export function profileChanges(
  v: ProfileValues,
  current: Partial<Record<ProfileField, string | null>>,
): Partial<ProfileValues> {
  const out: Partial<ProfileValues> = {};
  for (const k of ['realname', 'phone', 'email', 'qq'] as const) {
    const next = v[k].trim();
    if (next && next !== (current[k] ?? '')) out[k] = next;
  }
  return out;
}

/** A new secret that passes its own rule must still differ from the one it replaces. */
function differs(check: FieldError | undefined, next: string, old: string): FieldError | undefined {
  return check ?? (next === old ? 'same' : undefined);
}

export type PasswordValues = { oldpassword: string; password: string; password_confirmation: string };
export type PasswordField = keyof PasswordValues;

export function validatePasswordChange(v: PasswordValues): Errors<PasswordField> {
  return collectErrors<PasswordField>({
    oldpassword: !v.oldpassword ? 'required' : v.oldpassword.length < PASSWORD_MIN ? 'length' : undefined,
    password: differs(passwordError(v.password), v.password, v.oldpassword),
    password_confirmation: confirmationError(v.password_confirmation, v.password),
  });
}

export type SetDrawingValues = { qk_pwd: string; qk_pwd_confirmation: string };
export type SetDrawingField = keyof SetDrawingValues;

export function validateSetDrawingPwd(v: SetDrawingValues): Errors<SetDrawingField> {
  return collectErrors<SetDrawingField>({
    qk_pwd: withdrawalPasswordError(v.qk_pwd),
    qk_pwd_confirmation: confirmationError(v.qk_pwd_confirmation, v.qk_pwd),
  });
}

export type ModifyDrawingValues = { old_qk_pwd: string; qk_pwd: string; qk_pwd_confirmation: string };
export type ModifyDrawingField = keyof ModifyDrawingValues;

export function validateModifyDrawingPwd(v: ModifyDrawingValues): Errors<ModifyDrawingField> {
  return collectErrors<ModifyDrawingField>({
    old_qk_pwd: withdrawalPasswordError(v.old_qk_pwd),
    qk_pwd: differs(withdrawalPasswordError(v.qk_pwd), v.qk_pwd, v.old_qk_pwd),
    qk_pwd_confirmation: confirmationError(v.qk_pwd_confirmation, v.qk_pwd),
  });
}
