import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../http/typeProvider';
import type { Ctx, Req } from '../http/context';
import { optionalMember } from '../http/auth';
import { commit } from '../http/idempotency';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { page, paging } from '../lib/paging';
import { fmt, toCents } from '../lib/money';
import { move } from '../rules/ledger';
import { getConfig } from '../rules/configs';
import { tCredit } from '../i18n/credit';
import { textsOf } from '../i18n/lang';
import { creditMember, creditRecordView, maskName, requireCreditOpen, type CreditRecordRow } from '../rules/credit';
import { escapeHtml } from '../lib/html';

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

export function registerCredit(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;
  const now = () => ctx.clock.now().getTime();
  const signedIn = (req: Req) => (req.headers.authorization ? optionalMember(ctx, req) : null);
  const named = (req: Req, name: string) => creditMember(db, req.lang, name, () => signedIn(req));

  api.get('/credit/rule', async (req) => {
    requireCreditOpen(db, req.lang);
    const keys = ['credit_detail', 'credit_rule', 'credit_xize', 'credit_borrow', 'credit_lend'] as const;
    return ok({ data: Object.fromEntries(keys.map((k) => [k, getConfig(db, k, req.lang)])) });
  });

  api.post(
    '/credit/search',
    {
      schema: { body: searchBody },
    },
    async (req) => {
      requireCreditOpen(db, req.lang);
      const body = req.body;
      const m = named(req, body.name);
      const { limit, offset } = paging(body, 5);
      const total = (
        db.prepare('SELECT COUNT(*) AS n FROM credit_records WHERE member_id = ?').get(m.id) as { n: number }
      ).n;
      const rows = db
        .prepare('SELECT * FROM credit_records WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
        .all(m.id, limit, offset) as CreditRecordRow[];
      const list = rows.map((r) => creditRecordView(r, m.name, req.lang, now()));
      const sums = db
        .prepare(
          `SELECT COALESCE(SUM(CASE WHEN type = 'borrow' AND status = 2 THEN money END), 0) AS b,
      COALESCE(SUM(CASE WHEN status = 4 THEN money END), 0) AS l FROM credit_records WHERE member_id = ?`,
        )
        .get(m.id) as { b: number; l: number };
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
          total_borrow: fmt(sums.b),
          total_lend: fmt(sums.l),
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
      schema: { body: borrowBody },
    },
    async (req) => {
      requireCreditOpen(db, req.lang);
      const body = req.body;
      const money = toCents(body.money) ?? 0;
      return commit(ctx, req, () => {
        const m = named(req, body.name);
        if (m.realname && m.realname !== body.realname.trim()) fail(400, tCredit(req.lang, 'wrongInfo'));
        if (m.used_credit > 0) fail(400, tCredit(req.lang, 'outstanding'));
        // A second application while one awaits review could be approved twice beyond the limit.
        const pending = db
          .prepare("SELECT id FROM credit_records WHERE member_id = ? AND type = 'borrow' AND status = 1")
          .get(m.id);
        if (pending) fail(400, tCredit(req.lang, 'pending'));
        if (money <= 0) fail(400, tCredit(req.lang, 'amountInvalid'));
        if (money > m.total_credit) fail(400, tCredit(req.lang, 'maxBorrow', { money: fmt(m.total_credit) }));
        db.prepare(
          "INSERT INTO credit_records (member_id, money, type, borrow_day, status, created_at, updated_at) VALUES (?,?,'borrow',?,1,?,?)",
        ).run(m.id, money, body.days, now(), now());
        return ok({}, tCredit(req.lang, 'borrowed'));
      });
    },
  );

  api.post(
    '/credit/lend',
    {
      schema: { body: lendBody },
    },
    async (req) => {
      requireCreditOpen(db, req.lang);
      const body = req.body;
      const money = toCents(body.money) ?? -1;
      return commit(ctx, req, () => {
        const m = named(req, body.name);
        // The real platform ignores realname here; repaying debits the wallet, so it must match.
        if (m.realname && m.realname !== body.realname.trim()) fail(400, tCredit(req.lang, 'wrongInfo'));
        if (m.used_credit <= 0) fail(400, tCredit(req.lang, 'nothingOwed'));
        if (money !== m.used_credit) fail(400, tCredit(req.lang, 'repayAll'));
        if (m.money < m.used_credit) fail(400, tCredit(req.lang, 'repayShort'));
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
        if (loan)
          db.prepare('UPDATE credit_records SET is_return = 1, updated_at = ? WHERE id = ?').run(now(), loan.id);
        const base = {
          memberId: m.id,
          operateType: 24,
          description: textsOf(tCredit, 'logLend'),
          modelName: 'CreditPayRecord',
          modelId: Number(info.lastInsertRowid),
        };
        move(db, ctx.clock, {
          ...base,
          wallet: 'money',
          delta: -money,
          insufficientMessage: tCredit(req.lang, 'repayShort'),
        });
        move(db, ctx.clock, { ...base, wallet: 'used_credit', delta: -money });
        return ok({}, tCredit(req.lang, 'repaid'));
      });
    },
  );

  api.post(
    '/credit/check',
    {
      schema: { body: nameBody },
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
      schema: { querystring: recordQuery },
    },
    async (req) => {
      requireCreditOpen(db, req.lang);
      const me = signedIn(req);
      const { page: current, offset } = paging(req.query, 5);
      const where = `WHERE c.status IN (2, 4)${me ? ' AND c.member_id = ?' : ''}`;
      const args = me ? [me.id] : [];
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM credit_records c ${where}`).get(...args) as { n: number }).n;
      const rows = db
        .prepare(
          `SELECT c.*, m.name AS member_name, m.level AS member_level FROM credit_records c JOIN members m ON m.id = c.member_id
      ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT 5 OFFSET ?`,
        )
        .all(...args, offset) as Array<CreditRecordRow & { member_name: string; member_level: number }>;
      const data = rows.map((r) => ({
        ...creditRecordView(r, me ? r.member_name : maskName(r.member_name), req.lang, now()),
        member: { id: r.member_id, name: me ? r.member_name : maskName(r.member_name), level: r.member_level },
        member_name: me ? r.member_name : maskName(r.member_name),
      }));
      return ok({ data: page(data, total, current, 5, '/api/credit/record') });
    },
  );
}
