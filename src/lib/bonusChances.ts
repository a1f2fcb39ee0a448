import { centsToString } from './cents';
import { moneyUnits } from './moneyText';

/** A tier of a programme's setting: [yuan reached today, chances it gives]. */
export type Tier = readonly [number, number];
/** What one amount earns among tiers: the best tier reached, and what more it takes to reach a better one. */
export type TierChances = { chances: number; next: { need: string; chances: number } | null };

// In whole cents (no float, and no big.js, so the early shell's filler can draw the chances): the platform's amounts
// have two places, and a setting's yuan are whole or have two places.
const cents = (v: unknown): bigint => {
  const c = moneyUnits(v, 2);
  return c !== null && c > 0n ? c : 0n;
};

/** The platform counts the best tier reached, not a sum of tiers (redbag_setting_json). */
export function tierChances(tiers: readonly Tier[], today: unknown): TierChances {
  const a = cents(today);
  let chances = 0;
  for (const [yuan, n] of tiers) if (a >= cents(yuan) && n > chances) chances = n;
  const better = tiers.filter(([yuan, n]) => n > chances && a < cents(yuan)).sort((x, y) => x[0] - y[0])[0];
  return { chances, next: better ? { need: centsToString(cents(better[0]) - a), chances: better[1] } : null };
}

export type RedbagChances = { fromDeposit: TierChances; fromBet: TierChances; total: number; remain: number };

/** Today's red packets: the best deposit tier plus the best valid-bet tier, less those grabbed. */
export function redbagChances(
  setting: { recharge: readonly Tier[]; bet: readonly Tier[] },
  deposit: unknown,
  bet: unknown,
  used: number,
): RedbagChances {
  const fromDeposit = tierChances(setting.recharge, deposit);
  const fromBet = tierChances(setting.bet, bet);
  const total = fromDeposit.chances + fromBet.chances;
  return { fromDeposit, fromBet, total, remain: Math.max(0, total - Math.max(0, used)) };
}

export type WheelChances = { total: number; remain: number; need: string | null };

/** Today's spins: one per `per` yuan deposited, at most `max`; `need` is the deposit still missing for one more (null at the cap). */
export function wheelChances(per: number, max: number, deposit: unknown, used: number): WheelChances {
  const a = cents(deposit);
  const step = cents(per) || 10000n;
  const earned = Number(a / step);
  const total = Math.max(0, Math.min(max, earned));
  const need = total >= max ? null : centsToString(step * BigInt(total + 1) - a);
  return { total, remain: Math.max(0, total - Math.max(0, used)), need };
}

/**
 * The turn, in degrees, that brings prize `index` of `count` equal sectors under a pointer at the top, after
 * `turns` whole turns from `from` (the wheel's current angle). Sector i spans [i, i+1) × 360/count clockwise
 * from the top, so its middle must end at the top.
 */
export function wheelTarget(index: number, count: number, from: number, turns = 5): number {
  const sector = 360 / Math.max(1, count);
  const rest = (((360 - (index + 0.5) * sector) % 360) + 360) % 360;
  const base = from - (((from % 360) + 360) % 360);
  return base + turns * 360 + rest;
}
