import type { DbCtx } from '../db/types';
import type { Lang } from '../i18n/lang';
import { textsOf } from '../i18n/lang';
import { fail } from '../lib/errors';
import { fmt, type Cents } from '../lib/money';
import { tCredit } from '../i18n/credit';
import { move } from './ledger';
import type { CreditMember } from './credit';

/**
 * A loan application, left for review (status 1). Refused when the realname given is not the member's,
 * when they still owe, when an application already awaits review (two could be approved beyond the limit),
 * or when the amount is not within their credit. Must run in the caller's transaction (commit).
 */
export function applyForLoan(
  ctx: DbCtx,
  lang: Lang,
  m: CreditMember,
  realname: string,
  money: Cents,
  days: number,
): void {
  const { db } = ctx;
  if (m.realname && m.realname !== realname.trim()) fail(400, tCredit(lang, 'wrongInfo'));
  if (m.used_credit > 0) fail(400, tCredit(lang, 'outstanding'));
  const pending = db
    .prepare("SELECT id FROM credit_records WHERE member_id = ? AND type = 'borrow' AND status = 1")
    .get(m.id);
  if (pending) fail(400, tCredit(lang, 'pending'));
  if (money <= 0) fail(400, tCredit(lang, 'amountInvalid'));
  if (money > m.total_credit) fail(400, tCredit(lang, 'maxBorrow', { money: fmt(m.total_credit) }));
  const now = ctx.clock.now().getTime();
  db.prepare(
    "INSERT INTO credit_records (member_id, money, type, borrow_day, status, created_at, updated_at) VALUES (?,?,'borrow',?,1,?,?)",
  ).run(m.id, money, days, now, now);
}

/**
 * Repays the whole debt from the main wallet: a repayment record, the latest approved loan marked returned,
 * and both the wallet and the used credit moved down (money log 24). Only the whole debt is taken, and only
 * when the wallet holds it. The real platform ignores realname here; repaying debits the wallet, so it must
 * match. Must run in the caller's transaction (commit).
 */
export function repayLoan(ctx: DbCtx, lang: Lang, m: CreditMember, realname: string, money: Cents): void {
  const { db } = ctx;
  if (m.realname && m.realname !== realname.trim()) fail(400, tCredit(lang, 'wrongInfo'));
  if (m.used_credit <= 0) fail(400, tCredit(lang, 'nothingOwed'));
  if (money !== m.used_credit) fail(400, tCredit(lang, 'repayAll'));
  if (m.money < m.used_credit) fail(400, tCredit(lang, 'repayShort'));
  const now = () => ctx.clock.now().getTime();
  const info = db
    .prepare(
      "INSERT INTO credit_records (member_id, money, type, status, is_return, created_at, updated_at) VALUES (?,?,'lend',4,1,?,?)",
    )
    .run(m.id, money, now(), now());
  const loan = db
    .prepare(
      "SELECT id FROM credit_records WHERE member_id = ? AND type = 'borrow' AND status = 2 AND is_return = 0 ORDER BY created_at DESC, id DESC LIMIT 1",
    )
    .get(m.id) as { id: number } | undefined;
  if (loan) db.prepare('UPDATE credit_records SET is_return = 1, updated_at = ? WHERE id = ?').run(now(), loan.id);
  const base = {
    memberId: m.id,
    operateType: 24,
    description: textsOf(tCredit, 'logLend'),
    modelName: 'CreditPayRecord',
    modelId: Number(info.lastInsertRowid),
  };
  move(db, ctx.clock, { ...base, wallet: 'money', delta: -money, insufficientMessage: tCredit(lang, 'repayShort') });
  move(db, ctx.clock, { ...base, wallet: 'used_credit', delta: -money });
}
