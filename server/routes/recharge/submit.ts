import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import { requireMember } from '../../http/auth';
import { commit } from '../../http/idempotency';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { fmt, toCents } from '../../lib/money';
import { parseDate, ymdHis } from '../../lib/time';
import { tRecharge } from '../../i18n/recharge';
import { tCore } from '../../i18n/core';
import { billNo } from '../../rules/bills';
import { refuseOverDepositLimit } from '../../rules/playLimits';
import { checkChannel, companyChannelChanged, paymentById } from '../../rules/paymentChannels';
import { recordCompanyRecharge, recordOnlineRecharge } from '../../rules/rechargeRequests';
import { str } from '../bodyShapes';
import { answer, money, orNull, row, text, whole } from '../answers';

const paymentId = Type.String({ maxLength: 12 });
const onlineBody = Type.Object({
  payment_id: Type.Optional(paymentId),
  payment_type: Type.Optional(str(40)),
  money: Type.String({ maxLength: 20 }),
});
/** A company deposit: the remittance as the member made it, and the channel it was made to. */
const normalBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  money: Type.String({ maxLength: 20 }),
  account: Type.String({ minLength: 1, maxLength: 100 }),
  hk_at: str(32),
  payment_type: str(40),
  payment_id: paymentId,
  payment_account: str(200),
  payment_name: str(100),
  payment_bank_type: Type.Optional(str(40)),
  payment_pic: Type.Optional(str(500)),
  payment_desc: Type.Optional(str(200)),
  remark_code: Type.Optional(Type.String({ maxLength: 10 })),
});

/** The company deposit as booked. */
const normalAnswer = answer({
  data: row({
    name: text,
    money,
    account: text,
    hk_at: text,
    payment_type: text,
    payment_desc: orNull(text),
    payment_pic: text,
    bill_no: text,
    member_id: whole,
    payment_detail: text,
  }),
});

export function registerRechargeSubmit(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  api.post(
    '/recharge/online',
    {
      schema: { body: onlineBody, response: { 200: answer({ pay_url: text }) } },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const b = req.body;
      const cents = toCents(b.money);
      if (cents === null || cents <= 0) fail(422, tCore(req.lang, 'fieldInvalid', { field: 'money' }));
      const p = paymentById(ctx.db, b.payment_id);
      if (!p || !p.type.startsWith('online_') || (b.payment_type && b.payment_type !== p.type))
        fail(400, tRecharge(req.lang, 'invalid'));
      checkChannel(p, cents, req.lang);
      refuseOverDepositLimit(ctx, req.lang, m.id, cents);
      const now = ctx.clock.now().getTime();
      const bill = billNo('R', now);
      const detail = JSON.stringify({ payment_id: p.id, payment_account: p.account, payment_name: p.name });
      return commit(ctx, req, () => {
        recordOnlineRecharge(ctx.db, {
          bill,
          member: m,
          name: m.name,
          money: cents,
          payment: p,
          account: m.name,
          detail,
          hkAt: now,
          at: now,
        });
        return ok({ pay_url: `/sim/pay/${bill}?lang=${req.lang}` }, tRecharge(req.lang, 'onlineOk'));
      });
    },
  );

  api.post(
    '/recharge/normal',
    {
      schema: { body: normalBody, response: { 200: normalAnswer } },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const b = req.body;
      const lang = req.lang;
      if (!/^\d{1,10}$/.test(String(b.money).trim()) || Number(b.money) <= 0)
        fail(422, tRecharge(lang, 'moneyInteger'));
      const cents = Number(String(b.money).trim()) * 100;
      // The original front end sometimes sends a literal "yyyy-" year; the platform substitutes the current one.
      const hkText = b.hk_at.replace(/^yyyy-/i, `${ymdHis(ctx.clock.now()).slice(0, 4)}-`);
      const hk = parseDate(hkText);
      if (!hk) fail(422, tRecharge(lang, 'hkAtInvalid'));
      if (b.payment_pic && !/^(https?:\/\/[^\s]+|\/assets\/[A-Za-z0-9._-]+)$/.test(b.payment_pic))
        fail(422, tRecharge(lang, 'picInvalid'));
      const p = paymentById(ctx.db, b.payment_id);
      if (!p) fail(422, tRecharge(lang, 'invalid'));
      const isUsdt = p.type === 'company_usdt';
      if (companyChannelChanged(p, b)) fail(400, tRecharge(lang, 'changed'));
      checkChannel(p, cents, lang);
      refuseOverDepositLimit(ctx, lang, m.id, cents);
      const params = JSON.parse(p.params || '{}') as { usdt_rate?: string; usdt_type?: string };
      const detail: Record<string, unknown> = { payment_id: p.id, payment_account: p.account, payment_name: p.name };
      if (b.payment_bank_type) detail.payment_bank_type = b.payment_bank_type;
      if (b.remark_code !== undefined && b.remark_code !== '') detail.remark_code = String(b.remark_code);
      if (isUsdt) Object.assign(detail, { usdt_rate: params.usdt_rate, usdt_type: params.usdt_type });
      const now = ctx.clock.now().getTime();
      const bill = billNo('R', now);
      const paymentDetail = JSON.stringify(detail);
      return commit(ctx, req, () => {
        recordCompanyRecharge(ctx.db, {
          bill,
          member: m,
          name: b.name,
          money: cents,
          payment: p,
          account: b.account,
          desc: b.payment_desc,
          detail: paymentDetail,
          pic: b.payment_pic,
          hkAt: hk.getTime(),
          at: now,
        });
        return ok(
          {
            data: {
              name: b.name,
              money: fmt(cents),
              account: b.account,
              hk_at: ymdHis(hk),
              payment_type: p.type,
              payment_desc: b.payment_desc ?? null,
              payment_pic: b.payment_pic ?? '',
              bill_no: bill,
              member_id: m.id,
              payment_detail: paymentDetail,
            },
          },
          tRecharge(lang, 'normalOk'),
        );
      });
    },
  );
}
