import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types';
import { page, paging } from '../lib/paging';
import { fmt } from '../lib/money';
import { localDate, localTime } from '../lib/platformDay';
import type { Where } from './filters';

/** Order numbers: a prefix, the UTC+8 date-time and random digits; unguessable enough to key the cashier page. */
export function billNo(prefix: string, at: number): string {
  const t = `${localDate(at)}${localTime(at)}`.replace(/\D/g, '');
  const rnd = randomBytes(6).readUIntBE(0, 6).toString().padStart(15, '0').slice(-8);
  return `${prefix}${t}${rnd}`;
}

/**
 * A page of a member's recharges or withdrawals matching `w`, newest first, with the platform's
 * statistic: integer 0 when nothing matches, else the sum of `money` as a decimal string.
 */
export function billPage<R, O extends object>(
  db: Db,
  table: 'drawings' | 'recharges',
  w: Where,
  q: { page?: number; limit?: number },
  path: string,
  out: (r: R) => O,
) {
  const { page: p, limit, offset } = paging(q);
  const agg = db.prepare(`SELECT COUNT(*) AS n, SUM(money) AS s FROM ${table} ${w}`).get(...w.params) as {
    n: number;
    s: number | null;
  };
  const rows = db
    .prepare(`SELECT * FROM ${table} ${w} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...w.params, limit, offset) as R[];
  return {
    data: page(
      rows.map((r) => out(r)),
      agg.n,
      p,
      q.limit ?? limit,
      path,
    ),
    statistic: { sum_money: agg.n ? fmt(agg.s ?? 0) : 0 },
  };
}
