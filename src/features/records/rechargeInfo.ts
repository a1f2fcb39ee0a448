import type { RechargeRecord } from '@/api/rechargeApi';
import type { DrawingRecord } from '@/api/drawingApi';

const obj = (v: unknown): Record<string, unknown> => {
  if (typeof v === 'string') {
    try {
      return obj(JSON.parse(v));
    } catch {
      return {};
    }
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
};
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
/** The parts that say something, each once ('member01 · member01' reads 'member01'). */
const join = (parts: unknown[]) => [...new Set(parts.map(text).filter(Boolean))].join(' · ');

/** The member's side of a recharge: who paid and from which account. */
export function rechargeAccountInfo(r: RechargeRecord): string {
  return join([r.name, r.account]);
}

/**
 * Where the money went: the payee the platform showed (name, account, bank), the USDT rate, the member's note. An
 * online payment's account is the platform's code for its gateway ('ALIPAY-GW'), not something the member paid to:
 * the method's name says it.
 */
export function rechargePayInfo(r: RechargeRecord): string {
  const d = obj(r.payment_detail);
  const online = String(r.payment_type ?? '').startsWith('online_');
  return join([
    d.payment_name,
    online ? '' : d.payment_account,
    d.payment_bank_type,
    d.usdt_type,
    d.usdt_rate ? `@${text(d.usdt_rate)}` : '',
    r.payment_desc,
  ]);
}

/** The bank card a withdrawal was paid to, from the snapshot the platform keeps; only the last 4 digits of the number show. */
export function drawingBankInfo(d: DrawingRecord): string {
  const b = obj(d.member_bank_info);
  const card = text(b.card_no);
  return join([b.bank_type, b.owner_name, card ? `**** ${card.slice(-4)}` : '']);
}
