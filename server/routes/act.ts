import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../http/typeProvider';
import type { Ctx } from '../http/context';
import type { Lang } from '../i18n/lang';
import { optionalMember } from '../http/auth';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { page, paging } from '../lib/paging';
import { isoMicro, ymdHis } from '../lib/time';
import { dayOf } from '../lib/platformDay';
import { tAct } from '../i18n/act';
import { tCore } from '../i18n/core';
import { apiGameTypes, gameTypeMap, isGameType } from '../rules/gameTypes';
import { checkCaptcha } from '../rules/captcha';
import { commit } from '../http/idempotency';
import { maskName } from '../rules/credit';
import { activityTitle, openActivityIn } from '../rules/sameInLang';
import { answer, done, list, mapOf, orNull, pageOf, row, text, whole } from './answers';
import {
  appliesPage,
  hallActivities,
  hallFieldsOf,
  namedMember,
  openActivity,
  recordApply,
  type ActivityRow,
} from '../rules/activityApplies';

const iso = (ms: number | null) => (ms === null ? null : isoMicro(new Date(ms)));

function activityView(row: ActivityRow & { code?: string }, lang: Lang) {
  // `code` ties the rows of one promotion across languages; it is this server's, not the platform's
  const { code: _code, ...a } = row;
  return {
    ...a,
    start_at: iso(a.start_at),
    end_at: iso(a.end_at),
    created_at: isoMicro(new Date(a.created_at)),
    updated_at: isoMicro(new Date(a.updated_at)),
    type_text: [1, 2, 3, 4].includes(a.type) ? tAct(lang, `type${a.type as 1 | 2 | 3 | 4}`) : '',
  };
}

const resultQuery = Type.Object({
  member_name: Type.String({ minLength: 1, maxLength: 32 }),
  activity_id: Type.Optional(Type.Integer({ minimum: 1 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer()),
});
const actParams = Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })) });
/** Every field a hall form may send; which ones an activity asks for is its `hall_field`. */
const applyBody = Type.Object({
  member_name: Type.Optional(Type.String({ minLength: 6, maxLength: 8 })),
  recharge_money: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  game_type: Type.Optional(Type.Integer()),
  api_game_type: Type.Optional(Type.Integer()),
  bill_no: Type.Optional(Type.String({ maxLength: 16 })),
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
  key: Type.Optional(Type.String({ maxLength: 128 })),
});

/** A promotion as activityView writes it (the hall's list and one promotion alike). */
const promotion = row({
  id: whole,
  title: text,
  subtitle: text,
  cover_image: text,
  content: text,
  type: whole,
  apply_type: whole,
  apply_url: text,
  apply_desc: text,
  hall_image: text,
  hall_field: text,
  start_at: orNull(text),
  end_at: orNull(text),
  date_desc: text,
  is_open: whole,
  is_hot: whole,
  is_app: whole,
  lang: text,
  rule_content: text,
  weight: whole,
  created_at: text,
  updated_at: text,
  type_text: text,
});
/** The hall's promotions and the marquee's masked names. */
const listAnswer = answer({
  data: row({ activity: list(promotion), random: list(row({ name: text, title: text })) }),
});
/** A page of the member's applications, each with the member and the promotion's title. */
const resultAnswer = answer({
  data: pageOf(
    row({
      id: whole,
      member_id: whole,
      user_id: whole,
      activity_id: whole,
      data_content: text,
      status: whole,
      remark: text,
      created_at: text,
      updated_at: text,
      status_text: text,
      member: row({ id: whole, name: text }),
      activity: row({ id: whole, title: text }),
    }),
  ),
});
/** The game types and the supplier game types a hall form offers, by key. */
const configAnswer = answer({ data: row({ game_type_array: mapOf(text), api_game_type_type: mapOf(text) }) });

export function registerAct(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;

  api.get('/act/list', { schema: { response: { 200: listAnswer } } }, async (req) => {
    const lang = req.lang;
    const rows = hallActivities(db, lang);
    // The marquee shows made-up masked names, never real accounts.
    const random =
      rows.length === 0
        ? []
        : Array.from({ length: 10 }, (_, i) => ({
            name: maskName(`${'abcdefghkm'[i]}${'qrstuvwxyz'[(i * 3) % 10]}${'npqr'[i % 4]}${(i * 7) % 10}`),
            title: rows[(i * 3) % rows.length].title,
          }));
    return ok({ data: { activity: rows.map((a) => activityView(a, lang)), random } });
  });

  api.get('/act/apply/config', { schema: { response: { 200: configAnswer } } }, async (req) =>
    ok({ data: { game_type_array: gameTypeMap(req.lang), api_game_type_type: apiGameTypes(db, req.lang) } }),
  );

  api.get(
    '/act/apply/result',
    {
      schema: { querystring: resultQuery, response: { 200: resultAnswer } },
    },
    async (req) => {
      const q = req.query;
      const m = namedMember(db, q.member_name);
      if (!m) fail(422, tAct(req.lang, 'memberMissing'));
      if (m.is_demo) fail(400, tAct(req.lang, 'demoQuery'));
      // The page size is fixed at 5 whatever `limit` says (platform behaviour).
      const { page: current, offset } = paging({ page: q.page }, 5);
      const { total, rows } = appliesPage(db, m.id, q.activity_id, offset);
      const data = rows.map((r) => ({
        id: r.id,
        member_id: r.member_id,
        user_id: r.user_id,
        activity_id: r.activity_id,
        data_content: r.data_content,
        status: r.status,
        remark: r.remark,
        created_at: ymdHis(new Date(r.created_at)),
        updated_at: ymdHis(new Date(r.updated_at)),
        status_text: tAct(req.lang, `apply${r.status}`),
        member: { id: m.id, name: m.name },
        // named in the language asked for, whichever language it was applied for in
        activity: { id: r.activity_id, title: activityTitle(db, r.activity_id, req.lang) || r.title },
      }));
      return ok({ data: page(data, total, current, 5, '/api/act/apply/result') });
    },
  );

  api.get(
    '/act/:id',
    {
      schema: { params: actParams, response: { 200: answer({ data: promotion }) } },
    },
    async (req) => {
      const a = openActivityIn<ActivityRow>(db, req.params.id ?? 0, req.lang);
      if (!a) fail(404, tAct(req.lang, 'notFound'));
      return ok({ data: activityView(a, req.lang) });
    },
  );

  api.post(
    '/act/apply/:id',
    {
      schema: { params: actParams, body: applyBody, response: { 200: done } },
    },
    async (req) => {
      const lang = req.lang;
      const body: Record<string, string | number | undefined> = req.body ?? {};
      const a = openActivity(db, req.params.id ?? 0);
      if (!a) fail(404, tAct(lang, 'notFound'));
      if (a.apply_type !== 2) fail(400, tAct(lang, 'noApply'));
      const fields = hallFieldsOf(a);
      for (const f of fields)
        if (body[f] === undefined || body[f] === '') fail(422, tCore(lang, 'fieldRequired', { field: f }));
      if (body.game_type !== undefined && !isGameType(body.game_type))
        fail(422, tCore(lang, 'fieldInvalid', { field: 'game_type' }));
      if (body.api_game_type !== undefined && !apiGameTypes(db, lang)[Number(body.api_game_type)])
        fail(422, tCore(lang, 'fieldInvalid', { field: 'api_game_type' }));
      const m = namedMember(db, body.member_name === undefined ? undefined : String(body.member_name));
      if (!m) fail(422, tAct(lang, 'memberMissing'));
      checkCaptcha(ctx, lang, body.key, body.captcha);
      const signedIn = req.headers.authorization ? optionalMember(ctx, req) : null;
      if (m.is_demo || signedIn?.is_demo) fail(400, tCore(lang, 'demoRefused'));
      if (m.status === -1) fail(400, tCore(lang, 'disabled'));
      if (m.lang !== a.lang) fail(400, tAct(lang, 'langMismatch'));
      const now = ctx.clock.now().getTime();
      const { day } = dayOf(now);
      const content = JSON.stringify(Object.fromEntries(fields.map((f) => [f, body[f]])));
      return commit(ctx, req, () => {
        if (!recordApply(db, { memberId: m.id, activityId: a.id, day, content, at: now }))
          fail(400, tAct(lang, 'already'));
        return ok({}, tAct(lang, 'applied'));
      });
    },
  );
}
