import { moneyUnits } from './moneyText';

/** What a plan's sale and the member's cap are, as the platform sends them (docs/platform-api.md#yuebao). */
export type PlanAmounts = { RemainingCount: unknown; LimitUserOrderCount: unknown; UserOrderCount?: unknown };

const ZERO = /* @__PURE__ */ BigInt(0);
/** Plans are bought in tens: less than ten left is nothing left. */
const TEN_CENTS = /* @__PURE__ */ BigInt(1000);
const cents = (v: unknown) => moneyUnits(v, 2) ?? ZERO;

/** The member's cap on a plan, in cents (null: none; the platform sends −1 when unset). */
export function personalCapCents(plan: PlanAmounts): bigint | null {
  const cap = cents(plan.LimitUserOrderCount);
  return cap > ZERO ? cap : null;
}

/** What is left on sale, in cents. */
export function remainingCents(plan: PlanAmounts): bigint {
  return cents(plan.RemainingCount);
}

/** What the member may still put in under their cap, in cents, never below 0 (null: no cap). */
export function capLeftCents(plan: PlanAmounts): bigint | null {
  const cap = personalCapCents(plan);
  if (cap === null) return null;
  const left = cap - cents(plan.UserOrderCount ?? 0);
  return left < ZERO ? ZERO : left;
}

/**
 * Sold out (not ten left) or the member's cap reached (not ten more under it): shown before anyone types. The
 * one arithmetic of a plan's room, in whole cents (no float, and no big.js, so the early shell's filler can draw
 * it); the buy form's limits come from the same functions.
 */
export function planBlock(plan: PlanAmounts): 'soldOut' | 'capReached' | null {
  if (remainingCents(plan) < TEN_CENTS) return 'soldOut';
  const capLeft = capLeftCents(plan);
  if (capLeft !== null && capLeft < TEN_CENTS) return 'capReached';
  return null;
}
