import Big from 'big.js';
import type { YuebaoPlan } from '@/api/yuebaoApi';
import type { PlanRoom } from '@machines/yuebaoMachine';
import { parseMoney } from '@/lib/money';
import type { InterestTerms } from '@/lib/yuebaoInterest';

const TEN = new Big(10);
const big = (v: unknown) => parseMoney(v) ?? new Big(0);

/** The member's cap on a plan (null: none), as the platform sends it (−1 when unset). */
export function personalCap(plan: YuebaoPlan): Big | null {
  const cap = big(plan.LimitUserOrderCount);
  return cap.gt(0) ? cap : null;
}

/** What the member may still put into a plan: on sale, under their cap, from their main wallet. */
export function planRoom(plan: YuebaoPlan, balance: string): PlanRoom {
  const cap = personalCap(plan);
  const held = big(plan.UserOrderCount ?? 0);
  const capLeft = cap ? cap.minus(held) : null;
  return {
    remaining: big(plan.RemainingCount).toFixed(2),
    capLeft: capLeft === null ? null : (capLeft.lt(0) ? new Big(0) : capLeft).toFixed(2),
    balance: big(balance).toFixed(2),
  };
}

/** Sold out (nothing of 10 left) or the member's cap reached: shown before anyone types. */
export function planBlock(plan: YuebaoPlan): 'soldOut' | 'capReached' | null {
  if (big(plan.RemainingCount).lt(TEN)) return 'soldOut';
  const cap = personalCap(plan);
  if (cap && cap.minus(big(plan.UserOrderCount ?? 0)).lt(TEN)) return 'capReached';
  return null;
}

export function termsOf(
  plan: Pick<YuebaoPlan, 'Rate' | 'SettleTime' | 'IsCycleSettle' | 'LimitInterest'>,
): InterestTerms {
  return {
    rate: plan.Rate,
    settleHours: Number(plan.SettleTime) || 0,
    cyclic: Number(plan.IsCycleSettle) === 1,
    cap: plan.LimitInterest,
  };
}
