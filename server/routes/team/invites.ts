import { randomBytes } from 'node:crypto';
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
import { requireAgent } from './agent';
import { tTeam } from '../../i18n/team';

type InviteRow = {
  id: number;
  member_id: number;
  token: string;
  is_open: number;
  records_count: number;
  created_at: number;
  updated_at: number;
};

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

export function registerTeamInvites(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;
  const putRates = (inviteId: number, rates: Map<number, string>) => {
    const put = db.prepare('INSERT OR REPLACE INTO invite_rates (invite_id, game_type, rate) VALUES (?,?,?)');
    for (const [t, r] of rates) put.run(inviteId, t, r);
  };

  api.post(
    '/team/invite/create',
    {
      schema: { body: createBody },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const rates = checkRates(db, req.lang, me.id, req.body.rates, true);
      db.transaction(() => {
        const now = ctx.clock.now().getTime();
        const info = db
          .prepare('INSERT INTO agent_invites (member_id, token, created_at, updated_at) VALUES (?,?,?,?)')
          .run(me.id, randomBytes(16).toString('hex'), now, now);
        putRates(Number(info.lastInsertRowid), rates);
      })();
      return ok({}, tTeam(req.lang, 'inviteCreated'));
    },
  );

  api.post(
    '/team/invite/update',
    {
      schema: { body: updateBody },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const b = req.body;
      const invite = db.prepare('SELECT id FROM agent_invites WHERE id = ? AND member_id = ?').get(b.invite_id, me.id);
      if (!invite) fail(400, tTeam(req.lang, 'inviteMissing'));
      const rates = b.rates ? checkRates(db, req.lang, me.id, b.rates, false) : new Map<number, string>();
      db.transaction(() => {
        if (b.is_open !== undefined)
          db.prepare('UPDATE agent_invites SET is_open = ?, updated_at = ? WHERE id = ?').run(
            b.is_open,
            ctx.clock.now().getTime(),
            b.invite_id,
          );
        putRates(b.invite_id, rates);
      })();
      return ok({}, tTeam(req.lang, 'inviteUpdated'));
    },
  );

  api.get(
    '/team/invite/list',
    {
      schema: { querystring: listQuery },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const q = req.query;
      const { page: current, limit, offset } = paging(q);
      const total = (
        db.prepare('SELECT COUNT(*) AS n FROM agent_invites WHERE member_id = ?').get(me.id) as { n: number }
      ).n;
      const rows = db
        .prepare('SELECT * FROM agent_invites WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
        .all(me.id, limit, offset) as InviteRow[];
      const rateRows = db.prepare(
        'SELECT invite_id, game_type, rate FROM invite_rates WHERE invite_id = ? ORDER BY game_type',
      );
      const base = origin(req);
      const data = rows.map((r) => ({
        ...r,
        created_at: ymdHis(new Date(r.created_at)),
        updated_at: ymdHis(new Date(r.updated_at)),
        invite_rates: rateRows.all(r.id),
        pc_invite_url: `${base}/register?token=${r.token}`,
        wap_invite_url: `${base}/#/Register?token=${r.token}`,
      }));
      return ok({ data: page(data, total, current, q.limit ?? 10, '/api/team/invite/list') });
    },
  );
}
