import { redbagChances, tierChances, wheelChances, wheelTarget } from '@/lib/bonusChances';

const SETTING = {
  recharge: [
    [100, 1],
    [1000, 2],
    [5000, 3],
  ] as Array<[number, number]>,
  bet: [
    [1000, 1],
    [10000, 2],
  ] as Array<[number, number]>,
};

describe('red packet chances (best tier of each kind)', () => {
  it('counts the best tier reached and says what the next one needs', () => {
    expect(tierChances(SETTING.recharge, '0.00')).toEqual({ chances: 0, next: { need: '100.00', chances: 1 } });
    expect(tierChances(SETTING.recharge, '999.99')).toEqual({ chances: 1, next: { need: '0.01', chances: 2 } });
    expect(tierChances(SETTING.recharge, '1000')).toEqual({ chances: 2, next: { need: '4000.00', chances: 3 } });
    expect(tierChances(SETTING.recharge, '80000')).toEqual({ chances: 3, next: null });
  });

  it('adds the deposit and bet chances and takes off those used', () => {
    const c = redbagChances(SETTING, '1200.00', '270.00', 1);
    expect(c).toMatchObject({
      total: 2,
      remain: 1,
      fromDeposit: { chances: 2 },
      fromBet: { chances: 0, next: { need: '730.00' } },
    });
    expect(redbagChances(SETTING, '0', '0', 0)).toMatchObject({ total: 0, remain: 0 });
    expect(redbagChances(SETTING, '100', '1000', 5).remain).toBe(0);
  });

  it('tolerates tiers in any order and junk amounts', () => {
    expect(
      tierChances(
        [
          [1000, 2],
          [100, 1],
        ],
        'abc',
      ),
    ).toEqual({ chances: 0, next: { need: '100.00', chances: 1 } });
    expect(tierChances([], '500')).toEqual({ chances: 0, next: null });
  });
});

describe('wheel chances', () => {
  it('gives one spin per `per` yuan deposited today, up to the cap', () => {
    expect(wheelChances(100, 5, '0.00', 0)).toEqual({ total: 0, remain: 0, need: '100.00' });
    expect(wheelChances(100, 5, '250.00', 1)).toEqual({ total: 2, remain: 1, need: '50.00' });
    expect(wheelChances(100, 5, '99.99', 0)).toEqual({ total: 0, remain: 0, need: '0.01' });
    expect(wheelChances(100, 5, '9000', 5)).toEqual({ total: 5, remain: 0, need: null });
  });

  it('never goes below nothing', () => {
    expect(wheelChances(100, 0, '500', 0)).toEqual({ total: 0, remain: 0, need: null });
    expect(wheelChances(100, 5, '100', 3).remain).toBe(0);
  });
});

describe('wheel landing angle', () => {
  const landed = (angle: number, count: number) => {
    // Which sector sits under the pointer at the top after turning clockwise by `angle`.
    const at = (((360 - (angle % 360)) % 360) + 360) % 360;
    return Math.floor(at / (360 / count));
  };

  it('brings the chosen sector under the pointer for every index and start angle', () => {
    for (const count of [2, 6, 8, 12]) {
      for (let index = 0; index < count; index += 1) {
        for (const from of [0, 17, 359, 1800, 2345.5]) {
          const to = wheelTarget(index, count, from);
          expect(landed(to, count)).toBe(index);
          expect(to).toBeGreaterThan(from + 360 * 4);
        }
      }
    }
  });

  it('lands on the middle of the sector', () => {
    expect(wheelTarget(0, 8, 0) % 360).toBe(337.5);
    expect(wheelTarget(2, 8, 0, 0)).toBe(247.5);
  });
});
