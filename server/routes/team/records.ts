import type { FastifyInstance } from 'fastify';
import type { Ctx, Req } from '../../http/context';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { isDirectChild } from '../../rules/team';
import { requireAgent } from './agent';
import { listMoneylog, moneylogQuerySchema, type MoneylogQuery } from '../../rules/moneylog';
import { listGameRecords, recordQuerySchema, type RecordQuery } from '../../rules/gameRecords';
import { tTeam } from '../../i18n/team';

/** A member's query schema plus the downline's `member_id`. */
const withMemberId = (schema: { properties: object }, required: string[]) => ({
  ...schema,
  required: ['member_id', ...required],
  properties: { ...schema.properties, member_id: { type: 'integer', minimum: 1 } },
});

/** moneylog and gamerecord of a direct downline member: the member's own /moneylog and /game/record answers. */
export function registerTeamRecords(api: FastifyInstance, ctx: Ctx): void {
  const downline = (req: Req) => {
    const memberId = (req.body as { member_id: number }).member_id;
    const me = requireAgent(ctx, req);
    if (!isDirectChild(ctx.db, me.id, memberId)) fail(400, tTeam(req.lang, 'notChild'));
    return memberId;
  };

  api.post('/team/moneylog', { schema: { body: withMemberId(moneylogQuerySchema, ['created_at']) } }, async (req) =>
    ok(listMoneylog(ctx, downline(req), req.body as MoneylogQuery, req.lang, '/api/team/moneylog')),
  );

  api.post('/team/gamerecord', { schema: { body: withMemberId(recordQuerySchema, []) } }, async (req) =>
    ok(listGameRecords(ctx, downline(req), req.body as RecordQuery, req.lang, '/api/team/gamerecord')),
  );
}
