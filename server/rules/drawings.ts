import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { textsOf } from '../i18n/lang';
import { percentOf, type Cents } from '../lib/money';
import { move } from './ledger';
import { billNo } from './bills';
import { getConfig } from './configs';
import { tDrawing } from '../i18n/drawing';

export type NewDrawing = {
  memberId: number;
  /** the account name on the bill, as the cashier sees it */
  name: string;
  /** the amount taken from the main wallet, fee included */
  cents: Cents;
  account: string;
  /** the card as it was when the request was made (JSON) */
  bankInfo: string;
  remark?: string;
  at: number;
  /** refusal when the wallet would go below zero */
  insufficientMessage?: string;
};

/**
 * The turnover fee: while turnover is still owed (ml_money > 0), a withdrawal pays ml_drawing_percent of
 * its amount. The bill records the amount net of the fee; the wallet gives the whole amount.
 */
function drawingFee(db: Db, owedTurnover: Cents, cents: Cents): Cents {
  const pct = getConfig(db, 'ml_drawing_percent');
  return owedTurnover > 0 && Number(pct) > 0 ? percentOf(cents, pct) : 0;
}

/**
 * Opens a pending withdrawal bill and debits the whole amount at once (type 9), so the money cannot be
 * spent while the bill waits for review. Must run inside a db.transaction. Returns the bill's id.
 */
export function openDrawing(db: Db, clock: Clock, d: NewDrawing): number {
  if (!Number.isInteger(d.cents) || d.cents < 0) throw new Error('a withdrawal is whole cents, never negative');
  // the bill and its debit stand or fall together
  if (!db.inTransaction) throw new Error('openDrawing must run inside a transaction');
  const member = db.prepare('SELECT money, ml_money FROM members WHERE id = ?').get(d.memberId) as {
    money: Cents;
    ml_money: Cents;
  };
  const fee = drawingFee(db, member.ml_money, d.cents);
  const bill = billNo('D', d.at);
  const info = db
    .prepare(
      `INSERT INTO drawings (bill_no, member_id, name, money, account, before_money, after_money, counter_fee, member_bank_info, member_remark, status, created_at, updated_at)
    VALUES (?,?,?,?,?,?,?,?,?,?,1,?,?)`,
    )
    .run(
      bill,
      d.memberId,
      d.name,
      d.cents - fee,
      d.account,
      member.money,
      member.money - d.cents,
      fee,
      d.bankInfo,
      d.remark ?? '',
      d.at,
      d.at,
    );
  const id = Number(info.lastInsertRowid);
  move(db, clock, {
    memberId: d.memberId,
    wallet: 'money',
    delta: -d.cents,
    operateType: 9,
    description: textsOf(tDrawing, 'drawingLog', { bill }),
    modelName: 'Drawing',
    modelId: id,
    insufficientMessage: d.insufficientMessage,
  });
  return id;
}

export function approveDrawing(db: Db, clock: Clock, id: number): boolean {
  const now = clock.now().getTime();
  return (
    db
      .prepare('UPDATE drawings SET status = 2, confirm_at = ?, updated_at = ? WHERE id = ? AND status = 1')
      .run(now, now, id).changes > 0
  );
}

/** Refuses a pending withdrawal and gives back everything that was debited, fee included (type 11). */
export function rejectDrawing(db: Db, clock: Clock, id: number, reason: string): boolean {
  return db.transaction(() => {
    const d = db
      .prepare('SELECT id, bill_no, member_id, before_money, after_money, status FROM drawings WHERE id = ?')
      .get(id) as
      | { id: number; bill_no: string; member_id: number; before_money: number; after_money: number; status: number }
      | undefined;
    if (!d || d.status !== 1) return false;
    const now = clock.now().getTime();
    move(db, clock, {
      memberId: d.member_id,
      wallet: 'money',
      delta: d.before_money - d.after_money,
      operateType: 11,
      description: textsOf(tDrawing, 'refundLog', { bill: d.bill_no }),
      modelName: 'Drawing',
      modelId: d.id,
    });
    db.prepare('UPDATE drawings SET status = 3, fail_reason = ?, confirm_at = ?, updated_at = ? WHERE id = ?').run(
      reason,
      now,
      now,
      d.id,
    );
    return true;
  })();
}
