import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import { requireMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { listGameRecords, recordQuerySchema } from '../../rules/gameRecords';
import { answer, open, openObject } from '../answers';

/** A page of bet records, its sums (0 or money strings), the suppliers and the game types. */
const recordsAnswer = answer({ data: open, statistic: openObject, apis: open, gametypes: open });

export function registerGameRecords(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  api.post('/game/record', { schema: { body: recordQuerySchema, response: { 200: recordsAnswer } } }, async (req) => {
    const m = requireMember(ctx, req);
    const q = req.body ?? {};
    return ok(listGameRecords(ctx, m.id, q, req.lang, `http://${req.headers.host ?? 'localhost'}/api/game/record`));
  });
}
