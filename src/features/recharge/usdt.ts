import Big from 'big.js';
import { parseMoney } from '@/lib/money';

/** USDT a deposit buys at the channel's rate (amount ÷ rate), exact decimals, rounded half-up to 2 places; '' when not computable. */
export function usdtCount(amount: string, rate: unknown): string {
  const a = parseMoney(amount);
  const r = parseMoney(rate);
  if (!a || !r || r.lte(0) || a.lt(0)) return '';
  return a.div(r).round(2, Big.roundHalfUp).toFixed(2);
}

/** 'YYYY-MM-DD HH:mm:ss' in platform time (UTC+8), the remittance-time form the platform reads. */
export function platformNow(now: Date = new Date()): string {
  const t = new Date(now.getTime() + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}-${p(t.getUTCMonth() + 1)}-${p(t.getUTCDate())} ${p(t.getUTCHours())}:${p(t.getUTCMinutes())}:${p(t.getUTCSeconds())}`;
}
