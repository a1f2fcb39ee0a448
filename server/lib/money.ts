/** Money on the server is integer cents end to end; strings like "100.00" only at the edges. */
export type Cents = number;

const MONEY_RE = /^-?\d+(\.\d+)?$/;

/** Parses "100", "100.5", 100.25 into cents, truncating beyond two decimals. Returns null on junk. */
export function toCents(v: unknown): Cents | null {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return null;
    v = v.toFixed(6);
  }
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (!MONEY_RE.test(s)) return null;
  const neg = s.startsWith('-');
  const [int, frac = ''] = s.replace('-', '').split('.');
  if (int.length > 13) return null;
  const cents = Number(int) * 100 + Number((frac + '00').slice(0, 2));
  return neg ? -cents : cents;
}

/** Cents → "1234.50" (the platform's DECIMAL(16,2) string form). */
export function fmt(cents: Cents): string {
  const neg = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const s = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return neg ? `-${s}` : s;
}

/** Cents → number with two decimals (the few fields the platform sends as floats). */
export function fmtNum(cents: Cents): number {
  return Number(fmt(cents));
}

/** cents × percent / 100, rounded half up to the cent; percent given as a decimal string like "1.5". */
export function percentOf(cents: Cents, percent: string | number): Cents {
  const p = toCents(percent) ?? 0; // percent × 100
  return Math.round((cents * p) / 10000);
}
