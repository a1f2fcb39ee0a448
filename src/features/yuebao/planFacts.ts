import Big from 'big.js';
import type { YuebaoPlan } from '@/api/yuebaoApi';
import type { PlanRoom } from '@machines/yuebaoMachine';
import { parseMoney } from '@/lib/money';
import { centsAmount } from '@/lib/moneyText';
import { personalCapCents } from '@/lib/yuebaoPlan';
import type { InterestTerms } from '@/lib/yuebaoInterest';

const big = (v: unknown) => parseMoney(v) ?? new Big(0);

/** The member's cap on a plan (null: none). */
function personalCap(plan: YuebaoPlan): Big | null {
  const cap = personalCapCents(plan);
  return cap === null ? null : new Big(centsAmount(cap));
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
