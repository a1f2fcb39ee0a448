import Big from 'big.js';
import { parseMoney } from './money';

/** The rebate due on a valid bet at a percent rate: valid × rate / 100, to the cent, half up. */
export function rebateDue(validBet: unknown, rate: unknown): Big {
  return (parseMoney(validBet) ?? new Big(0))
    .times(parseMoney(rate) ?? new Big(0))
    .div(100)
    .round(2, Big.roundHalfUp);
}
