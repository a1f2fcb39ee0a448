import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import { requireMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { billPage } from '../../rules/bills';
import { fmt, toCents } from '../../lib/money';
import { ymdHis, ymdHisOrNull } from '../../lib/time';
import { paymentTypeText, rechargeStatusText } from '../../i18n/recharge';
import type { Lang } from '../../i18n/lang';
import { dateRangeSchema, openRange, Where } from '../../rules/filters';
import { answer, money, moneyOrZero, open, orNull, pageOf, row, text, whole } from '../answers';

type RechargeRow = {
  id: number;
  bill_no: string;
  member_id: number;
  name: string;
  lang: string;
  money: number;
  payment_type: string;
  account: string;
  payment_desc: string | null;
  payment_detail: string;
  payment_pic: string;
  status: number;
  before_money: number;
  after_money: number;
  fail_reason: string | null;
  hk_at: number | null;
  confirm_at: number | null;
  created_at: number;
  updated_at: number;
};

/** A page of deposits as rechargeOut writes them, and the sum of their money. */
const billsAnswer = answer({
  data: pageOf(
    row({
      id: whole,
      bill_no: text,
      member_id: whole,
      name: text,
      lang: text,
      money,
      payment_type: text,
      account: text,
      payment_desc: orNull(text),
      // the channel's details as stored when the deposit was made: which fields depends on the channel and the form
      payment_detail: open,
      payment_pic: text,
      status: whole,
      diff_money: money,
      before_money: money,
      after_money: money,
      score: money,
      fail_reason: orNull(text),
      hk_at: orNull(text),
      confirm_at: orNull(text),
      user_id: whole,
      created_at: text,
      updated_at: text,
      status_text: text,
      payment_type_text: text,
    }),
  ),
  statistic: row({ sum_money: moneyOrZero }),
});

export function rechargeOut(r: RechargeRow, lang: Lang) {
  let detail: unknown = {};
  try {
    detail = JSON.parse(r.payment_detail);
  } catch {
    detail = {};
  }
  return {
    id: r.id,
    bill_no: r.bill_no,
    member_id: r.member_id,
    name: r.name,
    lang: r.lang,
    money: fmt(r.money),
    payment_type: r.payment_type,
    account: r.account,
    payment_desc: r.payment_desc,
    payment_detail: detail,
    payment_pic: r.payment_pic,
    status: r.status,
    diff_money: '0.00',
    before_money: fmt(r.before_money),
    after_money: fmt(r.after_money),
    score: '0.00',
    fail_reason: r.fail_reason,
    hk_at: ymdHisOrNull(r.hk_at),
    confirm_at: ymdHisOrNull(r.confirm_at),
    user_id: 0,
    created_at: ymdHis(new Date(r.created_at)),
    updated_at: ymdHis(new Date(r.updated_at)),
    status_text: rechargeStatusText(r.status, lang),
    payment_type_text: paymentTypeText(r.payment_type, lang),
  };
}

const listBody = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  status: Type.Optional(Type.String({ maxLength: 2 })),
  payment_type: Type.Optional(Type.String({ maxLength: 40 })),
  money: Type.Optional(Type.String({ maxLength: 20 })),
  payment_desc: Type.Optional(Type.String({ maxLength: 100 })),
  hk_at: Type.Optional(dateRangeSchema),
  created_at: Type.Optional(dateRangeSchema),
});

export function registerRechargeList(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  api.post(
    '/recharge/list',
    {
      schema: { body: listBody, response: { 200: billsAnswer } },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const b = req.body ?? {};
      const w = new Where().add('member_id = ?', m.id).int('status', b.status);
      if (b.payment_type) w.add('payment_type LIKE ?', `%${b.payment_type}%`);
      const money = b.money === undefined || b.money === '' ? null : toCents(b.money);
      if (money !== null) w.add('money = ?', money);
      if (b.payment_desc) w.add('payment_desc LIKE ?', `%${b.payment_desc}%`);
      w.range('hk_at', openRange(b.hk_at, 'hk_at', req.lang));
      w.range('created_at', openRange(b.created_at, 'created_at', req.lang));
      return ok(
        billPage(ctx.db, 'recharges', w, b, `http://${req.headers.host}/api/recharge/list`, (r: RechargeRow) =>
          rechargeOut(r, req.lang),
        ),
      );
    },
  );
}
