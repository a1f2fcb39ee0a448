import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Ctx, Req } from '../../http/context';
import { typed } from '../../http/typeProvider';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { isDirectChild } from '../../rules/team';
import { requireAgent } from './agent';
import { listMoneylog, moneylogQuerySchema } from '../../rules/moneylog';
import { listGameRecords, recordQuerySchema } from '../../rules/gameRecords';
import { tTeam } from '../../i18n/team';
import { dateRangeSchema } from '../../rules/filters';
import { gameRecordsAnswer, moneylogAnswer } from '../recordAnswers';

const memberId = Type.Integer({ minimum: 1 });
/** A member's money-log query plus the downline's `member_id`; the period is required here. */
const teamMoneylogBody = Type.Object({
  ...moneylogQuerySchema.properties,
  created_at: dateRangeSchema,
  member_id: memberId,
});
// A missing member is named before a missing period, as the platform does.
(teamMoneylogBody as { required: string[] }).required = ['member_id', 'created_at'];
/** A member's bet-record query plus the downline's `member_id`. */
const teamRecordBody = Type.Object({ ...recordQuerySchema.properties, member_id: memberId });

/** moneylog and gamerecord of a direct downline member: the member's own /moneylog and /game/record answers. */
export function registerTeamRecords(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const downline = (req: Req & { body: { member_id: number } }) => {
    const memberId = req.body.member_id;
    const me = requireAgent(ctx, req);
    if (!isDirectChild(ctx.db, me.id, memberId)) fail(400, tTeam(req.lang, 'notChild'));
    return memberId;
  };

  api.post('/team/moneylog', { schema: { body: teamMoneylogBody, response: { 200: moneylogAnswer } } }, async (req) =>
    ok(listMoneylog(ctx, downline(req), req.body, req.lang, '/api/team/moneylog')),
  );

  api.post(
    '/team/gamerecord',
    { schema: { body: teamRecordBody, response: { 200: gameRecordsAnswer } } },
    async (req) => ok(listGameRecords(ctx, downline(req), req.body, req.lang, '/api/team/gamerecord')),
  );
}
