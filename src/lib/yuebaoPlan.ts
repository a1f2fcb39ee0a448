import { moneyUnits } from './moneyText';

/** What a plan's sale and the member's cap are, as the platform sends them (contract: Yuebao plans). */
export type PlanAmounts = { RemainingCount: unknown; LimitUserOrderCount: unknown; UserOrderCount?: unknown };

const ZERO = BigInt(0);
/** Plans are bought in tens: less than ten left is nothing left. */
const TEN_CENTS = BigInt(1000);
const cents = (v: unknown) => moneyUnits(v, 2) ?? ZERO;

/** The member's cap on a plan, in cents (null: none; the platform sends −1 when unset). */
export function personalCapCents(plan: PlanAmounts): bigint | null {
  const cap = cents(plan.LimitUserOrderCount);
  return cap > ZERO ? cap : null;
}

/**
 * Sold out (not ten left) or the member's cap reached (not ten more under it): shown before anyone types. In whole
 * cents (no float, and no big.js, so the early shell's filler can draw it).
 */
export function planBlock(plan: PlanAmounts): 'soldOut' | 'capReached' | null {
  if (cents(plan.RemainingCount) < TEN_CENTS) return 'soldOut';
  const cap = personalCapCents(plan);
  if (cap !== null && cap - cents(plan.UserOrderCount ?? 0) < TEN_CENTS) return 'capReached';
  return null;
}
