import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../http/typeProvider';
import type { Ctx } from '../http/context';
import { requireMember } from '../http/auth';
import { commit } from '../http/idempotency';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { fmt, toCents } from '../lib/money';
import { ymdHis, ymdHisOrNull } from '../lib/time';
import { tDrawing, drawingStatusText } from '../i18n/drawing';
import { tCore } from '../i18n/core';
import type { Lang } from '../i18n/lang';
import { billPage } from '../rules/bills';
import { drawingPasswordOk, findCard, requestDrawing } from '../rules/drawingRequest';
import { dateRangeSchema, openRange, Where } from '../rules/filters';
import { answer, money, moneyOrZero, orNull, pageOf, row, text, whole } from './answers';

/** A withdrawal: the amount and the bank id arrive as strings (the validator makes them so); the rules read them. */
const drawingBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  money: Type.String({ maxLength: 20 }),
  account: Type.String({ minLength: 1, maxLength: 100 }),
  member_bank_id: Type.String({ maxLength: 12 }),
  member_remark: Type.Optional(Type.String({ maxLength: 200 })),
  member_bank_text: Type.Optional(Type.String({ maxLength: 200 })),
  qk_pwd: Type.Optional(Type.String({ maxLength: 64 })),
});
const listBody = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  created_at: Type.Optional(dateRangeSchema),
  status: Type.Optional(Type.String({ maxLength: 2 })),
});
type DrawingRow = {
  id: number;
  bill_no: string;
  member_id: number;
  name: string;
  money: number;
  account: string;
  before_money: number;
  after_money: number;
  counter_fee: number;
  fail_reason: string | null;
  member_bank_info: string;
  member_remark: string;
  confirm_at: number | null;
  status: number;
  created_at: number;
  updated_at: number;
};

function drawingOut(d: DrawingRow, lang: Lang) {
  return {
    id: d.id,
    bill_no: d.bill_no,
    member_id: d.member_id,
    name: d.name,
    money: fmt(d.money),
    account: d.account,
    before_money: fmt(d.before_money),
    after_money: fmt(d.after_money),
    score: '0.00',
    counter_fee: fmt(d.counter_fee),
    fail_reason: d.fail_reason,
    member_bank_info: d.member_bank_info,
    member_remark: d.member_remark,
    confirm_at: ymdHisOrNull(d.confirm_at),
    status: d.status,
    user_id: 0,
    status_text: drawingStatusText(d.status, lang),
    created_at: ymdHis(new Date(d.created_at)),
    updated_at: ymdHis(new Date(d.updated_at)),
  };
}

/** A page of withdrawals as drawingOut writes them, and the sum of their money. */
const billsAnswer = answer({
  data: pageOf(
    row({
      id: whole,
      bill_no: text,
      member_id: whole,
      name: text,
      money,
      account: text,
      before_money: money,
      after_money: money,
      score: money,
      counter_fee: money,
      fail_reason: orNull(text),
      member_bank_info: text,
      member_remark: text,
      confirm_at: orNull(text),
      status: whole,
      user_id: whole,
      status_text: text,
      created_at: text,
      updated_at: text,
    }),
  ),
  statistic: row({ sum_money: moneyOrZero }),
});

export function registerDrawing(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  api.post(
    '/drawing',
    {
      schema: { body: drawingBody, response: { 200: answer({ data: row({ id: whole }) }) } },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const b = req.body;
      const lang = req.lang;
      if (!b.qk_pwd) fail(422, tDrawing(lang, 'qkPwdRequired'));
      const cents = toCents(b.money);
      if (cents === null || cents < 0) fail(422, tCore(lang, 'fieldInvalid', { field: 'money' }));
      const bankId = Number(b.member_bank_id);
      const bank = Number.isInteger(bankId) ? findCard(ctx.db, bankId) : undefined;
      if (!bank) fail(422, tCore(lang, 'fieldInvalid', { field: 'member_bank_id' }));
      const drawing = {
        member: m,
        cents,
        account: b.account,
        card: bank,
        remark: b.member_remark,
        qkPwd: b.qk_pwd,
        lang,
      };
      const pwdOk = drawingPasswordOk(ctx.db, m.id, b.qk_pwd);
      return commit(ctx, req, () => {
        const id = requestDrawing(ctx.db, ctx.clock, drawing, pwdOk);
        return ok({ data: { id } }, tDrawing(lang, 'submitted'));
      });
    },
  );

  api.post(
    '/drawing/list',
    {
      schema: { body: listBody, response: { 200: billsAnswer } },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const b = req.body ?? {};
      const w = new Where()
        .add('member_id = ?', m.id)
        .range('created_at', openRange(b.created_at, 'created_at', req.lang))
        .int('status', b.status);
      return ok(
        billPage(ctx.db, 'drawings', w, b, `http://${req.headers.host}/api/drawing/list`, (r: DrawingRow) =>
          drawingOut(r, req.lang),
        ),
      );
    },
  );
}
