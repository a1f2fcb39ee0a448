import { levelUpProgress, progressToward, vipStanding } from '@/lib/rewardProgress';

describe('progress toward a target', () => {
  it('is exact with money strings and rounds the percent down', () => {
    expect(progressToward('6750.00', '125000')).toEqual({
      done: '6750.00',
      target: '125000.00',
      left: '118250.00',
      percent: 5,
    });
    expect(progressToward('0.1', '0.3')).toEqual({ done: '0.10', target: '0.30', left: '0.20', percent: 33 });
    expect(progressToward('99.99', '100')).toMatchObject({ left: '0.01', percent: 99 });
  });

  it('caps at 100 and never shows a negative amount left', () => {
    expect(progressToward('150', '100')).toEqual({ done: '150.00', target: '100.00', left: '0.00', percent: 100 });
    expect(progressToward(-5, '100')).toMatchObject({ done: '0.00', percent: 0 });
  });

  it('treats a target of nothing, junk or N/A as reached or zero', () => {
    expect(progressToward('10', 0).percent).toBe(100);
    expect(progressToward('未开通', '100')).toMatchObject({ done: '0.00', percent: 0 });
  });
});

describe('level-up progress from a member standing', () => {
  it('builds the next threshold from the bet made and the bet still needed', () => {
    expect(levelUpProgress('6750.00', 118250)).toEqual({
      done: '6750.00',
      target: '125000.00',
      left: '118250.00',
      percent: 5,
    });
    expect(levelUpProgress(0, 10000)).toEqual({ done: '0.00', target: '10000.00', left: '10000.00', percent: 0 });
  });

  it('is null at the top level, where nothing is left to bet', () => {
    expect(levelUpProgress('9999999.00', 0)).toBeNull();
  });
});

describe('VIP standing', () => {
  const lv = (level: number, deposit: string, bet: string, type = 2) => ({
    level,
    deposit_money: deposit,
    bet_money: bet,
    levelup_type: type,
  });
  const levels = [lv(2, '5000.00', '50000.00'), lv(1, '1000.00', '10000.00'), lv(3, '12500.00', '125000.00', 4)];

  it('finds the current and next level whatever the order the server sends', () => {
    const s = vipStanding(levels, 1, '3000', '20000');
    expect(s.current?.level).toBe(1);
    expect(s.next?.level).toBe(2);
    expect(s).toMatchObject({
      needsBet: true,
      needsDeposit: false,
      deposit: null,
      bet: { left: '30000.00', percent: 40 },
    });
  });

  it('asks for both thresholds when the next level needs both', () => {
    const s = vipStanding(levels, 2, '12500', '25000');
    expect(s).toMatchObject({
      needsBet: true,
      needsDeposit: true,
      deposit: { percent: 100, left: '0.00' },
      bet: { percent: 20 },
    });
  });

  it('counts only the deposit for a deposit-only level, and at level 0 there is no current level', () => {
    const s = vipStanding([lv(1, '1000', '10000', 1)], 0, '250', '999999');
    expect(s.current).toBeNull();
    expect(s).toMatchObject({ needsDeposit: true, needsBet: false, bet: null, deposit: { percent: 25 } });
  });

  it('has no next level at the top', () => {
    expect(vipStanding(levels, 3, 0, 0)).toMatchObject({ next: null, deposit: null, bet: null });
    expect(vipStanding([], 0, 0, 0)).toMatchObject({ current: null, next: null });
  });
});
