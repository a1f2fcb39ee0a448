import fc from 'fast-check';
import { sanitizeAmount } from '@/lib/amount';

describe('sanitizeAmount', () => {
  it.each([
    ['100', '100'],
    ['1,000.50', '1000.50'],
    ['.5', '5'],
    ['..5', '5'],
    ['1.2.3', '1.23'],
    ['12.34567', '12.345'],
    ['abc', ''],
    ['-20', '20'],
    ['１２3', '3'],
    ['10.', '10.'],
    ['0.001', '0.001'],
  ])('%p → %p', (raw, expected) => {
    expect(sanitizeAmount(raw)).toBe(expected);
  });

  it('property: output is only digits with at most one point, no leading point, at most 3 decimals', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 40 }), (raw) => {
        const out = sanitizeAmount(raw);
        expect(out).toMatch(/^(\d+(\.\d{0,3})?)?$/);
      }),
      { numRuns: 5000 },
    );
  });

  it('property: keeps every digit before the first point, in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-z.,\s-]{0,30}$/), (raw) => {
        const out = sanitizeAmount(raw);
        const firstPoint = raw.replace(/[^\d.]/g, '').replace(/^\.+/, '');
        const intDigits = firstPoint.split('.')[0];
        expect(out.split('.')[0]).toBe(intDigits);
      }),
      { numRuns: 3000 },
    );
  });

  it('property: idempotent (sanitising twice changes nothing)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => expect(sanitizeAmount(sanitizeAmount(raw))).toBe(sanitizeAmount(raw))),
      { numRuns: 3000 },
    );
  });
});
