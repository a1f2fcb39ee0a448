import Big from 'big.js';
import { isNotOpened, parseMoney } from './money';

/** The platform's own wallets in game/api_moneys: main and rebate. Every other row is a game supplier's. */
const PLATFORM_WALLETS = new Set(['money', 'fs_money']);

export type WalletFigure = { api_name: string; money: string | number };

export type WholeBalance = {
  /** Main, rebate and every game wallet, exact, as a decimal string ('1234.50'). */
  whole: string;
  /** What sits in game wallets. */
  inGames: string;
  /** Suppliers holding at least one whole unit: what bringing money back can move (whole units only). */
  recoverable: string[];
};

/**
 * The member's whole balance from the platform's wallet list, summed exactly. A supplier the member never
 * opened counts as nothing; a figure that is not an amount makes the whole unknown (null), since a wrong
 * total is worse than none.
 */
export function wholeBalance(wallets: WalletFigure[] | undefined): WholeBalance | null {
  if (!wallets?.length) return null;
  let whole = new Big(0);
  let inGames = new Big(0);
  const recoverable: string[] = [];
  for (const w of wallets) {
    if (isNotOpened(w.money)) continue;
    const value = parseMoney(w.money);
    if (value === null) return null;
    whole = whole.plus(value);
    if (PLATFORM_WALLETS.has(w.api_name)) continue;
    inGames = inGames.plus(value);
    if (value.gte(1)) recoverable.push(w.api_name);
  }
  return { whole: whole.toFixed(2), inGames: inGames.toFixed(2), recoverable };
}
