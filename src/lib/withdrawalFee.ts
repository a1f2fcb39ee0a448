import { centsToString, toCents } from './cents';

export type WithdrawalFigures = { amount: string; fee: string; receive: string };

/**
 * What a withdrawal costs and what arrives, as the platform reckons it (server/rules/drawings.ts): while
 * turnover is still owed (ml_money above 0) the fee is `percent` of the amount, to the cent, half up; the
 * wallet gives the whole amount and the member receives the amount less the fee. Null when the amount is
 * not a plain figure.
 */
export function withdrawalFigures(amount: string, mlMoney: unknown, percent: string): WithdrawalFigures | null {
  const cents = toCents(amount);
  if (cents === null) return null;
  const owed = typeof mlMoney === 'string' || typeof mlMoney === 'number' ? toCents(String(mlMoney)) : null;
  const pct = toCents(percent.trim() || '0');
  const fee = owed !== null && owed > 0n && pct !== null && pct > 0n ? (cents * pct + 5000n) / 10000n : 0n;
  return { amount: centsToString(cents), fee: centsToString(fee), receive: centsToString(cents - fee) };
}
