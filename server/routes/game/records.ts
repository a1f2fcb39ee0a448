import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/context';
import { requireMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { listGameRecords, recordQuerySchema, type RecordQuery } from '../../rules/gameRecords';

export function registerGameRecords(api: FastifyInstance, ctx: Ctx): void {
  api.post('/game/record', { schema: { body: recordQuerySchema } }, async (req) => {
    const m = requireMember(ctx, req);
    const q = (req.body ?? {}) as RecordQuery;
    return ok(listGameRecords(ctx, m.id, q, req.lang, `http://${req.headers.host ?? 'localhost'}/api/game/record`));
  });
}
