import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { typed } from '../http/typeProvider';
import type { Ctx } from '../http/context';
import type { Lang } from '../i18n/lang';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { origin } from '../http/origin';
import { configsOfGroup } from '../rules/configs';
import { LANGS } from '../i18n/lang';
import { tCore } from '../i18n/core';
import { LANGUAGE_NAMES } from '../i18n/auth';
import { tSystem } from '../i18n/system';
import { isoMicro } from '../lib/time';
import { idParams, obj, str } from './bodyShapes';
import { activityHtml, type ActivityRow } from './system/activityHtml';
import { openActivityIn } from '../rules/sameInLang';
import { bannersOf, coveredActivities, linksOf, noticesOf, serviceUrl, type LinkRow } from '../rules/siteContent';
import { answer, answerOrRefusal, list, mapOf, row, text, whole } from './answers';

const truthy = (v: unknown) => v === '1' || v === 'true' || v === 1 || v === true;
const TYPE_KEYS = { 1: 'activityType1', 2: 'activityType2', 3: 'activityType3', 4: 'activityType4' } as const;
const typeText = (lang: Lang, type: number) =>
  tSystem(lang, TYPE_KEYS[type as keyof typeof TYPE_KEYS] ?? 'activityType4');

const languageAnswer = answer({ data: row({ default: text, list: mapOf(text) }) });
/** The activity page is HTML; a missing activity is refused in JSON with HTTP 200, as the platform does. */
const refusal = Type.Union([Type.String(), answerOrRefusal({})]);
/** A notice: a marquee line, or a pop-up (whose content is an image's address on mobile). */
const notice = row({ title: text, content: text, url: text });
/** The marquee's notices and the pop-ups (mobile or desktop). */
const noticesAnswer = answer({ data: list(notice), alert: list(notice) });
/** The promotions with a cover, and their kind's name. */
const activitiesAnswer = answer({
  data: list(
    row({ id: whole, title: text, subtitle: text, cover_image: text, type: whole, weight: whole, type_text: text }),
  ),
});
/** The open banners, with ISO dates. */
const bannersAnswer = answer({
  data: list(
    row({
      id: whole,
      title: text,
      url: text,
      groups: text,
      dimensions: text,
      weight: whole,
      jump_link: text,
      is_new_window: whole,
      created_at: text,
      updated_at: text,
    }),
  ),
});
/** The quick links, each with its address in full. */
const linksAnswer = answer({
  data: list(
    row({ id: whole, name: text, title: text, desc: text, type: text, url: text, weight: whole, full_url: text }),
  ),
});

/** Activities, notices, banners, configs, links and languages (docs/platform-api.md#site-content). */
export function registerSystem(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const db = ctx.db;

  api.get('/language', { schema: { response: { 200: languageAnswer } } }, async () =>
    ok({ data: { default: 'zh_cn', list: Object.fromEntries(LANGS.map((l) => [l, LANGUAGE_NAMES[l]])) } }),
  );

  api.get(
    '/activities',
    {
      schema: {
        querystring: obj({ lang: str(8), isApp: str(8), is_app: str(8) }),
        response: { 200: activitiesAnswer },
      },
    },
    async (req) => {
      const q = req.query;
      const lang = req.lang;
      const isApp = truthy(q.isApp) || truthy(q.is_app) ? 1 : 0;
      const rows = coveredActivities(db, lang, isApp);
      return ok({ data: rows.map((r) => ({ ...r, type_text: typeText(lang, r.type) })) });
    },
  );

  // the platform answers this one as an HTML fragment, not JSON
  api.get(
    '/activity/:id',
    { schema: { params: idParams, querystring: obj({ lang: str(8) }), response: { 200: refusal } } },
    async (req, reply) => {
      const lang = req.lang;
      const row = openActivityIn<ActivityRow>(db, req.params.id, lang);
      // a missing row is the platform's ModelNotFoundException: HTTP 200 with status 'error'
      if (!row) fail(200, tCore(req.lang, 'notFound'));
      return reply.type('text/html; charset=utf-8').send(activityHtml(row, lang, { serviceUrl: serviceUrl(db, lang) }));
    },
  );

  api.get(
    '/system/notices',
    { schema: { querystring: obj({ lang: str(8), isMobile: str(8) }), response: { 200: noticesAnswer } } },
    async (req) => {
      const lang = req.lang;
      const q = req.query;
      const of = (grp: string) => noticesOf(db, grp, lang);
      return ok({ data: of('main'), alert: of(truthy(q.isMobile) ? 'mobile' : 'pc') });
    },
  );

  api.get(
    '/banners',
    {
      schema: {
        querystring: obj({ lang: str(8), group: str(32) }),
        response: { 200: bannersAnswer },
      },
    },
    async (req) => {
      const lang = req.lang;
      const group = req.query.group;
      const rows = bannersOf(db, lang, group);
      return ok({
        data: rows.map((r) => ({
          ...r,
          created_at: isoMicro(new Date(r.created_at)),
          updated_at: isoMicro(new Date(r.updated_at)),
        })),
      });
    },
  );

  api.get(
    '/system/configs',
    {
      schema: {
        querystring: obj({ lang: str(8), group: str(32), url: str(255), is_mobile: str(8) }),
        // a group's configs by name: which names depends on the group (the site's addresses added to 'system')
        response: { 200: answer({ data: mapOf(text) }) },
      },
    },
    async (req) => {
      const group = req.query.group || 'system';
      const data = configsOfGroup(db, group, req.lang);
      if (group === 'system') {
        // the desktop site is a stand-in page on this same server
        data.site_pc = `${origin(req)}/pc/`;
        data.site_mobile = `${origin(req)}/`;
      }
      return ok({ data });
    },
  );

  api.get(
    '/system/link',
    { schema: { querystring: obj({ lang: str(8) }), response: { 200: linksAnswer } } },
    async (req) => {
      const lang = req.lang;
      const rows = linksOf(db, lang);
      const base = origin(req);
      const full = (r: LinkRow) =>
        r.type === 'web' ? `${base}/pc/#/${r.url}` : r.type === 'mobile' ? `${base}/#/${r.url}` : `${base}${r.url}`;
      return ok({ data: rows.map((r) => ({ ...r, full_url: full(r) })) });
    },
  );
}
