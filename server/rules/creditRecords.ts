import type { Db } from '../db/types';
import type { CreditRecordRow } from './credit';

/** A page of one member's credit records (loans and repayments), newest first. */
export function memberRecordsPage(db: Db, memberId: number, limit: number, offset: number) {
  const total = (
    db.prepare('SELECT COUNT(*) AS n FROM credit_records WHERE member_id = ?').get(memberId) as { n: number }
  ).n;
  const rows = db
    .prepare('SELECT * FROM credit_records WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(memberId, limit, offset) as CreditRecordRow[];
  return { total, rows };
}

/** What the member has borrowed (approved loans) and repaid, all time, in cents. */
export function borrowedAndRepaid(db: Db, memberId: number): { borrowed: number; repaid: number } {
  const sums = db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN type = 'borrow' AND status = 2 THEN money END), 0) AS b,
      COALESCE(SUM(CASE WHEN status = 4 THEN money END), 0) AS l FROM credit_records WHERE member_id = ?`,
    )
    .get(memberId) as { b: number; l: number };
  return { borrowed: sums.b, repaid: sums.l };
}

export type PublicRecordRow = CreditRecordRow & { member_name: string; member_level: number };

/**
 * The page of settled records (approved loans and repayments, 5 a page) the credit page shows: everyone's to
 * a visitor (whose names the caller masks), only the member's own to a signed-in member.
 */
export function settledRecordsPage(db: Db, memberId: number | null, offset: number) {
  const where = `WHERE c.status IN (2, 4)${memberId !== null ? ' AND c.member_id = ?' : ''}`;
  const args = memberId !== null ? [memberId] : [];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM credit_records c ${where}`).get(...args) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT c.*, m.name AS member_name, m.level AS member_level FROM credit_records c JOIN members m ON m.id = c.member_id
      ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT 5 OFFSET ?`,
    )
    .all(...args, offset) as PublicRecordRow[];
  return { total, rows };
}
