import type { FastifyInstance } from 'fastify';
import { typed } from '../http/typeProvider';
import type { Ctx } from '../http/context';
import { requireMember } from '../http/auth';
import { ok } from '../http/envelope';
import { OPERATE_TYPES, moneyTypeText, operateTypeText } from '../i18n/moneylog';
import { listMoneylog, moneylogQuerySchema } from '../rules/moneylog';
import { answer, mapOf, row, text } from './answers';
import { moneylogAnswer, walletNames } from './recordAnswers';

/** Every money-log kind by its key, and the wallets' names. */
const typesAnswer = answer({ data: row({ operate_type: mapOf(text), money_type: walletNames }) });

export function registerMoneylog(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  api.post('/moneylog', { schema: { body: moneylogQuerySchema, response: { 200: moneylogAnswer } } }, async (req) => {
    const m = requireMember(ctx, req);
    return ok(listMoneylog(ctx, m.id, req.body ?? {}, req.lang, `http://${req.headers.host}/api/moneylog`));
  });

  api.get('/moneylog/type', { schema: { response: { 200: typesAnswer } } }, async (req) => {
    const operate = Object.fromEntries(
      Object.keys(OPERATE_TYPES).map((k) => [k, operateTypeText(Number(k), req.lang)]),
    );
    return ok({
      data: {
        operate_type: operate,
        money_type: { money: moneyTypeText('money', req.lang), fs_money: moneyTypeText('fs_money', req.lang) },
      },
    });
  });
}
