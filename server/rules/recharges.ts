import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { move } from './ledger';
import { getConfig } from './configs';
import { percentOf } from '../lib/money';
import { tRecharge } from '../i18n/recharge';
import { textsOf } from '../i18n/lang';

type Pending = { id: number; bill_no: string; member_id: number; money: number; status: number };

/**
 * Approves a pending recharge once: credits the main wallet (type 9) and adds the turnover requirement
 * `money × ml_percent / 100` to ml_money. Returns false when it was not pending (already handled).
 */
export function approveRecharge(db: Db, clock: Clock, id: number): boolean {
  return db.transaction(() => {
    const r = db.prepare('SELECT id, bill_no, member_id, money, status FROM recharges WHERE id = ?').get(id) as
      Pending | undefined;
    if (!r || r.status !== 1) return false;
    const now = clock.now().getTime();
    const before = (db.prepare('SELECT money FROM members WHERE id = ?').get(r.member_id) as { money: number }).money;
    const after = move(db, clock, {
      memberId: r.member_id,
      wallet: 'money',
      delta: r.money,
      operateType: 9,
      description: textsOf(tRecharge, 'rechargeLog', { bill: r.bill_no }),
      modelName: 'Recharge',
      modelId: r.id,
    });
    const ml = percentOf(r.money, getConfig(db, 'ml_percent') || '0');
    if (ml > 0)
      move(db, clock, {
        memberId: r.member_id,
        wallet: 'ml_money',
        delta: ml,
        operateType: 9,
        description: textsOf(tRecharge, 'mlLog', { bill: r.bill_no }),
        modelName: 'Recharge',
        modelId: r.id,
      });
    db.prepare(
      'UPDATE recharges SET status = 2, before_money = ?, after_money = ?, confirm_at = ?, updated_at = ? WHERE id = ?',
    ).run(before, after, now, now, r.id);
    return true;
  })();
}

export function rejectRecharge(db: Db, clock: Clock, id: number, reason: string): boolean {
  const now = clock.now().getTime();
  return (
    db
      .prepare(
        'UPDATE recharges SET status = 3, fail_reason = ?, confirm_at = ?, updated_at = ? WHERE id = ? AND status = 1',
      )
      .run(reason, now, now, id).changes > 0
  );
}
