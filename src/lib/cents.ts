/**
 * Amounts as integer cents (bigint), so a flow compares and adds money without floating point.
 * Inputs are what a member typed or what the server sent as a decimal string.
 */

/** '12.5' → 1250n; null unless a plain non-negative decimal of at most `dp` places (thousands commas allowed). */
export function toCents(value: string | number, dp = 2): bigint | null {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(String(value).replace(/,/g, '').trim());
  if (!m || (m[2] ?? '').length > dp) return null;
  return BigInt(m[1]) * 100n + BigInt(((m[2] ?? '') + '00').slice(0, 2));
}

/** Whole units of a decimal figure, rounded down ('123.45' → 123n); null when it is not a figure. */
export function wholeUnits(value: string | number | null): bigint | null {
  if (value === null) return null;
  const m = /^(\d+)(?:\.\d*)?$/.exec(String(value).replace(/,/g, '').trim());
  return m ? BigInt(m[1]) : null;
}

/** 1250n → '12.50'. */
export function centsToString(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Whole units as cents (limits are set in whole units). */
export const unitsToCents = (units: number | bigint): bigint => BigInt(units) * 100n;
