import fc from 'fast-check';
import { formatMoney, parseMoney, sumMoney, NOT_AVAILABLE, type MoneyLang } from '@/lib/money';

const LANGS: MoneyLang[] = ['zh_cn', 'zh_hk', 'en', 'th', 'vi'];
const SYMBOL: Record<MoneyLang, string> = { zh_cn: '¥', zh_hk: 'HK$', en: '$', th: '฿', vi: '₫' };

describe('formatMoney', () => {
  it.each([
    ['100.00', 'zh_cn', '¥100.00'],
    ['1234567.891', 'en', '$1,234,567.89'],
    [1234.5, 'zh_hk', 'HK$1,234.50'],
    ['0.005', 'th', '฿0.01'],
    ['-2500.4', 'en', '-$2,500.40'],
    ['$1,000.129', 'zh_cn', '¥1,000.13'],
    ['1234567.5', 'vi', '₫1,234,568'],
    [null, 'en', '$0.00'],
    [undefined, 'zh_cn', '¥0.00'],
    [Number.NaN, 'en', '$0.00'],
    ['abc', 'en', '$0.00'],
    [0, 'vi', '₫0'],
  ] as const)('%p in %s → %s', (value, lang, expected) => {
    expect(formatMoney(value, lang)).toBe(expected);
  });

  it.each(['未开通', '未開通', 'Did not open'])('shows a wallet that is not opened (%s) as N/A', (v) => {
    for (const lang of LANGS) expect(formatMoney(v, lang)).toBe(NOT_AVAILABLE);
  });

  it('rounds half up at the locale decimals without float error', () => {
    expect(formatMoney('1.005', 'en')).toBe('$1.01');
    expect(formatMoney('0.285', 'en')).toBe('$0.29');
    expect(formatMoney('2.5', 'vi')).toBe('₫3');
  });

  it('omits the symbol on request', () => {
    expect(formatMoney('9999.9', 'en', { symbol: false })).toBe('9,999.90');
  });

  const decimalString = fc
    .tuple(
      fc.boolean(),
      fc.bigInt({ min: 0n, max: 10n ** 15n }),
      fc.integer({ min: 0, max: 999999 }),
      fc.integer({ min: 0, max: 6 }),
    )
    .map(
      ([neg, int, frac, digits]) =>
        `${neg ? '-' : ''}${int}${digits ? `.${String(frac).padStart(6, '0').slice(0, digits)}` : ''}`,
    );

  it('property: every decimal string formats with symbol, grouped thousands and the locale decimals, and keeps its value', () => {
    fc.assert(
      fc.property(decimalString, fc.constantFrom(...LANGS), (value, lang) => {
        const out = formatMoney(value, lang);
        const dp = lang === 'vi' ? 0 : 2;
        const body = out.replace(/^-/, '');
        expect(body.startsWith(SYMBOL[lang])).toBe(true);
        const digits = body.slice(SYMBOL[lang].length);
        const re = dp ? /^\d{1,3}(,\d{3})*\.\d{2}$/ : /^\d{1,3}(,\d{3})*$/;
        expect(digits).toMatch(re);
        // Same amount as the input, rounded half up (away from zero) to the locale's decimals.
        const back = parseMoney(`${out.startsWith('-') ? '-' : ''}${digits.replace(/,/g, '')}`)!;
        const expected = parseMoney(value)!.round(dp, 1);
        expect(back.eq(expected)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('property: never throws on anything, and always answers a string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.double()), fc.constantFrom(...LANGS), (value, lang) => {
        const out = formatMoney(value, lang);
        expect(typeof out).toBe('string');
        expect(out === NOT_AVAILABLE || out.includes(SYMBOL[lang])).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('parseMoney and sumMoney', () => {
  it('parses exactly and ignores wallets that are not opened', () => {
    expect(sumMoney(['0.1', '0.2', 0.3, '未开通', null]).toString()).toBe('0.6');
    expect(parseMoney('1e3')?.toString()).toBe('1000');
    expect(parseMoney('')).toBeNull();
    expect(parseMoney(Infinity)).toBeNull();
  });
});
