import Big from 'big.js';

import { MONEY_TEXT } from './moneyText';

// The formatter needs no decimal library and lives on its own (the first screen loads it); the sums here do.
export { formatMoney, isNotOpened, NOT_AVAILABLE, type FormatMoneyOptions } from './moneyText';

/**
 * Parses a server money value (decimal string, number, '$1,234.50') exactly; null for anything that is
 * not a finite amount. Never goes through floating point arithmetic once parsed.
 */
export function parseMoney(value: unknown): Big | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return new Big(value);
  }
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!MONEY_TEXT.test(cleaned)) return null;
  try {
    return new Big(cleaned);
  } catch {
    return null;
  }
}

/** Exact sum of server money values (ignores wallets that are not opened). */
export function sumMoney(values: unknown[]): Big {
  return values.reduce<Big>((acc, v) => acc.plus(parseMoney(v) ?? 0), new Big(0));
}
