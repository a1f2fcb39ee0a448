import Big from 'big.js';

/** The locales the platform speaks; money symbols and decimals depend on them. */
export type MoneyLang = 'zh_cn' | 'zh_hk' | 'en' | 'th' | 'vi';

const SYMBOLS: Record<MoneyLang, string> = { zh_cn: '¥', zh_hk: 'HK$', en: '$', th: '฿', vi: '₫' };

/** A game wallet the member has never opened comes back as this text, in the member's language. */
const NOT_OPENED = new Set(['未开通', '未開通', 'Did not open']);

export const NOT_AVAILABLE = 'N/A';

/** True when the server says the wallet does not exist yet. */
export function isNotOpened(value: unknown): boolean {
  return typeof value === 'string' && NOT_OPENED.has(value.trim());
}

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
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(cleaned)) return null;
  try {
    return new Big(cleaned);
  } catch {
    return null;
  }
}

/** Decimals shown per locale: the đồng has no minor unit in practice, so Vietnamese shows none. */
export function moneyDecimals(lang: MoneyLang): number {
  return lang === 'vi' ? 0 : 2;
}

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export type FormatMoneyOptions = { symbol?: boolean };

/**
 * The one money formatter: currency symbol of the locale, thousands separators, half-up rounding to the
 * locale's decimals ('¥1,234.50'); '未开通' and its translations become 'N/A'; null, junk and NaN show 0.
 */
export function formatMoney(value: unknown, lang: MoneyLang = 'zh_cn', options: FormatMoneyOptions = {}): string {
  if (isNotOpened(value)) return NOT_AVAILABLE;
  const dp = moneyDecimals(lang);
  const parsed = parseMoney(value) ?? new Big(0);
  const rounded = parsed.round(dp, Big.roundHalfUp);
  const negative = rounded.lt(0);
  const [int, frac] = rounded.abs().toFixed(dp).split('.');
  const body = groupThousands(int) + (frac ? `.${frac}` : '');
  const symbol = options.symbol === false ? '' : (SYMBOLS[lang] ?? SYMBOLS.zh_cn);
  return `${negative ? '-' : ''}${symbol}${body}`;
}

/** Exact sum of server money values (ignores wallets that are not opened). */
export function sumMoney(values: unknown[]): Big {
  return values.reduce<Big>((acc, v) => acc.plus(parseMoney(v) ?? 0), new Big(0));
}
