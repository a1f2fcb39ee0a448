import type { Db } from '../db/types';
import type { Lang } from '../i18n/lang';
import type { Cents } from '../lib/money';
import { fail } from '../lib/errors';
import { tRecharge } from '../i18n/recharge';

/** A deposit channel: online (paid through a gateway) or company (a remittance to the platform's account). */
export type PaymentRow = {
  id: number;
  type: string;
  account: string;
  name: string;
  desc: string;
  qrcode: string;
  memo: string;
  params: string;
  rate: string;
  min: number;
  max: number;
  is_open: number;
  lang: string;
  weight: number;
  created_at: number;
  updated_at: number;
};

/** A bank's name in a language; its code when the language does not name it. */
export function bankName(db: Db, code: string, lang: Lang): string {
  const row = db.prepare('SELECT name FROM banks WHERE code = ? AND lang = ?').get(code, lang) as
    { name: string } | undefined;
  return row?.name ?? code;
}

/** The open channels of one kind in a language, heaviest first. */
export function openPayments(db: Db, lang: Lang, prefix: 'online_' | 'company_'): PaymentRow[] {
  return db
    .prepare('SELECT * FROM payments WHERE is_open = 1 AND lang = ? AND type LIKE ? ORDER BY weight DESC, id')
    .all(lang, `${prefix}%`) as PaymentRow[];
}

/** A channel by the id a form sent (a string), open or not; none for an id that is not a positive integer. */
export function paymentById(db: Db, id: unknown): PaymentRow | undefined {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0) return undefined;
  return db.prepare('SELECT * FROM payments WHERE id = ?').get(n) as PaymentRow | undefined;
}

/** Open check, then `min ≤ money ≤ max` (whole yuan) unless both are 0 (no limit). */
export function checkChannel(p: PaymentRow, cents: Cents, lang: Lang): void {
  if (!p.is_open) fail(400, tRecharge(lang, 'closed'));
  if ((p.min || p.max) && (cents < p.min * 100 || cents > p.max * 100))
    fail(400, tRecharge(lang, 'range', { min: p.min, max: p.max }));
}

/**
 * Whether the company channel a member remitted to is no longer the one shown to them: another kind, account
 * or (but for USDT, whose name is the chain's) name. The member must look again before the platform books it.
 */
export function companyChannelChanged(
  p: PaymentRow,
  sent: { payment_type: string; payment_account: string; payment_name: string },
): boolean {
  const isUsdt = p.type === 'company_usdt';
  return (
    !p.type.startsWith('company_') ||
    sent.payment_type !== p.type ||
    sent.payment_account !== p.account ||
    (!isUsdt && sent.payment_name !== p.name)
  );
}
