import { formatMoney, moneyUnits } from './moneyText';

/** A money change as shown: its mark ('+', '−' or none), its absolute figure, and its colour class. */
export type SignedMoneyText = { mark: '+' | '−' | ''; figure: string; className: string };

/** Deep enough that any amount the platform sends keeps its sign (it sends at most 4 decimals). */
const SIGN_DP = 8;

/**
 * A money change with its sign spelled out and coloured: green for money in, red for money out. `sign` names the
 * direction when the figure itself is unsigned (a money-log entry); otherwise the figure's own sign counts. A value
 * that is not an amount shows as a zero without a mark.
 */
export function signedMoney(value: unknown, options: { sign?: 1 | -1; symbol?: boolean } = {}): SignedMoneyText {
  const units = moneyUnits(value, SIGN_DP);
  const own = units === null || units === BigInt(0) ? 0 : units < BigInt(0) ? -1 : 1;
  const s = options.sign ?? own;
  const figure = formatMoney(units === null ? 0 : value, { symbol: options.symbol }).replace(/^-/, '');
  if (s > 0) return { mark: '+', figure, className: 'signed-money up' };
  if (s < 0) return { mark: '−', figure, className: 'signed-money down' };
  return { mark: '', figure, className: 'signed-money' };
}
