import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import { requireMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { listGameRecords, recordQuerySchema } from '../../rules/gameRecords';
import { gameRecordsAnswer } from '../recordAnswers';

export function registerGameRecords(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  api.post(
    '/game/record',
    { schema: { body: recordQuerySchema, response: { 200: gameRecordsAnswer } } },
    async (req) => {
      const m = requireMember(ctx, req);
      const q = req.body ?? {};
      return ok(listGameRecords(ctx, m.id, q, req.lang, `http://${req.headers.host ?? 'localhost'}/api/game/record`));
    },
  );
}
