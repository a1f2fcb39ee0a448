import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import { memberId } from '../core';

/** [level, cumulative valid bet, level gift, weekly, monthly, credit limit], in yuan. */
const LEVELS: Array<[number, number, number, number, number, number]> = [
  [1, 10_000, 18, 8, 28, 1_000],
  [2, 50_000, 58, 18, 58, 3_000],
  [3, 125_000, 128, 38, 128, 5_000],
  [4, 500_000, 288, 88, 288, 10_000],
  [5, 1_000_000, 588, 188, 588, 20_000],
  [6, 5_000_000, 1_888, 388, 1_288, 50_000],
  [7, 20_000_000, 5_888, 888, 2_888, 100_000],
  [8, 120_000_000, 18_888, 1_888, 5_888, 300_000],
];

export function seedLevels(db: Db, clock: Clock): void {
  const insert =
    db.prepare(`INSERT INTO levels (level, level_name, condition_money, deposit_money, level_money, week_money, month_money, credit_money)
    VALUES (?,?,?,?,?,?,?,?)`);
  for (const [level, bet, gift, week, month, credit] of LEVELS) {
    insert.run(level, `VIP${level}`, bet * 100, bet * 10, gift * 100, week * 100, month * 100, credit * 100);
  }
  // member01 repaid a loan last month: the credit history the Credit screens show.
  const id = memberId(db, 'member01');
  const day = 86400_000;
  const borrowed = clock.now().getTime() - 40 * day;
  const insertLoan =
    db.prepare(`INSERT INTO credit_records (member_id, money, type, borrow_day, dead_at, status, is_return, created_at, updated_at)
    VALUES (?,?,?,?,?,?,?,?,?)`);
  insertLoan.run(id, 200_000, 'borrow', 15, borrowed + 15 * day, 2, 1, borrowed, borrowed + 2 * 3600_000);
  insertLoan.run(id, 200_000, 'lend', 0, null, 4, 1, borrowed + 10 * day, borrowed + 10 * day);
}
