import { toCents } from '@/lib/cents';
import type { CreditDraft, CreditFacts, CreditFieldErrors } from './creditTypes';

/** The credit form's checks: the account, the loan and the repayment, as the credit flow's guards apply them. */
/** Loan days the platform accepts (CreditPayRecord::CREDIT_PAY_DAYS). */
export const MAX_LOAN_DAYS = 30;

/** Member accounts as the platform issues them: 4–32 letters, digits or underscores. */
export function validateAccountName(name: string): CreditFieldErrors['name'] | null {
  const n = name.trim();
  if (!n) return 'required';
  return /^[A-Za-z0-9_]{4,32}$/.test(n) ? null : 'format';
}

const cents = (v: string) => toCents(v) ?? 0n;

/** Borrow rules: real name, an amount of at most two decimals within the limit, 1–30 days, one loan at a time. */
export function validateBorrow(c: CreditDraft, facts: CreditFacts): CreditFieldErrors {
  const errors: CreditFieldErrors = {};
  if (cents(facts.used) > 0n) errors.loan = 'outstanding';
  else if (facts.pending) errors.loan = 'pending';
  else if (facts.waiting) errors.loan = 'wait';
  if (!c.realname.trim()) errors.realname = 'required';
  const amount = c.amount.trim();
  const want = toCents(amount);
  if (!amount) errors.amount = 'required';
  else if (want === null || want <= 0n) errors.amount = 'invalid';
  else if (want > cents(facts.limit)) errors.amount = 'overLimit';
  const days = Number(c.days);
  if (!/^\d{1,2}$/.test(c.days.trim()) || days < 1 || days > MAX_LOAN_DAYS) errors.days = 'range';
  return errors;
}

/** Repay rules: something is owed, repaid in full from the main wallet. */
export function validateRepay(c: CreditDraft, facts: CreditFacts): CreditFieldErrors {
  const errors: CreditFieldErrors = {};
  const owed = cents(facts.used);
  if (owed <= 0n) errors.repay = 'nothingOwed';
  else if (facts.balance !== null && cents(facts.balance) < owed) errors.repay = 'overBalance';
  if (!c.realname.trim()) errors.realname = 'required';
  return errors;
}
