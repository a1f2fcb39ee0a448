import type { FastifyInstance } from 'fastify';
import { typed } from '../http/typeProvider';
import type { Ctx } from '../http/context';
import { ok } from '../http/envelope';
import { ymdHis } from '../lib/time';
import { currentIssue, lotteriesIn, type LotteryRow } from '../rules/lotteries';
import { int, obj, str } from './bodyShapes';
import { origin } from '../http/origin';
import { answer, list, row, text, whole } from './answers';

/** The lotteries with their current issue, and this origin as the place to play them. */
const lotteriesAnswer = answer({
  data: list(row({ id: whole, name: text, code: text, game_code: text, issue: text, next_draw_at: text, icon: text })),
  url: text,
});

/**
 * GET /lottery/hot and lottery/list. The platform relays an external provider ("JZ"); this server has
 * none, so it answers its own local lotteries in a small, stable shape, with `url` this same origin.
 */
export function registerLottery(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const view = (r: LotteryRow) => {
    const { issue, nextDrawAt } = currentIssue(ctx.clock.now().getTime(), r.interval_s);
    return {
      id: r.id,
      name: r.name,
      code: 'JZ',
      game_code: r.game_code,
      issue,
      next_draw_at: ymdHis(new Date(nextDrawAt)),
      icon: r.icon,
    };
  };

  api.get(
    '/lottery/hot',
    { schema: { querystring: obj({ count: int(1, 50), lang: str(8) }), response: { 200: lotteriesAnswer } } },
    async (req) => {
      const count = req.query.count ?? 5;
      const rows = lotteriesIn(ctx.db, req.lang, { count });
      return ok({ data: rows.map(view), url: origin(req) });
    },
  );

  api.get(
    '/lottery/list',
    { schema: { querystring: obj({ lang: str(8) }), response: { 200: lotteriesAnswer } } },
    async (req) => {
      const rows = lotteriesIn(ctx.db, req.lang);
      return ok({ data: rows.map(view), url: origin(req) });
    },
  );
}
