import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/context';
import { requireMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { isoMicro } from '../../lib/time';
import { paymentTypeText } from '../../i18n/recharge';
import type { Lang } from '../../i18n/lang';
import { bankName, openPayments, type PaymentRow } from '../../rules/paymentChannels';
import { answer, list, openObject } from '../answers';

const USDT_TYPES: Record<string, string> = { omni: 'Omni', erc: 'ERC20', trc: 'TRC20' };

/** Payment model (no serializeDate: ISO dates); `params` only for company channels. */
export function paymentOut(ctx: Ctx, p: PaymentRow, lang: Lang, withParams: boolean) {
  const base = {
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
  if (!withParams) return base;
  const params = JSON.parse(p.params || '{}') as Record<string, string>;
  if (params.bank_type) params.bank_type_text = bankName(ctx.db, params.bank_type, lang);
  if (params.usdt_type) params.usdt_type_text = USDT_TYPES[params.usdt_type] ?? params.usdt_type;
  return { ...base, params, remark_code: randomInt(1000, 10000) };
}

/** The open channels as paymentOut writes them (a company channel with its params and a remark code). */
const channelsAnswer = answer({ data: list(openObject) });

export function registerPayments(api: FastifyInstance, ctx: Ctx): void {
  api.get('/payment/online/list', { schema: { response: { 200: channelsAnswer } } }, async (req) => {
    requireMember(ctx, req);
    return ok({ data: openPayments(ctx.db, req.lang, 'online_').map((p) => paymentOut(ctx, p, req.lang, false)) });
  });

  api.get('/payment/normal/list', { schema: { response: { 200: channelsAnswer } } }, async (req) => {
    requireMember(ctx, req);
    return ok({ data: openPayments(ctx.db, req.lang, 'company_').map((p) => paymentOut(ctx, p, req.lang, true)) });
  });
}
