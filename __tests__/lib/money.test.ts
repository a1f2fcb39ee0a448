import fc from 'fast-check';
import { formatMoney, parseMoney, sumMoney, NOT_AVAILABLE } from '@/lib/money';
import { NOT_OPENED_TEXTS } from '@/lib/moneyText';
import { coreMessages } from '../../server/i18n/core';

const notOpenedTexts = coreMessages.notOpened;

describe('formatMoney', () => {
  it.each([
    ['100.00', '$100.00'],
    ['1234567.891', '$1,234,567.89'],
    [1234.5, '$1,234.50'],
    ['0.005', '$0.01'],
    ['-2500.4', '-$2,500.40'],
    ['$1,000.129', '$1,000.13'],
    ['1234567.5', '$1,234,567.50'],
    ['0.91', '$0.91'],
    ['1.88', '$1.88'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    [Number.NaN, '$0.00'],
    ['abc', '$0.00'],
    [0, '$0.00'],
  ] as const)('%p → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it("shows a wallet that is not opened as N/A, in whichever of the platform's five languages it says so", () => {
    // The platform's own words, as the reference server writes them for each language it answers in.
    expect(new Set(Object.values(notOpenedTexts))).toEqual(new Set(NOT_OPENED_TEXTS));
    for (const words of Object.values(notOpenedTexts)) {
      expect(formatMoney(words)).toBe(NOT_AVAILABLE);
      expect(formatMoney(` ${words} `)).toBe(NOT_AVAILABLE);
    }
  });

  it('rounds half up at two decimals without float error', () => {
    expect(formatMoney('1.005')).toBe('$1.01');
    expect(formatMoney('0.285')).toBe('$0.29');
    expect(formatMoney('2.5')).toBe('$2.50');
  });

  it('omits the symbol on request', () => {
    expect(formatMoney('9999.9', { symbol: false })).toBe('9,999.90');
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

  it('property: every decimal string formats dollar-style, grouped thousands and two decimals, and keeps its value', () => {
    fc.assert(
      fc.property(decimalString, (value) => {
        const out = formatMoney(value);
        const body = out.replace(/^-/, '');
        expect(body.startsWith('$')).toBe(true);
        const digits = body.slice(1);
        expect(digits).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
        // Same amount as the input, rounded half up (away from zero) to two decimals.
        const back = parseMoney(`${out.startsWith('-') ? '-' : ''}${digits.replace(/,/g, '')}`)!;
        const expected = parseMoney(value)!.round(2, 1);
        expect(back.eq(expected)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('property: never throws on anything, and always answers a string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.double()), (value) => {
        const out = formatMoney(value);
        expect(typeof out).toBe('string');
        expect(out === NOT_AVAILABLE || out.includes('$')).toBe(true);
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
