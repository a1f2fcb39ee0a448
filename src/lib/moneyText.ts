/*
 * The one money formatter, exact without a decimal library: the first screen shows money, and the
 * arithmetic that needs big.js (src/lib/money.ts) loads with the screens that do sums.
 */

/**
 * The platform holds one amount in one currency, whatever language the member reads it in: the figure is the same
 * in all five (the deployment's symbol, thousands separators, exactly two decimals), and only the words around it
 * are translated. A member who switches language must never see another currency or a rounded figure.
 */
export const MONEY_DECIMALS = 2;

/**
 * Dollar-style, as the product speaks of money. The platform's settings name no currency (neither the real one's
 * configs nor the reference server's), so the deployment's one symbol is this.
 */
export const MONEY_SYMBOL = '$';

/**
 * A game wallet the member has never opened comes back as the platform's words for it, in the language the
 * request asked for (the platform's res.php 'not opened' text of each of its five languages).
 */
export const NOT_OPENED_TEXTS = ['未开通', '未開通', 'Did not open', 'ยังไม่เปิด', 'Chưa mở'] as const;
const NOT_OPENED = /* @__PURE__ */ new Set<string>(NOT_OPENED_TEXTS);

export const NOT_AVAILABLE = 'N/A';

/** A server money value once '$' and thousands separators are gone: a decimal, perhaps with an exponent. */
export const MONEY_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** Powers of ten past this are not amounts (the largest double is about 1.8e308). */
const MAX_SHIFT = 1000;

/** True when the server says the wallet does not exist yet. */
export function isNotOpened(value: unknown): boolean {
  return typeof value === 'string' && NOT_OPENED.has(value.trim());
}

/**
 * The amount in units of 10^-dp, rounded half away from zero (big.js's roundHalfUp), exactly; null for
 * anything that is not a finite amount.
 */
export function moneyUnits(value: unknown, dp: number): bigint | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.replace(/[$,\s]/g, '');
  } else return null;
  if (!MONEY_TEXT.test(text)) return null;
  const negative = text.startsWith('-');
  const [mantissa, exponent] = text.replace(/^[-+]/, '').split(/[eE]/);
  const [int, frac = ''] = mantissa.split('.');
  const digits = BigInt(int + frac || '0');
  const shift = Number(exponent ?? 0) + dp - frac.length;
  if (digits === BigInt(0)) return BigInt(0);
  if (shift > MAX_SHIFT) return null;
  let units: bigint;
  if (shift >= 0) units = digits * BigInt(10) ** BigInt(shift);
  else if (-shift > int.length + frac.length + 1) units = BigInt(0);
  else {
    const unit = BigInt(10) ** BigInt(-shift);
    units = digits / unit;
    if ((digits % unit) * BigInt(2) >= unit) units += BigInt(1);
  }
  return negative ? -units : units;
}

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export type FormatMoneyOptions = { symbol?: boolean };

/**
 * The one money formatter, the same in every language: the deployment's symbol, thousands separators, half-up
 * rounding to two decimals ('$1,234.50'); the platform's 'not opened' in any language becomes 'N/A'; null, junk and
 * NaN show 0.
 */
export function formatMoney(value: unknown, options: FormatMoneyOptions = {}): string {
  if (isNotOpened(value)) return NOT_AVAILABLE;
  const dp = MONEY_DECIMALS;
  const units = moneyUnits(value, dp) ?? BigInt(0);
  const negative = units < BigInt(0);
  const text = (negative ? -units : units).toString().padStart(dp + 1, '0');
  const int = text.slice(0, text.length - dp);
  const frac = text.slice(text.length - dp);
  const body = groupThousands(int) + (dp ? `.${frac}` : '');
  const symbol = options.symbol === false ? '' : MONEY_SYMBOL;
  return `${negative ? '-' : ''}${symbol}${body}`;
}

/** Cents as an amount the one formatter (and big.js) reads ('17075e-2' for 170.75), exactly. */
export const centsAmount = (cents: bigint): string => `${cents}e-2`;
