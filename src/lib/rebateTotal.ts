import { moneyUnits } from './moneyText';

/**
 * The total a claim pays, in cents: the exact sum of each line's rebate as the server states it (to the cent; a
 * figure that is not an amount counts as none). Whole cents in a bigint, so no float ever touches it, and without
 * big.js, so the early shell's filler can take it.
 */
export function rebateTotalCents(lines: ReadonlyArray<{ fs_money: unknown }>): bigint {
  return lines.reduce((sum, l) => sum + (moneyUnits(l.fs_money, 2) ?? BigInt(0)), BigInt(0));
}
