import Big from 'big.js';
import { parseMoney } from './money';

/** A plan's interest terms as the platform sends them (decimal strings or numbers). */
export type InterestTerms = {
  /** Percent per settlement period. */
  rate: string | number;
  /** Hours per settlement period. */
  settleHours: number;
  /** true: pays every period; false: pays once. */
  cyclic: boolean;
  /** Interest cap of one purchase; 0 means none. */
  cap: string | number;
};

export type InterestPreview = {
  /** Interest of one period (the first, which the cap may already trim). */
  perPeriod: Big;
  /** Periods until the plan stops paying; null when a cyclic plan has no cap. */
  periods: number | null;
  /** Interest paid over those periods; null when unbounded. */
  total: Big | null;
  /** Hours until the last payment; null when unbounded. */
  hours: number | null;
};

const ZERO = new Big(0);
const big = (v: unknown): Big => parseMoney(v) ?? ZERO;

/** Interest of one settlement period: amount × rate %, to the cent, half up. */
export function periodInterest(amount: unknown, rate: unknown): Big {
  return big(amount).times(big(rate)).div(100).round(2, Big.roundHalfUp);
}

/** What period n (1-based) pays, given what has already accrued: never beyond the cap. */
function payment(perPeriod: Big, accrued: Big, cap: Big): Big {
  if (cap.lte(0)) return perPeriod;
  const room = cap.minus(accrued);
  if (room.lte(0)) return ZERO;
  return perPeriod.lt(room) ? perPeriod : room;
}

/** Interest accrued `hours` after purchase, settled period by period as the platform does. */
export function interestAfter(amount: unknown, terms: InterestTerms, hours: number): Big {
  const per = periodInterest(amount, terms.rate);
  const cap = big(terms.cap);
  if (per.lte(0) || terms.settleHours <= 0 || hours < 0) return ZERO;
  const elapsed = Math.floor(hours / terms.settleHours);
  const periods = terms.cyclic ? elapsed : Math.min(1, elapsed);
  if (cap.lte(0)) return per.times(periods);
  // Whole periods until the cap binds, then the last partial payment.
  const whole = Math.min(periods, Number(cap.div(per).round(0, Big.roundDown).toFixed(0)));
  let accrued = per.times(whole);
  if (periods > whole) accrued = accrued.plus(payment(per, accrued, cap));
  return accrued;
}

/** The trial interest shown before buying: every period's interest and where the cap stops it. */
export function interestPreview(amount: unknown, terms: InterestTerms): InterestPreview {
  const per = periodInterest(amount, terms.rate);
  const cap = big(terms.cap);
  const first = payment(per, ZERO, cap);
  if (per.lte(0)) return { perPeriod: ZERO, periods: 0, total: ZERO, hours: 0 };
  if (!terms.cyclic) return { perPeriod: first, periods: 1, total: first, hours: terms.settleHours };
  if (cap.lte(0)) return { perPeriod: first, periods: null, total: null, hours: null };
  const periods = Number(cap.div(per).round(0, Big.roundUp).toFixed(0));
  return {
    perPeriod: first,
    periods,
    total: interestAfter(amount, terms, periods * terms.settleHours),
    hours: periods * terms.settleHours,
  };
}

/** The purchase rule: a whole multiple of 10, at least 10 (the platform's /^[1-9][0-9]*0$/). */
export function isMultipleOfTen(amount: string): boolean {
  return /^[1-9][0-9]*0$/.test(amount.trim());
}
