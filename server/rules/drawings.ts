import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { move } from './ledger';
import { tDrawing } from '../i18n/drawing';
import { memberLang } from './suppliers';

export function approveDrawing(db: Db, clock: Clock, id: number): boolean {
  const now = clock.now().getTime();
  return db.prepare('UPDATE drawings SET status = 2, confirm_at = ?, updated_at = ? WHERE id = ? AND status = 1').run(now, now, id).changes > 0;
}

/** Refuses a pending withdrawal and gives back everything that was debited, fee included (type 11). */
export function rejectDrawing(db: Db, clock: Clock, id: number, reason: string): boolean {
  return db.transaction(() => {
    const d = db.prepare('SELECT id, bill_no, member_id, before_money, after_money, status FROM drawings WHERE id = ?').get(id) as
      | { id: number; bill_no: string; member_id: number; before_money: number; after_money: number; status: number } | undefined;
    if (!d || d.status !== 1) return false;
    const now = clock.now().getTime();
    const { lang } = db.prepare('SELECT lang FROM members WHERE id = ?').get(d.member_id) as { lang: string };
    move(db, clock, { memberId: d.member_id, wallet: 'money', delta: d.before_money - d.after_money, operateType: 11, description: tDrawing(memberLang(lang), 'refundLog', { bill: d.bill_no }), modelName: 'Drawing', modelId: d.id });
    db.prepare('UPDATE drawings SET status = 3, fail_reason = ?, confirm_at = ?, updated_at = ? WHERE id = ?').run(reason, now, now, d.id);
    return true;
  })();
}
