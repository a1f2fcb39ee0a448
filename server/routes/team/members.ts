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
import { checkRates, isDirectChild, rateList, ratesOf, sysLow, RATES_SCHEMA } from '../../rules/team';
import { addChild, childrenPage, setChildRates, teamCounts } from '../../rules/teamMembers';
import { nameTaken } from '../../rules/signUp';
import { requireAgent } from './agent';
import { tTeam } from '../../i18n/team';
import { answer, done, list, mapOf, money, orNull, pageOf, row, text, whole } from '../answers';

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

/** A direct downline member as the list writes them: their rates, last sign-in and own direct downline. */
const child = row({
  id: whole,
  name: text,
  nickname: orNull(text),
  realname: orNull(text),
  money,
  fs_money: money,
  ml_money: money,
  status: whole,
  is_demo: whole,
  lang: text,
  top_id: whole,
  agent_id: whole,
  level: whole,
  invite_code: text,
  created_at: text,
  updated_at: text,
  agentfdrates: list(row({ member_id: whole, game_type: whole, rate: text })),
  last_login_log: orNull(row({ id: whole, member_id: whole, ip: text, created_at: text })),
  agentchild_count: whole,
  agent_child_sum: orNull(money),
});
/** A list of rates by game type (rateList). */
const rateRows = list(row({ game_type: whole, rate: text, game_type_text: text }));
/** A page of the direct downline, the game types, and the team's counts. */
const childrenAnswer = answer({
  data: pageOf(child),
  game_type: mapOf(text),
  sum: row({ team_total_count: whole, team_direct_count: whole, today_new_count: whole }),
});

/** The agent's rates and the system's lowest, and the child's when one is named. */
const fdInfoAnswer = answer({
  data: row({ agent_rates: rateRows, sys_low: rateRows, child_member_rate: Type.Optional(rateRows) }),
});

export function registerTeamMembers(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;

  api.post(
    '/team/childlist',
    {
      schema: { body: childListBody, response: { 200: childrenAnswer } },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const body = req.body ?? {};
      const { page: current, limit, offset } = paging(body);
      const { total, rows } = childrenPage(db, me.id, body.name, limit, offset);
      const data = rows.map(({ row: r, lastLogin: log, kids }) => {
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
      return ok({
        data: page(data, total, current, body.limit ?? 10, '/api/team/childlist'),
        game_type: gameTypeMap(req.lang),
        sum: teamCounts(db, ctx.clock, me.id),
      });
    },
  );

  api.post(
    '/team/add',
    {
      schema: { body: addBody, response: { 200: done } },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const b = req.body;
      if (!/^[a-z][a-z0-9]*$/.test(b.name)) fail(422, tTeam(req.lang, 'nameRule'));
      if (b.password !== b.password_confirmation) fail(422, tTeam(req.lang, 'pwdMismatch'));
      const rates = checkRates(db, req.lang, me.id, b.rates, true);
      const hash = hashSecret(b.password);
      return commit(ctx, req, () => {
        if (nameTaken(db, b.name)) fail(400, tTeam(req.lang, 'nameTaken'));
        addChild(db, ctx.clock, me, b.name, hash, rates);
        return ok({}, tTeam(req.lang, 'added'));
      });
    },
  );

  api.post(
    '/team/childrates',
    {
      schema: { body: childRatesBody, response: { 200: done } },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const b = req.body;
      if (!isDirectChild(db, me.id, b.child_member_id)) fail(400, tTeam(req.lang, 'notChild'));
      const rates = checkRates(db, req.lang, me.id, b.rates, false);
      setChildRates(db, b.child_member_id, rates);
      return ok({}, tTeam(req.lang, 'ratesSaved'));
    },
  );

  api.get(
    '/team/fdinfo',
    {
      schema: { querystring: fdInfoQuery, response: { 200: fdInfoAnswer } },
    },
    async (req) => {
      // Demo sessions may call this (docs/platform-api.md#demo-and-disabled-accounts); they are never agents, so they are refused below.
      const me = requireAgent(ctx, req, true);
      const childId = req.query.child_member_id;
      const data = {
        agent_rates: rateList(req.lang, ratesOf(db, me.id)),
        sys_low: rateList(req.lang, sysLow(db)),
      };
      if (!childId) return ok({ data });
      if (!isDirectChild(db, me.id, childId)) fail(400, tTeam(req.lang, 'notChild'));
      return ok({ data: { ...data, child_member_rate: rateList(req.lang, ratesOf(db, childId)) } });
    },
  );
}
