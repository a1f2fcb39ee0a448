import type { YuebaoPlan } from '@/api/yuebaoApi';
import { planRoom } from '@/features/yuebao/planRoom';
import { planBlock } from '@/lib/yuebaoPlan';
import { validateBuyAmount } from '@machines/yuebaoMachine';

const plan = (p: Partial<YuebaoPlan>) =>
  ({ RemainingCount: '5000.00', LimitUserOrderCount: -1, UserOrderCount: null, ...p }) as YuebaoPlan;

describe("a Yuebao plan's room: one arithmetic for the buy form and the sold-out / cap notes", () => {
  it('says what is left on sale and in the wallet, to the cent', () => {
    expect(planRoom(plan({ RemainingCount: '1234.5' }), '980.456')).toEqual({
      remaining: '1234.50',
      capLeft: null,
      balance: '980.46',
    });
  });

  it('counts what the member may still put in under their cap, never below nothing', () => {
    expect(planRoom(plan({ LimitUserOrderCount: '1000.00', UserOrderCount: '950.00' }), '0').capLeft).toBe('50.00');
    expect(planRoom(plan({ LimitUserOrderCount: '1000.00', UserOrderCount: '1200.00' }), '0').capLeft).toBe('0.00');
  });

  it('refuses to buy past the cap exactly where the cap note says it is reached', () => {
    const nearlyFull = plan({ LimitUserOrderCount: '1000.00', UserOrderCount: '995.00' });
    expect(planBlock(nearlyFull)).toBe('capReached');
    expect(validateBuyAmount('10', planRoom(nearlyFull, '500'))).toBe('capReached');
    const room = plan({ LimitUserOrderCount: '1000.00', UserOrderCount: '970.00' });
    expect(planBlock(room)).toBeNull();
    expect(validateBuyAmount('30', planRoom(room, '500'))).toBeNull();
    expect(validateBuyAmount('40', planRoom(room, '500'))).toBe('overCap');
  });

  it('refuses to buy a sold-out plan exactly where the sold-out note shows', () => {
    const gone = plan({ RemainingCount: '9.99' });
    expect(planBlock(gone)).toBe('soldOut');
    expect(validateBuyAmount('10', planRoom(gone, '500'))).toBe('soldOut');
  });
});
