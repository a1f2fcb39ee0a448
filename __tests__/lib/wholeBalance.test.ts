import fc from 'fast-check';
import { wholeBalance } from '@/lib/wholeBalance';
import { formatMoney } from '@/lib/money';

describe('wholeBalance', () => {
  it('adds main, rebate and every game wallet exactly, and says what is in games', () => {
    const total = wholeBalance([
      { api_name: 'money', money: '0.91' },
      { api_name: 'fs_money', money: 0.1 },
      { api_name: 'AG', money: '1999.10' },
      { api_name: 'BBIN', money: '0.20' },
      { api_name: 'JZ', money: '未开通' },
      { api_name: 'PT', money: 'Did not open' },
    ]);
    expect(total).toEqual({ whole: '2000.31', inGames: '1999.30', recoverable: ['AG'] });
    expect(formatMoney(total?.whole)).toBe('$2,000.31');
  });

  it('knows nothing before the wallets are in, and gives no total when a figure is not an amount', () => {
    expect(wholeBalance(undefined)).toBeNull();
    expect(wholeBalance([])).toBeNull();
    expect(
      wholeBalance([
        { api_name: 'money', money: '10.00' },
        { api_name: 'AG', money: 'oops' },
      ]),
    ).toBeNull();
  });

  it('equals the integer-cent sum of the rows for any figures (no floating point drift)', () => {
    const cents = fc.integer({ min: 0, max: 10 ** 11 });
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 12 }), (rows) => {
        const wallets = rows.map((c, i) => ({
          api_name: i === 0 ? 'money' : i === 1 ? 'fs_money' : `G${i}`,
          money: `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`,
        }));
        const expected = rows.reduce((a, c) => a + BigInt(c), 0n);
        const games = rows.slice(2).reduce((a, c) => a + BigInt(c), 0n);
        const t = wholeBalance(wallets);
        const asCents = (s: string) => BigInt(s.replace('.', ''));
        expect(t && asCents(t.whole)).toBe(expected);
        expect(t && asCents(t.inGames)).toBe(games);
      }),
      { numRuns: 500 },
    );
  });
});
