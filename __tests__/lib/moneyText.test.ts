import fc from 'fast-check';
import Big from 'big.js';
import { formatMoney, MONEY_DECIMALS } from '@/lib/moneyText';

/** The formatter as big.js would round it: the reference the library-free one must match digit for digit. */
function withBig(value: unknown): string {
  const dp = MONEY_DECIMALS;
  const text = formatMoney(value, { symbol: false });
  let parsed: Big;
  try {
    parsed = new Big(typeof value === 'string' ? value.replace(/[$,\s]/g, '') : (value as number));
  } catch {
    return text; // not an amount: both show 0, checked below
  }
  const rounded = parsed.round(dp, Big.roundHalfUp);
  const [int, frac] = rounded.abs().toFixed(dp).split('.');
  return `${rounded.lt(0) ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}

describe('formatMoney without a decimal library', () => {
  it.each([
    ['0.005', '0.01'],
    ['-0.005', '-0.01'],
    ['-0.004', '0.00'],
    ['1.5e3', '1,500.00'],
    ['12345.5', '12,345.50'],
    ['.125', '0.13'],
    ['1e-400', '0.00'],
    ['junk', '0.00'],
    [Number.MAX_VALUE, withBig(Number.MAX_VALUE)],
  ] as const)('%s is %s', (value, text) => {
    expect(formatMoney(value, { symbol: false })).toBe(text);
  });

  it('rounds exactly as big.js does, for any decimal text or number', () => {
    const decimal = fc
      .tuple(
        fc.constantFrom('', '-', '+'),
        fc.stringMatching(/^\d{0,20}$/),
        fc.stringMatching(/^\d{0,12}$/),
        fc.option(fc.integer({ min: -30, max: 30 })),
      )
      .filter(([, i, f]) => i.length + f.length > 0)
      .map(([s, i, f, e]) => `${s}${i}${f ? `.${f}` : ''}${e === null ? '' : `e${e}`}`);
    fc.assert(
      fc.property(fc.oneof(decimal, fc.double({ noNaN: true, noDefaultInfinity: true })), (v) => {
        expect(formatMoney(v, { symbol: false })).toBe(withBig(v));
      }),
      { numRuns: 3000 },
    );
  });
});
