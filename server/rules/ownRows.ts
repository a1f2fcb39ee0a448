import type { Db } from '../db/types';
import { page, paging } from '../lib/paging';

export type OwnRows = { table: string; columns: string; order: string; path: string };

/** One member's rows of a bonus table (sign-ins, awards, red packets), newest first, as a Laravel page. */
export function ownRowsPage<R, O extends object>(
  db: Db,
  memberId: number,
  src: { page?: number; limit?: number } | undefined,
  q: OwnRows,
  out: (r: R) => O,
) {
  const { page: current, limit, offset } = paging(src);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${q.table} WHERE member_id = ?`).get(memberId) as { n: number })
    .n;
  const rows = db
    .prepare(`SELECT ${q.columns} FROM ${q.table} WHERE member_id = ? ORDER BY ${q.order} LIMIT ? OFFSET ?`)
    .all(memberId, limit, offset) as R[];
  return page(
    rows.map((r) => out(r)),
    total,
    current,
    limit,
    q.path,
  );
}
