import type { FastifyInstance } from 'fastify';
import { typed } from '../http/typeProvider';
import type { Ctx } from '../http/context';
import { ok } from '../http/envelope';
import { ymdHis } from '../lib/time';
import { dayOf } from '../lib/platformDay';
import { int, obj, str } from './bodyShapes';
import { origin } from '../http/origin';

type LotteryRow = { id: number; game_code: string; name: string; icon: string; interval_s: number };

/** The current issue of a lottery drawn every `intervalS` seconds from midnight (UTC+8): "20261122-0042". */
export function currentIssue(nowMs: number, intervalS: number): { issue: string; nextDrawAt: number } {
  const { day, start } = dayOf(nowMs);
  const seq = Math.floor((nowMs - start) / (intervalS * 1000)) + 1;
  const nextDrawAt = start + seq * intervalS * 1000;
  return { issue: `${day.replace(/-/g, '')}-${String(seq).padStart(4, '0')}`, nextDrawAt };
}

/**
 * GET /lottery/hot and lottery/list. The platform relays an external provider ("JZ"); this server has
 * none, so it answers its own local lotteries in a small, stable shape, with `url` this same origin.
 */
export function registerLottery(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const db = ctx.db;
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

  api.get('/lottery/hot', { schema: { querystring: obj({ count: int(1, 50), lang: str(8) }) } }, async (req) => {
    const count = req.query.count ?? 5;
    const rows = db
      .prepare(
        'SELECT id, game_code, name, icon, interval_s FROM lotteries WHERE lang = ? AND is_hot = 1 ORDER BY weight DESC, id LIMIT ?',
      )
      .all(req.lang, count) as LotteryRow[];
    return ok({ data: rows.map(view), url: origin(req) });
  });

  api.get('/lottery/list', { schema: { querystring: obj({ lang: str(8) }) } }, async (req) => {
    const rows = db
      .prepare('SELECT id, game_code, name, icon, interval_s FROM lotteries WHERE lang = ? ORDER BY weight DESC, id')
      .all(req.lang) as LotteryRow[];
    return ok({ data: rows.map(view), url: origin(req) });
  });
}
