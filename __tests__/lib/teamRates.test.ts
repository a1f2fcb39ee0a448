import fc from 'fast-check';
import {
  formatRate,
  initialRates,
  rateBounds,
  rateError,
  rateHundredths,
  ratesBody,
  ratesErrors,
  sanitizeRate,
  type RateRow,
} from '@/lib/teamRates';

const OWN: RateRow[] = [
  { game_type: 3, rate: '1.00', game_type_text: 'Slot' },
  { game_type: 1, rate: '0.80', game_type_text: 'Live' },
  { game_type: 99, rate: '0.50', game_type_text: 'System lottery' },
];
const LOW: RateRow[] = [
  { game_type: 1, rate: '0.10' },
  { game_type: 3, rate: '0.10' },
  { game_type: 99, rate: '0.60' },
];

describe('rate bounds', () => {
  const bounds = rateBounds(OWN, LOW);

  test('one bound per game type of the agent, in game type order, own rate on top and the lowest below', () => {
    expect(bounds.map((b) => [b.gameType, b.label, formatRate(b.min), formatRate(b.max)])).toEqual([
      [1, 'Live', '0.10', '0.80'],
      [3, 'Slot', '0.10', '1.00'],
      // The platform's lowest sits above the agent's own: only the agent's own rate is valid.
      [99, 'System lottery', '0.50', '0.50'],
    ]);
  });

  test('a type the platform names no lowest for starts at 0', () => {
    expect(rateBounds([{ game_type: 5, rate: '0.7' }], [])[0]).toMatchObject({ gameType: 5, min: 0n, max: 70n });
  });

  test('the bounds themselves are accepted and one hundredth beyond each is refused', () => {
    const live = bounds[0];
    expect(rateError('0.10', live)).toBeUndefined();
    expect(rateError('0.8', live)).toBeUndefined();
    expect(rateError('0.81', live)).toBe('high');
    expect(rateError('0.09', live)).toBe('low');
    expect(rateError('0', live)).toBe('low');
  });

  test('empty, malformed and over-precise rates are refused before any bound', () => {
    const live = bounds[0];
    expect(rateError('', live)).toBe('required');
    expect(rateError('  ', live)).toBe('required');
    expect(rateError(undefined, live)).toBe('required');
    for (const bad of ['abc', '0.555', '-0.5', '1e-1', '.5', '1,0', '1000', '0.5%'])
      expect(rateError(bad, live)).toBe('format');
  });

  test('ratesErrors names only the failing game types; ratesBody sends every type with two decimals', () => {
    expect(ratesErrors({ 1: '0.9', 3: '0.5', 99: '' }, bounds)).toEqual({ 1: 'high', 99: 'required' });
    expect(ratesErrors({ 1: '0.3', 3: '1', 99: '0.5' }, bounds)).toEqual({});
    expect(ratesBody({ 1: '0.3', 3: '1', 99: '0.5' }, bounds)).toEqual([
      { game_type: 1, rate: '0.30' },
      { game_type: 3, rate: '1.00' },
      { game_type: 99, rate: '0.50' },
    ]);
  });

  test('a form starts from the current rates, else from each lowest', () => {
    expect(initialRates(bounds)).toEqual({ 1: '0.10', 3: '0.10', 99: '0.50' });
    expect(initialRates(bounds, [{ game_type: 3, rate: '0.7' }])).toEqual({ 1: '0.10', 3: '0.70', 99: '0.50' });
  });

  test('any accepted rate lies within its bounds, compared exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99999 }),
        fc.integer({ min: 0, max: 99999 }),
        fc.string(),
        (a, b, typed) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const [bound] = rateBounds(
            [{ game_type: 1, rate: formatRate(BigInt(hi)) }],
            [{ game_type: 1, rate: formatRate(BigInt(lo)) }],
          );
          const text = sanitizeRate(typed);
          if (rateError(text, bound) === undefined) {
            const h = rateHundredths(text) as bigint;
            expect(h >= BigInt(lo) && h <= BigInt(hi)).toBe(true);
          }
          expect(rateError(formatRate(BigInt(lo)), bound)).toBeUndefined();
          expect(rateError(formatRate(BigInt(hi)), bound)).toBeUndefined();
          expect(rateError(formatRate(BigInt(hi) + 1n), bound)).toBe(hi + 1 > 99999 ? 'format' : 'high');
        },
      ),
    );
  });

  test('typing keeps digits and one point with at most two decimals', () => {
    expect(sanitizeRate('0.555')).toBe('0.55');
    expect(sanitizeRate('a1.2.3b')).toBe('1.23');
    expect(sanitizeRate('12345')).toBe('123');
    expect(sanitizeRate('')).toBe('');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = sanitizeRate(s);
        expect(out).toMatch(/^\d{0,3}(\.\d{0,2})?$/);
        expect(sanitizeRate(out)).toBe(out);
      }),
    );
  });
});
