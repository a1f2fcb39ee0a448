import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Ctx, Req } from '../http/context';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { page, paging } from '../lib/paging';
import { requireMember } from '../http/auth';
import { origin } from '../http/origin';
import { formCheck } from '../rules/formCheck';
import { canAnswer, deleteMail, inboxPage, markRead, sentPage, writeMail, type MsgRow } from '../rules/memberMail';
import { ymdHis } from '../lib/time';
import { tMail, timeAgo } from '../i18n/mail';
import { storedText, type Lang } from '../i18n/lang';
import { emptyBodyAsObject, idList, int, obj, pageQuery, str, type Of } from './bodyShapes';
import { typed } from '../http/typeProvider';
import { answer, done, list, pageOf, row, text, whole } from './answers';

/** Mail the platform wrote reads in the reader's language; a person's words read as they were written. */
const worded = (r: MsgRow, lang: Lang) => ({
  title: storedText(r.title_texts, lang) ?? r.title,
  content: storedText(r.content_texts, lang) ?? r.content,
});

const pagePath = (req: Req, path: string) => `${origin(req)}/api${path}`;

const readBody = obj({ ids: idList, state: int(0, 1) }, ['ids']);
const deleteBody = obj({ ids: idList, message: Type.Union([Type.Boolean(), Type.Integer(), str(8)]) }, ['ids']);
// Title and content are checked by the route (formCheck), with the platform's messages.
const sendBody = obj({ title: str(200), content: str(20000) });
const replyParams = obj({ pid: int(1) }, ['pid']);
/** A new mail (no pid) or a reply (`/send/:pid`): one handler for both. */
type SendReq = FastifyRequest<{ Body: Of<typeof sendBody>; Params: Partial<Of<typeof replyParams>> }>;

const dated = { created_at: text, format_created_at: text };
const inboxItem = row({
  id: whole,
  title: text,
  url: text,
  content: text,
  is_read: whole,
  pid: whole,
  user_id: whole,
  deleted_at: Type.Null(),
  parent: Type.Null(),
  ...dated,
});
/** The demo player's inbox is an empty list, a member's a page with the unread and notice counts. */
const inboxAnswer = answer({
  data: Type.Union([Type.Array(Type.Never(), { maxItems: 0 }), pageOf(inboxItem)]),
  unread: whole,
  notice: Type.Optional(whole),
});
const answerItem = row({
  id: whole,
  member_id: whole,
  url: text,
  user_id: whole,
  pid: whole,
  title: text,
  content: text,
  ...dated,
});
const sentAnswer = answer({
  data: pageOf(
    row({
      id: whole,
      member_id: whole,
      pid: whole,
      title: text,
      content: text,
      url: text,
      ...dated,
      child: list(answerItem),
    }),
  ),
});
/** A new mail's answer; a reply's names the mail it answers (`pid`) after the title and content. */
const sent = (pid: Record<string, typeof whole>) =>
  row({
    title: text,
    content: text,
    ...pid,
    member_id: whole,
    visible_type: whole,
    send_type: whole,
    id: whole,
    created_at: text,
    updated_at: text,
    format_created_at: text,
  });
const sendAnswer = answer({ data: Type.Union([sent({ pid: whole }), sent({})]) });

const idArray = (ids: number | number[]) => [...new Set([ids].flat())];

/** Internal mail (docs/platform-api.md#mail); every query is scoped to the calling member. */
export function registerMail(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const dates = (req: Req, at: number) => ({
    created_at: ymdHis(new Date(at)),
    format_created_at: timeAgo(req.lang, at, ctx.clock.now().getTime()),
  });

  api.post(
    '/member/message/list',
    { preValidation: emptyBodyAsObject, schema: { body: obj(pageQuery), response: { 200: inboxAnswer } } },
    async (req) => {
      const m = requireMember(ctx, req, { allowDemo: true });
      if (m.is_demo) return ok({ data: [], unread: 0 });
      const body = req.body;
      const p = paging(body);
      const { rows, total, unread, notice } = inboxPage(ctx.db, m.id, p.limit, p.offset);
      const data = rows.map((r) => ({
        id: r.id,
        title: worded(r, req.lang).title,
        url: r.url,
        content: worded(r, req.lang).content,
        is_read: r.is_read,
        pid: r.pid,
        user_id: r.user_id,
        deleted_at: null,
        parent: null,
        ...dates(req, r.created_at),
      }));
      return ok({
        data: page(data, total, p.page, body.limit ?? 10, pagePath(req, '/member/message/list')),
        unread,
        notice,
      });
    },
  );

  api.post(
    '/member/message/send_list',
    { preValidation: emptyBodyAsObject, schema: { body: obj(pageQuery), response: { 200: sentAnswer } } },
    async (req) => {
      const m = requireMember(ctx, req);
      const body = req.body;
      const p = paging(body);
      const { rows, total, answersTo } = sentPage(ctx.db, m.id, p.limit, p.offset);
      const data = rows.map((r) => ({
        id: r.id,
        member_id: r.member_id,
        pid: r.pid,
        ...worded(r, req.lang),
        url: r.url,
        ...dates(req, r.created_at),
        child: answersTo(r.id).map((c) => ({
          id: c.id,
          member_id: c.member_id,
          url: c.url,
          user_id: c.user_id,
          pid: c.pid,
          ...worded(c, req.lang),
          ...dates(req, c.created_at),
        })),
      }));
      return ok({ data: page(data, total, p.page, body.limit ?? 10, pagePath(req, '/member/message/send_list')) });
    },
  );

  api.post(
    '/member/message/read',
    {
      preValidation: emptyBodyAsObject,
      schema: { body: readBody, response: { 200: done } },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const b = req.body;
      const ids = idArray(b.ids);
      const state = b.state ? 1 : 0;
      const changed = markRead(ctx.db, m.id, ids, state);
      // the platform answers success even when nothing changed, with a different message
      if (!changed) return ok({}, tMail(req.lang, 'readFailed'));
      return ok({}, tMail(req.lang, state ? 'markedRead' : 'markedUnread'));
    },
  );

  api.delete(
    '/member/message/delete',
    {
      preValidation: emptyBodyAsObject,
      schema: { body: deleteBody, response: { 200: done } },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const b = req.body;
      const ids = idArray(b.ids);
      const sent = Boolean(b.message) && b.message !== '0' && b.message !== 'false';
      const deleted = deleteMail(ctx.db, ctx.clock, m.id, ids, sent);
      if (!deleted) fail(400, tMail(req.lang, 'deleteFailed'));
      return ok({}, tMail(req.lang, 'deleted'));
    },
  );

  const send = async (req: SendReq) => {
    const m = requireMember(ctx, req);
    const lang = req.lang;
    const b = req.body;
    const pid = req.params.pid ?? 0;
    const f = formCheck(lang);
    const title = f.field('title', b.title, { required: true, min: 2, max: 100 });
    const content = f.field('content', b.content, { required: true, min: 2, max: 5000 });
    f.done();
    if (pid) {
      if (!canAnswer(ctx.db, m.id, pid)) fail(400, tMail(lang, 'notFound'));
    }
    const now = ctx.clock.now().getTime();
    const id = writeMail(ctx.db, m.id, m.lang, { pid, title, content, at: now });
    const at = ymdHis(new Date(now));
    const data = {
      title,
      content,
      ...(pid ? { pid } : {}),
      member_id: m.id,
      visible_type: 3,
      send_type: 2,
      id,
      created_at: at,
      updated_at: at,
      format_created_at: timeAgo(lang, now, now),
    };
    return ok({ data }, tMail(lang, 'sent'));
  };
  api.post(
    '/member/message/send',
    { preValidation: emptyBodyAsObject, schema: { body: sendBody, response: { 200: sendAnswer } } },
    send,
  );
  api.post(
    '/member/message/send/:pid',
    {
      preValidation: emptyBodyAsObject,
      schema: { body: sendBody, params: replyParams, response: { 200: sendAnswer } },
    },
    send,
  );
}
