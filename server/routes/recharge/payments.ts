import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/context';
import { typed } from '../../http/typeProvider';
import { requireMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { isoMicro } from '../../lib/time';
import { paymentTypeText } from '../../i18n/recharge';
import type { Lang } from '../../i18n/lang';
import { bankName, openPayments, type PaymentRow } from '../../rules/paymentChannels';
import { answer, list, mapOf, row, text, whole } from '../answers';

const USDT_TYPES: Record<string, string> = { omni: 'Omni', erc: 'ERC20', trc: 'TRC20' };

/** Payment model (no serializeDate: ISO dates). */
export function paymentOut(p: PaymentRow, lang: Lang) {
  return {
    id: p.id,
    account: p.account,
    name: p.name,
    desc: p.desc,
    type: p.type,
    qrcode: p.qrcode,
    memo: p.memo,
    rate: p.rate,
    min: p.min,
    max: p.max,
    is_open: p.is_open,
    lang: p.lang,
    created_at: isoMicro(new Date(p.created_at)),
    updated_at: isoMicro(new Date(p.updated_at)),
    type_text: paymentTypeText(p.type, lang),
  };
}

/** A company channel: the payment model with its params and a remark code for the member's transfer. */
export function companyPaymentOut(ctx: Ctx, p: PaymentRow, lang: Lang) {
  const params = JSON.parse(p.params || '{}') as Record<string, string>;
  if (params.bank_type) params.bank_type_text = bankName(ctx.db, params.bank_type, lang);
  if (params.usdt_type) params.usdt_type_text = USDT_TYPES[params.usdt_type] ?? params.usdt_type;
  return { ...paymentOut(p, lang), params, remark_code: randomInt(1000, 10000) };
}

/** A channel as paymentOut writes it; a company channel adds its params (texts by name) and a remark code. */
const channelFields = {
  id: whole,
  account: text,
  name: text,
  desc: text,
  type: text,
  qrcode: text,
  memo: text,
  rate: text,
  min: whole,
  max: whole,
  is_open: whole,
  lang: text,
  created_at: text,
  updated_at: text,
  type_text: text,
};
const onlineAnswer = answer({ data: list(row(channelFields)) });
const companyAnswer = answer({
  data: list(row({ ...channelFields, params: mapOf(text), remark_code: whole })),
});

export function registerPayments(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  api.get('/payment/online/list', { schema: { response: { 200: onlineAnswer } } }, async (req) => {
    requireMember(ctx, req);
    return ok({ data: openPayments(ctx.db, req.lang, 'online_').map((p) => paymentOut(p, req.lang)) });
  });

  api.get('/payment/normal/list', { schema: { response: { 200: companyAnswer } } }, async (req) => {
    requireMember(ctx, req);
    return ok({ data: openPayments(ctx.db, req.lang, 'company_').map((p) => companyPaymentOut(ctx, p, req.lang)) });
  });
}
