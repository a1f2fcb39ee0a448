import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import type { Cents } from '../lib/money';
import { AppError } from '../lib/errors';
import { asLang, type Texts } from '../i18n/lang';

export type WalletColumn = 'money' | 'fs_money' | 'ml_money' | 'total_money' | 'score' | 'total_credit' | 'used_credit';
const COLUMNS: readonly WalletColumn[] = [
  'money',
  'fs_money',
  'ml_money',
  'total_money',
  'score',
  'total_credit',
  'used_credit',
];

export type Movement = {
  memberId: number;
  wallet: WalletColumn;
  /** signed change in cents */
  delta: Cents;
  operateType: number;
  /**
   * worded in every language (everyLang): the log is read later in the reader's language. The
   * `description` column keeps the member's stored language, for readers that know nothing else.
   */
  description: Texts;
  modelName?: string;
  modelId?: number;
  remark?: string;
  /** message of the 400 answered when the wallet would go below zero */
  insufficientMessage?: string;
  /** back-dated money logs (weekly salary) */
  at?: number;
};

/**
 * Moves money on one wallet of one member and writes its money log. Must run inside a db.transaction;
 * better-sqlite3 is synchronous, so the read-check-write cannot interleave with another request.
 * Returns the balance after the movement.
 */
export function move(db: Db, clock: Clock, m: Movement): Cents {
  if (!COLUMNS.includes(m.wallet)) throw new Error(`unknown wallet ${m.wallet}`);
  if (!Number.isInteger(m.delta)) throw new Error('money movements are whole cents');
  if (!db.inTransaction) throw new Error('ledger.move must run inside a transaction');
  const row = db.prepare(`SELECT ${m.wallet} AS v, lang FROM members WHERE id = ?`).get(m.memberId) as
    { v: number; lang: string } | undefined;
  if (!row) throw new Error(`member ${m.memberId} not found`);
  const before = row.v;
  const after = before + m.delta;
  if (after < 0) throw new AppError(400, m.insufficientMessage ?? 'insufficient balance');
  const now = m.at ?? clock.now().getTime();
  db.prepare(`UPDATE members SET ${m.wallet} = ? WHERE id = ?`).run(after, m.memberId);
  if (m.delta !== 0) {
    db.prepare(
      `INSERT INTO money_logs (member_id, money, money_before, money_after, money_type, number_type, operate_type,
         model_name, model_id, description, description_texts, remark, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`,
    ).run(
      m.memberId,
      Math.abs(m.delta),
      before,
      after,
      m.wallet,
      m.delta >= 0 ? 1 : -1,
      m.operateType,
      m.modelName ?? '',
      m.modelId ?? 0,
      m.description[asLang(row.lang)],
      JSON.stringify(m.description),
      m.remark ?? '',
      now,
    );
  }
  return after;
}
