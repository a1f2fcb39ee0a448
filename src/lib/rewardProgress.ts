import Big from 'big.js';
import { parseMoney } from './money';

/** How far an amount has come toward a target, exactly: what is done, what is left, and a whole percent for a bar. */
export type Progress = { done: string; target: string; left: string; percent: number };

const amount = (v: unknown): Big => {
  const p = v instanceof Big ? v : parseMoney(v);
  return p && p.gt(0) ? p : new Big(0);
};

/** Progress toward `target`; a target of nothing is reached at once. The percent rounds down, so 100 means really there. */
export function progressToward(done: unknown, target: unknown): Progress {
  const d = amount(done);
  const t = amount(target);
  const left = t.gt(d) ? t.minus(d) : new Big(0);
  const percent = t.eq(0) ? 100 : Math.min(100, Number(d.times(100).div(t).round(0, Big.roundDown).toFixed(0)));
  return { done: d.toFixed(2), target: t.toFixed(2), left: left.toFixed(2), percent };
}

/**
 * The level-up programme's next step from a member's standing: the server gives the cumulative valid bet and
 * the bet still needed, so the next level's threshold is their sum. Null at the top level (nothing left).
 */
export function levelUpProgress(totalBet: unknown, remainBet: unknown): Progress | null {
  const remain = amount(remainBet);
  if (remain.eq(0)) return null;
  const done = amount(totalBet);
  return progressToward(done, done.plus(remain));
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
