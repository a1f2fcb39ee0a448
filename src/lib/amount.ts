/** Most decimals an amount input keeps. */
export const AMOUNT_MAX_DECIMALS = 3;

/**
 * What an amount field keeps of what was typed or pasted: ASCII digits and the first decimal point,
 * no leading point, at most three decimals.
 */
export function sanitizeAmount(raw: string): string {
  let s = String(raw ?? '').replace(/[^\d.]/g, '');
  s = s.replace(/^\.+/, '');
  const dot = s.indexOf('.');
  if (dot === -1) return s;
  const int = s.slice(0, dot);
  const frac = s
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, AMOUNT_MAX_DECIMALS);
  return `${int}.${frac}`;
}
