import fc from 'fast-check';
import { withdrawalFigures } from '@/lib/withdrawalFee';
import { percentOf } from '../../server/lib/money';

describe('withdrawalFigures', () => {
  it('takes the fee while turnover is owed and says what arrives', () => {
    expect(withdrawalFigures('100', '50.00', '2')).toEqual({ amount: '100.00', fee: '2.00', receive: '98.00' });
    expect(withdrawalFigures('123.45', 1, '2.5')).toEqual({ amount: '123.45', fee: '3.09', receive: '120.36' });
  });

  it('charges nothing once turnover is met or when the platform asks no fee', () => {
    expect(withdrawalFigures('100', '0.00', '2')).toEqual({ amount: '100.00', fee: '0.00', receive: '100.00' });
    expect(withdrawalFigures('100', '10', '')).toEqual({ amount: '100.00', fee: '0.00', receive: '100.00' });
  });

  it('has no figures for an amount that is not one', () => {
    expect(withdrawalFigures('', '1', '2')).toBeNull();
    expect(withdrawalFigures('1.234', '1', '2')).toBeNull();
  });

  it('gives the fee the reference platform records, for any amount and percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 10000 }), (cents, pctHundredths) => {
        const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const percent = `${Math.floor(pctHundredths / 100)}.${String(pctHundredths % 100).padStart(2, '0')}`;
        const f = withdrawalFigures(amount, '1.00', percent);
        expect(f && Number(f.fee.replace('.', ''))).toBe(percentOf(cents, percent));
        expect(f && BigInt(f.receive.replace('.', '')) + BigInt(f.fee.replace('.', ''))).toBe(BigInt(cents));
      }),
      { numRuns: 1000 },
    );
  });
});
