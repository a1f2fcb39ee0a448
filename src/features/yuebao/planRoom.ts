import type { YuebaoPlan } from '@/api/yuebaoApi';
import type { PlanRoom } from '@machines/yuebaoMachine';
import { centsToString } from '@/lib/cents';
import { moneyUnits } from '@/lib/moneyText';
import { capLeftCents, remainingCents } from '@/lib/yuebaoPlan';
import type { InterestTerms } from '@/lib/yuebaoInterest';

/**
 * What the member may still put into a plan: on sale, under their cap, from their main wallet, as exact
 * decimal strings. Worked out in cents by lib/yuebaoPlan, the same arithmetic that marks a plan sold out or
 * its cap reached.
 */
export function planRoom(plan: YuebaoPlan, balance: string): PlanRoom {
  const capLeft = capLeftCents(plan);
  return {
    remaining: centsToString(remainingCents(plan)),
    capLeft: capLeft === null ? null : centsToString(capLeft),
    balance: centsToString(moneyUnits(balance, 2) ?? 0n),
  };
}

/** A plan's interest terms, read from the plan as the platform sends it. */
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
