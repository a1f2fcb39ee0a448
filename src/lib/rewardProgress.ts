import { moneyUnits } from './moneyText';

/** How far an amount has come toward a target, exactly: what is done, what is left, and a whole percent for a bar. */
export type Progress = { done: string; target: string; left: string; percent: number };

const ZERO = /* @__PURE__ */ BigInt(0);

/** An amount in whole cents; nothing, junk or below zero counts as none. */
const cents = (v: unknown): bigint => {
  const c = moneyUnits(v, 2);
  return c !== null && c > ZERO ? c : ZERO;
};

/** Whole cents as a plain two-place amount ('6750.00'). */
const fixed = (c: bigint): string => {
  const text = c.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};

/** Progress from cents: in whole cents (no float), so the early shell's filler can draw it without big.js. */
function progressCents(d: bigint, t: bigint): Progress {
  const left = t > d ? t - d : ZERO;
  const percent = t === ZERO ? 100 : Math.min(100, Number((d * BigInt(100)) / t));
  return { done: fixed(d), target: fixed(t), left: fixed(left), percent };
}

/** Progress toward `target`; a target of nothing is reached at once. The percent rounds down, so 100 means really there. */
export function progressToward(done: unknown, target: unknown): Progress {
  return progressCents(cents(done), cents(target));
}

/**
 * The level-up programme's next step from a member's standing: the server gives the cumulative valid bet and
 * the bet still needed, so the next level's threshold is their sum. Null at the top level (nothing left).
 */
export function levelUpProgress(totalBet: unknown, remainBet: unknown): Progress | null {
  const remain = cents(remainBet);
  if (remain === ZERO) return null;
  const done = cents(totalBet);
  return progressCents(done, done + remain);
}

/** The VIP rule of a level: 1 deposit, 2 valid bet, 3 either, 4 both. */
export type VipRule = 1 | 2 | 3 | 4;
export type VipLevelLike = { level: number; deposit_money: unknown; bet_money: unknown; levelup_type: number };
export type VipStanding<L> = {
  current: L | null;
  next: L | null;
  /** Which thresholds of the next level count, by its rule. */
  needsDeposit: boolean;
  needsBet: boolean;
  deposit: Progress | null;
  bet: Progress | null;
};

export const asVipRule = (n: unknown): VipRule => (n === 1 || n === 3 || n === 4 ? n : 2);

/** Where a member stands among the VIP levels: their level, the next one and progress on what it asks for. */
export function vipStanding<L extends VipLevelLike>(
  levels: L[],
  level: number,
  totalDeposit: unknown,
  totalBet: unknown,
): VipStanding<L> {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const current = sorted.filter((l) => l.level <= level).pop() ?? null;
  const next = sorted.find((l) => l.level > level) ?? null;
  if (!next) return { current, next, needsDeposit: false, needsBet: false, deposit: null, bet: null };
  const rule = asVipRule(Number(next.levelup_type));
  const needsDeposit = rule !== 2;
  const needsBet = rule !== 1;
  return {
    current,
    next,
    needsDeposit,
    needsBet,
    deposit: needsDeposit ? progressToward(totalDeposit, next.deposit_money) : null,
    bet: needsBet ? progressToward(totalBet, next.bet_money) : null,
  };
}
