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

type ActivityRow = {
  id: number;
  title: string;
  subtitle: string;
  cover_image: string;
  content: string;
  type: number;
  apply_type: number;
  apply_url: string;
  apply_desc: string;
  hall_image: string;
  hall_field: string;
  start_at: number | null;
  end_at: number | null;
  date_desc: string;
  is_open: number;
  is_hot: number;
  is_app: number;
  lang: string;
  rule_content: string;
  weight: number;
  created_at: number;
  updated_at: number;
};

const iso = (ms: number | null) => (ms === null ? null : isoMicro(new Date(ms)));
const HALL_FIELDS = ['member_name', 'recharge_money', 'game_type', 'api_game_type', 'bill_no'] as const;

function activityView(row: ActivityRow & { code?: string }, lang: Lang) {
  // `code` ties the rows of one promotion across languages; it is this server's, not the platform's
  const { code: _code, ...a } = row;
  return {
    ...a,
    start_at: iso(a.start_at),
    end_at: iso(a.end_at),
    created_at: iso(a.created_at),
    updated_at: iso(a.updated_at),
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

export function registerAct(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;

  api.get('/act/list', async (req) => {
    const lang = req.lang;
    const rows = db
      .prepare(
        'SELECT * FROM activities WHERE is_open = 1 AND apply_type = 2 AND lang = ? ORDER BY weight DESC, id DESC',
      )
      .all(lang) as ActivityRow[];
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

  api.get('/act/apply/config', async (req) =>
    ok({ data: { game_type_array: gameTypeMap(req.lang), api_game_type_type: apiGameTypes(db, req.lang) } }),
  );

  api.get(
    '/act/apply/result',
    {
      schema: { querystring: resultQuery },
    },
    async (req) => {
      const q = req.query;
      const m = db.prepare('SELECT id, name, is_demo FROM members WHERE name = ?').get(q.member_name) as
        { id: number; name: string; is_demo: number } | undefined;
      if (!m) fail(422, tAct(req.lang, 'memberMissing'));
      if (m.is_demo) fail(400, tAct(req.lang, 'demoQuery'));
      // The page size is fixed at 5 whatever `limit` says (platform behaviour).
      const { page: current, offset } = paging({ page: q.page }, 5);
      const where = `WHERE ap.member_id = ?${q.activity_id ? ' AND ap.activity_id = ?' : ''}`;
      const args = q.activity_id ? [m.id, q.activity_id] : [m.id];
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM activity_applies ap ${where}`).get(...args) as { n: number })
        .n;
      const rows = db
        .prepare(
          `SELECT ap.*, a.title FROM activity_applies ap JOIN activities a ON a.id = ap.activity_id ${where}
      ORDER BY ap.created_at DESC, ap.id DESC LIMIT 5 OFFSET ?`,
        )
        .all(...args, offset) as Array<{
        id: number;
        member_id: number;
        user_id: number;
        activity_id: number;
        data_content: string;
        status: 0 | 1 | 2 | 3;
        remark: string;
        created_at: number;
        updated_at: number;
        title: string;
      }>;
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
      schema: { params: actParams },
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
      schema: { params: actParams, body: applyBody },
    },
    async (req) => {
      const lang = req.lang;
      const body: Record<string, string | number | undefined> = req.body ?? {};
      const a = db.prepare('SELECT * FROM activities WHERE id = ? AND is_open = 1').get(req.params.id ?? 0) as
        ActivityRow | undefined;
      if (!a) fail(404, tAct(lang, 'notFound'));
      if (a.apply_type !== 2) fail(400, tAct(lang, 'noApply'));
      const fields = HALL_FIELDS.filter(
        (f) =>
          f === 'member_name' ||
          a.hall_field
            .split(',')
            .map((s) => s.trim())
            .includes(f),
      );
      for (const f of fields)
        if (body[f] === undefined || body[f] === '') fail(422, tCore(lang, 'fieldRequired', { field: f }));
      if (body.game_type !== undefined && !isGameType(body.game_type))
        fail(422, tCore(lang, 'fieldInvalid', { field: 'game_type' }));
      if (body.api_game_type !== undefined && !apiGameTypes(db, lang)[Number(body.api_game_type)])
        fail(422, tCore(lang, 'fieldInvalid', { field: 'api_game_type' }));
      const m = db.prepare('SELECT id, is_demo, status, lang FROM members WHERE name = ?').get(body.member_name) as
        { id: number; is_demo: number; status: number; lang: string } | undefined;
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
        const r = db
          .prepare(
            'INSERT OR IGNORE INTO activity_applies (member_id, activity_id, day, data_content, created_at, updated_at) VALUES (?,?,?,?,?,?)',
          )
          .run(m.id, a.id, day, content, now, now);
        if (!r.changes) fail(400, tAct(lang, 'already'));
        return ok({}, tAct(lang, 'applied'));
      });
    },
  );
}
