/*
 * Red packet. Shapes the real platform's documents leave open:
 *   POST activity/redbag {times?} → {data:{money:"5.21", remain:<draws left today>}}; `times` is accepted and ignored
 *   POST redbag/log {page?, limit?} → {data: Page<{id, money, created_at}>}
 *   GET  redbag/desc → {data:{desc:<HTML>, times, used, remain, today_recharge, today_bet, setting:{recharge, bet}, size:{min, max}}}
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { pageOnly } from '../bodyShapes';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import { requireMember } from '../../http/auth';
import { commit } from '../../http/idempotency';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { fmt } from '../../lib/money';
import { ymdHis } from '../../lib/time';
import { getConfig } from '../../rules/configs';
import { grabRedbag, REDBAG_HISTORY, redbagSize, redbagTimes } from '../../rules/redbag';
import { tBonus } from '../../i18n/bonus';
import { ownRowsPage } from '../../rules/ownRows';
import { answer, list, money, num, pageOf, row, text, whole } from '../answers';

/** `times` is accepted as the platform accepts it; each call grabs once. */
const grabBody = Type.Object({ times: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })) });

/** The configured tiers: [threshold in yuan, draws] for deposits and for valid bets. */
const tiers = list(list(num));
/** Today's draws and what earned them, the tiers as configured, and a packet's size range. */
const descAnswer = answer({
  data: row({
    desc: text,
    times: whole,
    used: whole,
    remain: whole,
    today_recharge: money,
    today_bet: money,
    setting: row({ recharge: tiers, bet: tiers }),
    size: row({ min: money, max: money }),
  }),
});

export function registerRedbag(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;

  api.post(
    '/activity/redbag',
    {
      schema: { body: grabBody, response: { 200: answer({ data: row({ money, remain: whole }) }) } },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      if (getConfig(db, 'is_redbag_open') !== '1') fail(400, tBonus(req.lang, 'closed'));
      return commit(ctx, req, () => {
        const { money, remain } = grabRedbag(db, ctx.clock, m.id, req.lang);
        return ok({ data: { money: fmt(money), remain } }, tBonus(req.lang, 'redbag', { money: fmt(money) }));
      });
    },
  );

  api.post(
    '/redbag/log',
    {
      schema: {
        body: pageOnly,
        response: { 200: answer({ data: pageOf(row({ id: whole, money, created_at: text })) }) },
      },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const q = { ...REDBAG_HISTORY, path: '/api/redbag/log' };
      return ok({
        data: ownRowsPage(db, m.id, req.body, q, (r: { id: number; money: number; created_at: number }) => ({
          id: r.id,
          money: fmt(r.money),
          created_at: ymdHis(new Date(r.created_at)),
        })),
      });
    },
  );

  api.get('/redbag/desc', { schema: { response: { 200: descAnswer } } }, async (req) => {
    const m = requireMember(ctx, req);
    const t = redbagTimes(db, ctx.clock, m.id);
    const size = redbagSize(db);
    return ok({
      data: {
        desc: getConfig(db, 'redbag_desc', req.lang),
        times: t.times,
        used: t.used,
        remain: t.remain,
        today_recharge: fmt(t.recharge),
        today_bet: fmt(t.bet),
        setting: t.setting,
        size: { min: fmt(size.min), max: fmt(size.max) },
      },
    });
  });
}
