import { toCents, unitsToCents } from '@/lib/cents';
import { realnameError } from '@/lib/accountRules';
import type { WithdrawAmountError, WithdrawDraft, WithdrawFieldErrors, WithdrawLimits } from './withdrawTypes';

/** The withdrawal form's checks, which the withdrawal flow's guards apply and the screen shows. */
/** Amount rules: positive, at most two decimals, inside the platform's min/max, not above the main wallet. */
export function validateWithdrawAmount(amount: string, limits: WithdrawLimits): WithdrawAmountError | null {
  if (!amount.trim()) return 'required';
  const cents = toCents(amount);
  if (cents === null || cents <= 0n) return 'invalid';
  if (limits.min > 0 && cents < unitsToCents(limits.min)) return 'belowMin';
  if (limits.max > 0 && cents > unitsToCents(limits.max)) return 'aboveMax';
  const available = toCents(limits.available) ?? 0n;
  if (cents > available) return 'overBalance';
  return null;
}

export function validateWithdrawForm(c: WithdrawDraft, limits: WithdrawLimits): WithdrawFieldErrors {
  const errors: WithdrawFieldErrors = {};
  if (c.cardId === null) errors.card = 'required';
  const amount = validateWithdrawAmount(c.amount, limits);
  if (amount) errors.amount = amount;
  return errors;
}

export function validateRealname(name: string): WithdrawFieldErrors['realname'] | null {
  const error = realnameError(name, true);
  return error === 'required' || error === 'length' ? error : null;
}

export function validateNewQkPwd(pwd: string, confirm: string): WithdrawFieldErrors['qkPwd'] | null {
  if (!/^\d{6}$/.test(pwd)) return 'format';
  if (pwd !== confirm) return 'mismatch';
  return null;
}
