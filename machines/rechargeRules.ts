import { toCents, unitsToCents } from '@/lib/cents';
import type { RechargeDraft, RechargeFieldErrors } from './rechargeTypes';

/** The deposit form's checks, which the deposit flow's guards apply and the screen shows. */
const HK_AT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/**
 * The deposit form's own checks. Company deposits are whole units (the platform's rule) and need the
 * payer's name, account and remittance time; every amount must lie inside the channel's limits
 * (both 0 means no limit).
 */
export function validateRecharge(c: RechargeDraft): RechargeFieldErrors {
  const errors: RechargeFieldErrors = {};
  const ch = c.channel;
  if (!ch) return errors;
  const company = ch.kind === 'company';
  const amount = c.amount.trim();
  const cents = toCents(amount, company ? 0 : 2);
  if (!amount) errors.amount = 'required';
  else if (cents === null || cents <= 0n) errors.amount = 'invalid';
  else if ((ch.min || ch.max) && (cents < unitsToCents(ch.min) || cents > unitsToCents(ch.max)))
    errors.amount = 'range';
  if (company) {
    if (!c.payerName.trim()) errors.payerName = 'required';
    if (!c.payerAccount.trim()) errors.payerAccount = 'required';
    if (!c.hkAt.trim()) errors.hkAt = 'required';
    else if (!HK_AT.test(c.hkAt.trim())) errors.hkAt = 'invalid';
  }
  return errors;
}
