import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import { ok } from '../../http/envelope';
import { commit } from '../../http/idempotency';
import { fail } from '../../lib/errors';
import { page, paging } from '../../lib/paging';
import { fmt } from '../../lib/money';
import { ymdHis } from '../../lib/time';
import { hashSecret } from '../../rules/password';
import { gameTypeMap } from '../../rules/gameTypes';
import { checkRates, isDirectChild, rateList, ratesOf, sysLow, RATES_SCHEMA, TEAM_CTE } from '../../rules/team';
import { requireAgent } from './agent';
import { today } from '../../lib/platformDay';
import { tTeam } from '../../i18n/team';

type ChildRow = {
  id: number;
  name: string;
  nickname: string | null;
  realname: string | null;
  money: number;
  fs_money: number;
  ml_money: number;
  status: number;
  is_demo: number;
  lang: string;
  top_id: number;
  agent_id: number;
  level: number;
  invite_code: string;
  created_at: number;
  updated_at: number;
};

const d = (ms: number) => ymdHis(new Date(ms));

/** childlist, add, childrates, fdinfo. */
const childListBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 32 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
const addBody = Type.Object({
  name: Type.String({ minLength: 6, maxLength: 8 }),
  password: Type.String({ minLength: 6, maxLength: 32 }),
  password_confirmation: Type.String({ maxLength: 32 }),
  rates: RATES_SCHEMA,
});
const childRatesBody = Type.Object({ child_member_id: Type.Integer({ minimum: 1 }), rates: RATES_SCHEMA });
const fdInfoQuery = Type.Object({ child_member_id: Type.Optional(Type.Integer({ minimum: 1 })) });

export function registerTeamMembers(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;

  api.post(
    '/team/childlist',
    {
      schema: { body: childListBody },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const body = req.body ?? {};
      const { page: current, limit, offset } = paging(body);
      const filter = body.name ? ' AND name LIKE ?' : '';
      const args: unknown[] = body.name ? [me.id, `%${body.name}%`] : [me.id];
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM members WHERE top_id = ?${filter}`).get(...args) as { n: number }
      ).n;
      const rows = db
        .prepare(
          `SELECT id, name, nickname, realname, money, fs_money, ml_money, status, is_demo, lang, top_id, agent_id, level, invite_code,
      created_at, updated_at FROM members WHERE top_id = ?${filter} ORDER BY id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, limit, offset) as ChildRow[];
      const lastLogin = db.prepare(
        'SELECT id, member_id, ip, created_at FROM login_logs WHERE member_id = ? ORDER BY id DESC LIMIT 1',
      );
      const children = db.prepare('SELECT COUNT(*) AS n, SUM(money) AS s FROM members WHERE top_id = ?');
      const data = rows.map((r) => {
        const log = lastLogin.get(r.id) as
          { id: number; member_id: number; ip: string; created_at: number } | undefined;
        const kids = children.get(r.id) as { n: number; s: number | null };
        return {
          ...r,
          money: fmt(r.money),
          fs_money: fmt(r.fs_money),
          ml_money: fmt(r.ml_money),
          created_at: d(r.created_at),
          updated_at: d(r.updated_at),
          agentfdrates: [...ratesOf(db, r.id)].map(([game_type, rate]) => ({ member_id: r.id, game_type, rate })),
          last_login_log: log ? { ...log, created_at: d(log.created_at) } : null,
          agentchild_count: kids.n,
          agent_child_sum: kids.s === null ? null : fmt(kids.s),
        };
      });
      const teamTotal = (db.prepare(`${TEAM_CTE} SELECT COUNT(*) AS n FROM team`).get(me.id) as { n: number }).n;
      const direct = (db.prepare('SELECT COUNT(*) AS n FROM members WHERE top_id = ?').get(me.id) as { n: number }).n;
      const newToday = (
        db
          .prepare(
            `${TEAM_CTE} SELECT COUNT(*) AS n FROM members WHERE id IN (SELECT id FROM team) AND created_at >= ?`,
          )
          .get(me.id, today(ctx.clock).start) as { n: number }
      ).n;
      return ok({
        data: page(data, total, current, body.limit ?? 10, '/api/team/childlist'),
        game_type: gameTypeMap(req.lang),
        sum: { team_total_count: teamTotal, team_direct_count: direct, today_new_count: newToday },
      });
    },
  );

  api.post(
    '/team/add',
    {
      schema: { body: addBody },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const b = req.body;
      if (!/^[a-z][a-z0-9]*$/.test(b.name)) fail(422, tTeam(req.lang, 'nameRule'));
      if (b.password !== b.password_confirmation) fail(422, tTeam(req.lang, 'pwdMismatch'));
      const rates = checkRates(db, req.lang, me.id, b.rates, true);
      const hash = hashSecret(b.password);
      return commit(ctx, req, () => {
        if (db.prepare('SELECT 1 FROM members WHERE name = ?').get(b.name)) fail(400, tTeam(req.lang, 'nameTaken'));
        const now = ctx.clock.now().getTime();
        const info = db
          .prepare(
            `INSERT INTO members (name, password_hash, top_id, lang, register_site, created_at, updated_at)
        VALUES (?,?,?,?,?,?,?)`,
          )
          .run(b.name, hash, me.id, me.lang, 'agent', now, now);
        const id = Number(info.lastInsertRowid);
        db.prepare('UPDATE members SET invite_code = ? WHERE id = ?').run(`INV${1000 + id}`, id);
        const put = db.prepare('INSERT INTO agent_fd_rates (member_id, game_type, rate) VALUES (?,?,?)');
        for (const [t, r] of rates) put.run(id, t, r);
        return ok({}, tTeam(req.lang, 'added'));
      });
    },
  );

  api.post(
    '/team/childrates',
    {
      schema: { body: childRatesBody },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const b = req.body;
      if (!isDirectChild(db, me.id, b.child_member_id)) fail(400, tTeam(req.lang, 'notChild'));
      const rates = checkRates(db, req.lang, me.id, b.rates, false);
      db.transaction(() => {
        const put = db.prepare('INSERT OR REPLACE INTO agent_fd_rates (member_id, game_type, rate) VALUES (?,?,?)');
        for (const [t, r] of rates) put.run(b.child_member_id, t, r);
      })();
      return ok({}, tTeam(req.lang, 'ratesSaved'));
    },
  );

  api.get(
    '/team/fdinfo',
    {
      schema: { querystring: fdInfoQuery },
    },
    async (req) => {
      // Demo sessions may call this (docs/platform-api.md#demo-and-disabled-accounts); they are never agents, so they are refused below.
      const me = requireAgent(ctx, req, true);
      const childId = req.query.child_member_id;
      const data: Record<string, unknown> = {
        agent_rates: rateList(req.lang, ratesOf(db, me.id)),
        sys_low: rateList(req.lang, sysLow(db)),
      };
      if (childId) {
        if (!isDirectChild(db, me.id, childId)) fail(400, tTeam(req.lang, 'notChild'));
        data.child_member_rate = rateList(req.lang, ratesOf(db, childId));
      }
      return ok({ data });
    },
  );
}
