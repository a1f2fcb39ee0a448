import type { Db } from '../db/types';
import type { Cents } from '../lib/money';
import type { PaymentRow } from './paymentChannels';

/**
 * A deposit request awaiting payment or review (status 1): approveRecharge or rejectRecharge (recharges.ts)
 * settles it. Must run in the caller's transaction (commit), after the channel and limit checks.
 */
export type RechargeRequest = {
  bill: string;
  member: { id: number; lang: string };
  /** who paid: the member's name online, the remitter's name for a company deposit */
  name: string;
  money: Cents;
  payment: PaymentRow;
  account: string;
  detail: string;
  desc?: string | null;
  pic?: string;
  /** when the money was sent (a company deposit says; online it is now) */
  hkAt: number;
  at: number;
};

/** Books an online deposit, paid at the gateway the answer links to. */
export function recordOnlineRecharge(db: Db, r: RechargeRequest): void {
  db.prepare(
    `INSERT INTO recharges (bill_no, member_id, name, lang, money, payment_type, account, payment_detail, status, hk_at, created_at, updated_at)
      VALUES (?,?,?,?,?,?,?,?,1,?,?,?)`,
  ).run(r.bill, r.member.id, r.name, r.member.lang, r.money, r.payment.type, r.account, r.detail, r.hkAt, r.at, r.at);
}

/** Books a company deposit as the member says they remitted it, for the platform to check. */
export function recordCompanyRecharge(db: Db, r: RechargeRequest): void {
  db.prepare(
    `INSERT INTO recharges (bill_no, member_id, name, lang, money, payment_type, account, payment_desc, payment_detail, payment_pic, status, hk_at, created_at, updated_at)
      VALUES (?,?,?,?,?,?,?,?,?,?,1,?,?,?)`,
  ).run(
    r.bill,
    r.member.id,
    r.name,
    r.member.lang,
    r.money,
    r.payment.type,
    r.account,
    r.desc ?? null,
    r.detail,
    r.pic ?? '',
    r.hkAt,
    r.at,
    r.at,
  );
}
