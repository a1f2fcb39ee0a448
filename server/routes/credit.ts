import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../http/typeProvider';
import type { Ctx, Req } from '../http/context';
import { optionalMember } from '../http/auth';
import { commit } from '../http/idempotency';
import { ok } from '../http/envelope';
import { page, paging } from '../lib/paging';
import { fmt, toCents } from '../lib/money';
import { getConfig } from '../rules/configs';
import { tCredit } from '../i18n/credit';
import { creditMember, creditRecordView, maskName, requireCreditOpen } from '../rules/credit';
import { escapeHtml } from '../lib/html';
import { borrowedAndRepaid, memberRecordsPage, settledRecordsPage } from '../rules/creditRecords';
import { applyForLoan, repayLoan } from '../rules/creditMoves';
import { answer, done, list, mapOf, money, orNull, pageOf, row, text, whole } from './answers';

const NAME = Type.String({ minLength: 1, maxLength: 32 });
const MONEY = Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$' });
const REALNAME = Type.String({ minLength: 1, maxLength: 40 });
const searchBody = Type.Object({
  name: NAME,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
});
const borrowBody = Type.Object({
  name: NAME,
  realname: REALNAME,
  money: MONEY,
  days: Type.Integer({ minimum: 0, maximum: 30 }),
});
const lendBody = Type.Object({ name: NAME, realname: REALNAME, money: MONEY });
const nameBody = Type.Object({ name: NAME });
const recordQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })) });

/** A loan or repayment as creditRecordView writes it. */
const creditRecordFields = {
  id: whole,
  member_id: whole,
  money,
  type: text,
  borrow_day: whole,
  dead_at: orNull(text),
  status: whole,
  is_return: whole,
  is_overdue: whole,
  is_read: whole,
  created_at: text,
  updated_at: text,
  name: text,
  borrow_money: money,
  lend_money: money,
  remain_day: whole,
  status_text: text,
  created_date: text,
};
/** The named member's records, their credit summary, the paging figures and the records as table rows. */
const searchAnswer = answer({
  list: list(row(creditRecordFields)),
  row: row({
    name: text,
    level: whole,
    total_credit: money,
    used_credit: money,
    total_borrow: money,
    total_lend: money,
  }),
  pageNum: whole,
  pageSize: whole,
  rowCount: whole,
  table: text,
});

/** A page of settled records, each with the member it is of (names masked for a visitor). */
const recordAnswer = answer({
  data: pageOf(
    row({
      ...creditRecordFields,
      member: row({ id: whole, name: text, level: whole }),
      member_name: text,
    }),
  ),
});

export function registerCredit(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;
  const now = () => ctx.clock.now().getTime();
  const signedIn = (req: Req) => (req.headers.authorization ? optionalMember(ctx, req) : null);
  const named = (req: Req, name: string) => creditMember(db, req.lang, name, () => signedIn(req));

  api.get('/credit/rule', { schema: { response: { 200: answer({ data: mapOf(text) }) } } }, async (req) => {
    requireCreditOpen(db, req.lang);
    const keys = ['credit_detail', 'credit_rule', 'credit_xize', 'credit_borrow', 'credit_lend'] as const;
    return ok({ data: Object.fromEntries(keys.map((k) => [k, getConfig(db, k, req.lang)])) });
  });

  api.post(
    '/credit/search',
    {
      schema: { body: searchBody, response: { 200: searchAnswer } },
    },
    async (req) => {
      requireCreditOpen(db, req.lang);
      const body = req.body;
      const m = named(req, body.name);
      const { limit, offset } = paging(body, 5);
      const { total, rows } = memberRecordsPage(db, m.id, limit, offset);
      const list = rows.map((r) => creditRecordView(r, m.name, req.lang, now()));
      const sums = borrowedAndRepaid(db, m.id);
      const table = list
        .map(
          (r) =>
            `<tr><td>${escapeHtml(r.created_date)}</td><td>${escapeHtml(r.type === 'borrow' ? tCredit(req.lang, 'typeBorrow') : tCredit(req.lang, 'typeLend'))}</td>` +
            `<td>${r.money}</td><td>${r.borrow_day}</td><td>${escapeHtml(r.status_text)}</td></tr>`,
        )
        .join('');
      return ok({
        list,
        row: {
          name: m.name,
          level: m.level,
          total_credit: fmt(m.total_credit),
          used_credit: fmt(m.used_credit),
          total_borrow: fmt(sums.borrowed),
          total_lend: fmt(sums.repaid),
        },
        pageNum: Math.max(1, Math.ceil(total / limit)),
        pageSize: limit,
        rowCount: total,
        table,
      });
    },
  );

  api.post(
    '/credit/borrow',
    {
      schema: { body: borrowBody, response: { 200: done } },
    },
    async (req) => {
      requireCreditOpen(db, req.lang);
      const body = req.body;
      const money = toCents(body.money) ?? 0;
      return commit(ctx, req, () => {
        const m = named(req, body.name);
        applyForLoan(ctx, req.lang, m, body.realname, money, body.days);
        return ok({}, tCredit(req.lang, 'borrowed'));
      });
    },
  );

  api.post(
    '/credit/lend',
    {
      schema: { body: lendBody, response: { 200: done } },
    },
    async (req) => {
      requireCreditOpen(db, req.lang);
      const body = req.body;
      const money = toCents(body.money) ?? -1;
      return commit(ctx, req, () => {
        const m = named(req, body.name);
        repayLoan(ctx, req.lang, m, body.realname, money);
        return ok({}, tCredit(req.lang, 'repaid'));
      });
    },
  );

  api.post(
    '/credit/check',
    {
      schema: { body: nameBody, response: { 200: answer({ data: money }) } },
    },
    async (req) => {
      requireCreditOpen(db, req.lang);
      const m = named(req, req.body.name);
      return ok({ data: fmt(m.used_credit) });
    },
  );

  api.get(
    '/credit/record',
    {
      schema: { querystring: recordQuery, response: { 200: recordAnswer } },
    },
    async (req) => {
      requireCreditOpen(db, req.lang);
      const me = signedIn(req);
      const { page: current, offset } = paging(req.query, 5);
      const { total, rows } = settledRecordsPage(db, me ? me.id : null, offset);
      const data = rows.map((r) => ({
        ...creditRecordView(r, me ? r.member_name : maskName(r.member_name), req.lang, now()),
        member: { id: r.member_id, name: me ? r.member_name : maskName(r.member_name), level: r.member_level },
        member_name: me ? r.member_name : maskName(r.member_name),
      }));
      return ok({ data: page(data, total, current, 5, '/api/credit/record') });
    },
  );
}
