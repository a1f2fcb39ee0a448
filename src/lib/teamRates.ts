/**
 * Rebate rates an agent hands down (docs/platform-api.md#team): a percent with at most two decimals, per game type,
 * never above the agent's own rate and never below the platform's lowest. Compared in hundredths of a
 * percent (bigint), so '0.10' and '0.1' are the same rate and no float rounding decides a bound.
 */
import { centsToString, toCents } from './cents';

/** A rate row as GET /team/fdinfo sends it. */
export type RateRow = { game_type: number | string; rate: string | number; game_type_text?: string };
export type RateBound = { gameType: number; label: string; min: bigint; max: bigint };
export type RateError = 'required' | 'format' | 'high' | 'low';
/** What the member typed, by game type. */
export type RateValues = Record<number, string>;

/** The platform's own shape for a rate: up to three digits, up to two decimals. */
const RATE = /^\d{1,3}(\.\d{1,2})?$/;

/** Hundredths of a percent, or null when the text is not a rate. */
export function rateHundredths(raw: string | number): bigint | null {
  const text = String(raw).trim();
  return RATE.test(text) ? toCents(text) : null;
}

/** '0.8' → '0.80', as the platform stores it. */
export const formatRate = (h: bigint): string => centsToString(h);

/**
 * The bounds of every game type the agent has a rate for: the agent's own rate on top, the platform's
 * lowest below (0 when it names none). A lowest above the agent's own leaves the type with no valid
 * rate but the agent's own, so the floor is capped there.
 */
export function rateBounds(own: RateRow[], lowest: RateRow[]): RateBound[] {
  const low = new Map(lowest.map((r) => [Number(r.game_type), rateHundredths(r.rate) ?? 0n]));
  return own
    .map((r) => {
      const gameType = Number(r.game_type);
      const max = rateHundredths(r.rate) ?? 0n;
      const floor = low.get(gameType) ?? 0n;
      return { gameType, label: r.game_type_text ?? String(gameType), max, min: floor > max ? max : floor };
    })
    .filter((b) => Number.isInteger(b.gameType))
    .sort((a, b) => a.gameType - b.gameType);
}

/** One rate against its bounds. */
export function rateError(raw: string | undefined, bound: RateBound): RateError | undefined {
  const text = (raw ?? '').trim();
  if (!text) return 'required';
  const h = rateHundredths(text);
  if (h === null) return 'format';
  if (h > bound.max) return 'high';
  if (h < bound.min) return 'low';
  return undefined;
}

/** Every game type's rate checked; only the failing ones are returned, in the bounds' order. */
export function ratesErrors(values: RateValues, bounds: RateBound[]): Partial<Record<number, RateError>> {
  const out: Partial<Record<number, RateError>> = {};
  for (const b of bounds) {
    const e = rateError(values[b.gameType], b);
    if (e) out[b.gameType] = e;
  }
  return out;
}

/** The rates as the platform takes them: one row per game type, two decimals. Call after ratesErrors found nothing. */
export function ratesBody(values: RateValues, bounds: RateBound[]): Array<{ game_type: number; rate: string }> {
  return bounds.map((b) => ({
    game_type: b.gameType,
    rate: formatRate(rateHundredths(values[b.gameType] ?? '') ?? b.min),
  }));
}

/** Starting values of a rates form: the rows given (a link's or a member's current rates), else each type's lowest. */
export function initialRates(bounds: RateBound[], current: RateRow[] = []): RateValues {
  const have = new Map(current.map((r) => [Number(r.game_type), rateHundredths(r.rate)]));
  return Object.fromEntries(bounds.map((b) => [b.gameType, formatRate(have.get(b.gameType) ?? b.min)]));
}

/** Keeps what a rate field may hold while typing: digits and one point, two decimals. */
export function sanitizeRate(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const [int, ...rest] = cleaned.split('.');
  if (!rest.length) return int.slice(0, 3);
  return `${int.slice(0, 3)}.${rest.join('').slice(0, 2)}`;
}
