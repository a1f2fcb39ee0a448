import Big from 'big.js';
import { parseMoney } from './money';

/** The rebate due on a valid bet at a percent rate: valid × rate / 100, to the cent, half up. */
export function rebateDue(validBet: unknown, rate: unknown): Big {
  return (parseMoney(validBet) ?? new Big(0))
    .times(parseMoney(rate) ?? new Big(0))
    .div(100)
    .round(2, Big.roundHalfUp);
}

/** The total a claim pays: the exact sum of each line's rebate as the server states it. */
export function rebateTotal(lines: Array<{ fs_money: unknown }>): Big {
  return lines.reduce<Big>((sum, l) => sum.plus(parseMoney(l.fs_money) ?? 0), new Big(0));
}
