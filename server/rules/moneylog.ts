import type { DbCtx } from '../db/types';
import { fail } from '../lib/errors';
import { page, paging } from '../lib/paging';
import { fmt, fmtNum } from '../lib/money';
import { ymdHis } from '../lib/time';
import { moneyTypeText, operateTypeText, tMoneylog } from '../i18n/moneylog';
import { storedText, type Lang } from '../i18n/lang';
import { Type, type Static } from '@sinclair/typebox';
import { dateRangeSchema, oneOfStrings, openRange, Where } from './filters';

type LogRow = {
  id: number;
  member_id: number;
  money: number;
  money_before: number;
  money_after: number;
  money_type: string;
  number_type: number;
  operate_type: number;
  user_id: number;
  model_name: string;
  model_id: number;
  description: string;
  description_texts: string | null;
  remark: string;
  created_at: number;
};

/** A money-log query: the period (required by the rule, with its own message), kind, wallet and page. */
export const moneylogQuerySchema = Type.Object({
  created_at: Type.Optional(dateRangeSchema),
  operate_type: Type.Optional(Type.String({ maxLength: 3 })),
  money_type: Type.Optional(
    oneOfStrings(['', 'money', 'fs_money', 'ml_money', 'total_money', 'score', 'total_credit', 'used_credit']),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type MoneylogQuery = Static<typeof moneylogQuerySchema>;

function logOut(r: LogRow, lang: Lang) {
  const at = ymdHis(new Date(r.created_at));
  return {
    id: r.id,
    member_id: r.member_id,
    money: fmt(r.money),
    money_before: fmt(r.money_before),
    money_after: fmt(r.money_after),
    money_type: r.money_type,
    number_type: r.number_type,
    operate_type: r.operate_type,
    user_id: r.user_id,
    model_name: r.model_name,
    model_id: r.model_id,
    // written in every language at the time; rows from before that read as they were written
    description: storedText(r.description_texts, lang) ?? r.description,
    remark: r.remark,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    operate_type_text: operateTypeText(r.operate_type, lang),
    money_type_text: moneyTypeText(r.money_type, lang),
  };
}

/** One member's money log page with the platform's type list, statistic and wallet names (/moneylog and /team/moneylog). */
export function listMoneylog(ctx: DbCtx, memberId: number, q: MoneylogQuery, lang: Lang, path: string) {
  // The platform loops over created_at unconditionally: without it the call fails.
  const range = openRange(q.created_at, 'created_at', lang);
  if (!range) fail(422, tMoneylog(lang, 'createdAtRequired'));
  const w = new Where().add('member_id = ?', memberId).range('created_at', range).int('operate_type', q.operate_type);
  if (q.money_type) w.add('money_type = ?', q.money_type);
  const { page: p, limit, offset } = paging(q);
  const agg = ctx.db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(money), 0) AS s, COALESCE(SUM(money * number_type), 0) AS v FROM money_logs ${w}`,
    )
    .get(...w.params) as { n: number; s: number; v: number };
  const rows = ctx.db
    .prepare(`SELECT * FROM money_logs ${w} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...w.params, limit, offset) as LogRow[];
  const monthAgo = ctx.clock.now().getTime() - 30 * 86400_000;
  const seen = ctx.db
    .prepare(
      'SELECT DISTINCT operate_type FROM money_logs WHERE member_id = ? AND created_at > ? ORDER BY operate_type',
    )
    .all(memberId, monthAgo) as { operate_type: number }[];
  return {
    data: page(
      rows.map((r) => logOut(r, lang)),
      agg.n,
      p,
      q.limit ?? limit,
      path,
    ),
    operate_type: seen.map((r) => ({ key: r.operate_type, value: operateTypeText(r.operate_type, lang) })),
    statistic: { sum_money: fmtNum(agg.s), valid_money: fmtNum(agg.v) },
    money_type: { money: moneyTypeText('money', lang), fs_money: moneyTypeText('fs_money', lang) },
  };
}
