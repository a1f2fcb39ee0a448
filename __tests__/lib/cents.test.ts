import fc from 'fast-check';
import Big from 'big.js';
import { centsToString, toCents, unitsToCents, wholeUnits } from '@/lib/cents';
import { flowErrorCode } from '@/lib/flowError';

describe('cents', () => {
  it('reads plain decimals of at most the allowed places, commas aside', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('1,234.56')).toBe(123456n);
    expect(toCents('0.01')).toBe(1n);
    expect(toCents('100.', 0)).toBe(10000n);
    expect(toCents('1.234')).toBeNull();
    expect(toCents('1.5', 0)).toBeNull();
    expect(toCents('-1')).toBeNull();
    expect(toCents('abc')).toBeNull();
    expect(toCents('')).toBeNull();
  });

  it('agrees with exact decimal arithmetic on any two-place amount, and prints back what it read', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (c) => {
        const text = centsToString(c);
        expect(toCents(text)).toBe(c);
        expect(new Big(text).times(100).toFixed(0)).toBe(c.toString());
      }),
      { numRuns: 3000 },
    );
  });

  it('whole units round down; limits in units become cents', () => {
    expect(wholeUnits('123.99')).toBe(123n);
    expect(wholeUnits(null)).toBeNull();
    expect(wholeUnits('N/A')).toBeNull();
    expect(unitsToCents(50)).toBe(5000n);
    expect(centsToString(-5n)).toBe('-0.05');
  });
});

describe('flow error codes', () => {
  it('keep the HTTP status, or say no answer came', () => {
    expect(flowErrorCode({ code: 422 })).toBe(422);
    expect(flowErrorCode({})).toBe('network');
    expect(flowErrorCode(new TypeError('fetch failed'))).toBe('network');
    expect(flowErrorCode(undefined)).toBe('network');
  });
});
