/** Checks for the member's own forms (profile, login password, withdrawal password), answered as codes. */

export type FieldError = 'required' | 'format' | 'length' | 'mismatch' | 'same';
export type Errors<F extends string> = Partial<Record<F, FieldError>>;

const SIX_DIGITS = /^\d{6}$/;
const PHONE = /^\+?\d{6,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const QQ = /^\d{5,12}$/;

export type ProfileValues = { realname: string; phone: string; email: string; qq: string };
export type ProfileField = keyof ProfileValues;

/** Empty fields are left as they are; a filled one must be well formed (realname 2–20, email ≤ 50). */
export function validateProfile(v: ProfileValues): Errors<ProfileField> {
  const e: Errors<ProfileField> = {};
  const realname = v.realname.trim();
  if (realname && (realname.length < 2 || realname.length > 20)) e.realname = 'length';
  if (v.phone.trim() && !PHONE.test(v.phone.trim())) e.phone = 'format';
  const email = v.email.trim();
  if (email.length > 50) e.email = 'length';
  else if (email && !EMAIL.test(email)) e.email = 'format';
  if (v.qq.trim() && !QQ.test(v.qq.trim())) e.qq = 'format';
  return e;
}

/** Only what the member changed, trimmed; empty when nothing changed. */
export function profileChanges(v: ProfileValues, current: Partial<Record<ProfileField, string | null>>): Partial<ProfileValues> {
  const out: Partial<ProfileValues> = {};
  for (const k of ['realname', 'phone', 'email', 'qq'] as const) {
    const next = v[k].trim();
    if (next && next !== (current[k] ?? '')) out[k] = next;
  }
  return out;
}

export type PasswordValues = { oldpassword: string; password: string; password_confirmation: string };
export type PasswordField = keyof PasswordValues;

export const PASSWORD_MIN = 6;
/** The login form takes at most 13 characters; a longer new password could not be typed there. */
export const PASSWORD_MAX = 13;

export function validatePasswordChange(v: PasswordValues): Errors<PasswordField> {
  const e: Errors<PasswordField> = {};
  if (!v.oldpassword) e.oldpassword = 'required';
  else if (v.oldpassword.length < PASSWORD_MIN) e.oldpassword = 'length';
  if (!v.password) e.password = 'required';
  else if (v.password.length < PASSWORD_MIN || v.password.length > PASSWORD_MAX) e.password = 'length';
  else if (v.password === v.oldpassword) e.password = 'same';
  if (!v.password_confirmation) e.password_confirmation = 'required';
  else if (v.password_confirmation !== v.password) e.password_confirmation = 'mismatch';
  return e;
}

export type SetDrawingValues = { qk_pwd: string; qk_pwd_confirmation: string };
export type SetDrawingField = keyof SetDrawingValues;

export function validateSetDrawingPwd(v: SetDrawingValues): Errors<SetDrawingField> {
  const e: Errors<SetDrawingField> = {};
  if (!v.qk_pwd) e.qk_pwd = 'required';
  else if (!SIX_DIGITS.test(v.qk_pwd)) e.qk_pwd = 'format';
  if (!v.qk_pwd_confirmation) e.qk_pwd_confirmation = 'required';
  else if (v.qk_pwd_confirmation !== v.qk_pwd) e.qk_pwd_confirmation = 'mismatch';
  return e;
}

export type ModifyDrawingValues = { old_qk_pwd: string; qk_pwd: string; qk_pwd_confirmation: string };
export type ModifyDrawingField = keyof ModifyDrawingValues;

export function validateModifyDrawingPwd(v: ModifyDrawingValues): Errors<ModifyDrawingField> {
  const e: Errors<ModifyDrawingField> = {};
  if (!v.old_qk_pwd) e.old_qk_pwd = 'required';
  else if (!SIX_DIGITS.test(v.old_qk_pwd)) e.old_qk_pwd = 'format';
  if (!v.qk_pwd) e.qk_pwd = 'required';
  else if (!SIX_DIGITS.test(v.qk_pwd)) e.qk_pwd = 'format';
  else if (v.qk_pwd === v.old_qk_pwd) e.qk_pwd = 'same';
  if (!v.qk_pwd_confirmation) e.qk_pwd_confirmation = 'required';
  else if (v.qk_pwd_confirmation !== v.qk_pwd) e.qk_pwd_confirmation = 'mismatch';
  return e;
}
