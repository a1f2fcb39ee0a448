/**
 * The platform's rules for account names, login and withdrawal passwords, real names and phone numbers
 * (docs/platform-api.md#auth-and-member), answered as codes so each form picks its own words.
 */

export type FieldError = 'required' | 'format' | 'length' | 'mismatch' | 'same';
export type Errors<F extends string> = Partial<Record<F, FieldError>>;

/** Password length the login form accepts; a longer one could not be typed there and would lock the member out. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 13;

const ACCOUNT = /^[a-z][a-z0-9]*$/;
const SIX_DIGITS = /^\d{6}$/;
const PHONE = /^\+?\d{6,15}$/;

/**
 * Only the fields that failed, so an empty result means the form may be sent. They keep the order given
 * (the form's order), so the first is the one to focus.
 */
export function collectErrors<F extends string>(found: Record<F, FieldError | undefined>): Errors<F> {
  const out: Errors<F> = {};
  for (const field of Object.keys(found) as F[]) {
    const code = found[field];
    if (code) out[field] = code;
  }
  return out;
}

/** A new account name: 6–8 lower-case letters and digits, starting with a letter. */
export function accountNameError(raw: string): FieldError | undefined {
  const name = raw.trim();
  if (!name) return 'required';
  if (name.length < 6 || name.length > 8) return 'length';
  return ACCOUNT.test(name) ? undefined : 'format';
}

/** A new login password. */
export function passwordError(password: string): FieldError | undefined {
  if (!password) return 'required';
  return password.length < PASSWORD_MIN || password.length > PASSWORD_MAX ? 'length' : undefined;
}

/** A six-digit withdrawal password. */
export function withdrawalPasswordError(pwd: string): FieldError | undefined {
  if (!pwd) return 'required';
  return SIX_DIGITS.test(pwd) ? undefined : 'format';
}

/** The second typing of a secret. */
export function confirmationError(confirmation: string, original: string): FieldError | undefined {
  if (!confirmation) return 'required';
  return confirmation === original ? undefined : 'mismatch';
}

/** A real name of 2–20 characters; empty only where the site does not ask for one. */
export function realnameError(raw: string, required: boolean): FieldError | undefined {
  const realname = raw.trim();
  if (!realname) return required ? 'required' : undefined;
  // Counted in characters as the member sees them (a rare CJK character is two UTF-16 units).
  const length = [...realname].length;
  return length < 2 || length > 20 ? 'length' : undefined;
}

/** A phone number of 6–15 digits, with an optional leading +; empty only where the site does not ask for one. */
export function phoneError(raw: string, required: boolean): FieldError | undefined {
  const phone = raw.trim();
  if (!phone) return required ? 'required' : undefined;
  return PHONE.test(phone) ? undefined : 'format';
}
