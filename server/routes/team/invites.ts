import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../../http/typeProvider';
import { intIn } from '../bodyShapes';
import type { Ctx } from '../../http/context';
import { ok } from '../../http/envelope';
import { origin } from '../../http/origin';
import { fail } from '../../lib/errors';
import { page, paging } from '../../lib/paging';
import { ymdHis } from '../../lib/time';
import { checkRates, RATES_SCHEMA } from '../../rules/team';
import { createInvite, invitesPage, isOwnInvite, updateInvite } from '../../rules/teamInvites';
import { requireAgent } from './agent';
import { tTeam } from '../../i18n/team';
import { answer, done, list, pageOf, row, text, whole } from '../answers';

/** invite/create, invite/update, invite/list. Tokens are random (the platform's md5(id+time) is guessable). */
const createBody = Type.Object({ rates: RATES_SCHEMA });
const updateBody = Type.Object({
  invite_id: Type.Integer({ minimum: 1 }),
  is_open: Type.Optional(intIn([0, 1])),
  rates: Type.Optional(RATES_SCHEMA),
});
const listQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

/** A page of the agent's invitations, each with its rates and its links. */
const listAnswer = answer({
  data: pageOf(
    row({
      id: whole,
      member_id: whole,
      token: text,
      is_open: whole,
      records_count: whole,
      created_at: text,
      updated_at: text,
      invite_rates: list(row({ invite_id: whole, game_type: whole, rate: text })),
      pc_invite_url: text,
      wap_invite_url: text,
    }),
  ),
});

export function registerTeamInvites(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;

  api.post(
    '/team/invite/create',
    {
      schema: { body: createBody, response: { 200: done } },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const rates = checkRates(db, req.lang, me.id, req.body.rates, true);
      createInvite(db, ctx.clock, me.id, rates);
      return ok({}, tTeam(req.lang, 'inviteCreated'));
    },
  );

  api.post(
    '/team/invite/update',
    {
      schema: { body: updateBody, response: { 200: done } },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const b = req.body;
      if (!isOwnInvite(db, me.id, b.invite_id)) fail(400, tTeam(req.lang, 'inviteMissing'));
      const rates = b.rates ? checkRates(db, req.lang, me.id, b.rates, false) : new Map<number, string>();
      updateInvite(db, ctx.clock, b.invite_id, b.is_open, rates);
      return ok({}, tTeam(req.lang, 'inviteUpdated'));
    },
  );

  api.get(
    '/team/invite/list',
    {
      schema: { querystring: listQuery, response: { 200: listAnswer } },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const q = req.query;
      const { page: current, limit, offset } = paging(q);
      const { total, rows } = invitesPage(db, me.id, limit, offset);
      const base = origin(req);
      const data = rows.map(({ row: r, rates }) => ({
        ...r,
        created_at: ymdHis(new Date(r.created_at)),
        updated_at: ymdHis(new Date(r.updated_at)),
        invite_rates: rates,
        pc_invite_url: `${base}/register?token=${r.token}`,
        wap_invite_url: `${base}/#/Register?token=${r.token}`,
      }));
      return ok({ data: page(data, total, current, q.limit ?? 10, '/api/team/invite/list') });
    },
  );
}
