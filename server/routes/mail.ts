import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Ctx, Req } from '../http/context';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { page, paging } from '../lib/paging';
import { requireMember } from '../http/auth';
import { origin } from '../http/origin';
import { formCheck } from '../rules/formCheck';
import { materialiseBroadcasts } from '../rules/mailbox';
import { ymdHis } from '../lib/time';
import { tMail, timeAgo } from '../i18n/mail';
import { storedText, type Lang } from '../i18n/lang';
import { emptyBodyAsObject, idList, int, obj, pageQuery, str, type Of } from './bodyShapes';
import { typed } from '../http/typeProvider';

type MsgRow = {
  id: number;
  member_id: number;
  user_id: number;
  pid: number;
  title: string;
  content: string;
  title_texts: string | null;
  content_texts: string | null;
  url: string;
  created_at: number;
};

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

const idArray = (ids: number | number[]) => [...new Set([ids].flat())];
const marks = (n: number) => Array(n).fill('?').join(',');

/** Internal mail (docs/platform-api.md#mail); every query is scoped to the calling member. */
export function registerMail(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const db = ctx.db;
  const dates = (req: Req, at: number) => ({
    created_at: ymdHis(new Date(at)),
    format_created_at: timeAgo(req.lang, at, ctx.clock.now().getTime()),
  });

  api.post(
    '/member/message/list',
    { preValidation: emptyBodyAsObject, schema: { body: obj(pageQuery) } },
    async (req) => {
      const m = requireMember(ctx, req, { allowDemo: true });
      if (m.is_demo) return ok({ data: [], unread: 0 });
      const member = db.prepare('SELECT id, lang, created_at FROM members WHERE id = ?').get(m.id) as {
        id: number;
        lang: string;
        created_at: number;
      };
      materialiseBroadcasts(db, member);
      const body = req.body;
      const p = paging(body);
      const where = `FROM member_messages mm JOIN messages g ON g.id = mm.message_id
      WHERE mm.member_id = ? AND mm.deleted_at IS NULL AND g.deleted_at IS NULL AND g.pid = 0`;
      const total = (db.prepare(`SELECT COUNT(*) AS n ${where}`).get(m.id) as { n: number }).n;
      const rows = db
        .prepare(
          `SELECT g.id, g.title, g.url, g.content, g.title_texts, g.content_texts, g.created_at, mm.is_read, g.pid, g.user_id ${where}
      ORDER BY g.created_at DESC, g.id DESC LIMIT ? OFFSET ?`,
        )
        .all(m.id, p.limit, p.offset) as Array<MsgRow & { is_read: number }>;
      const counts = db
        .prepare(`SELECT COUNT(*) AS unread, COALESCE(SUM(g.send_type = 1), 0) AS notice ${where} AND mm.is_read = 0`)
        .get(m.id) as { unread: number; notice: number };
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
        unread: counts.unread,
        notice: counts.notice,
      });
    },
  );

  api.post(
    '/member/message/send_list',
    { preValidation: emptyBodyAsObject, schema: { body: obj(pageQuery) } },
    async (req) => {
      const m = requireMember(ctx, req);
      const body = req.body;
      const p = paging(body);
      const where = 'FROM messages WHERE member_id = ? AND send_type = 2 AND deleted_at IS NULL';
      const total = (db.prepare(`SELECT COUNT(*) AS n ${where}`).get(m.id) as { n: number }).n;
      const rows = db
        .prepare(
          `SELECT id, member_id, user_id, pid, title, content, title_texts, content_texts, url, created_at ${where}
      ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(m.id, p.limit, p.offset) as MsgRow[];
      const ids = rows.map((r) => r.id);
      const children = ids.length
        ? (db
            .prepare(
              `SELECT id, member_id, user_id, pid, title, content, title_texts, content_texts, url, created_at FROM messages
          WHERE pid IN (${marks(ids.length)}) AND send_type = 1 AND deleted_at IS NULL ORDER BY created_at, id`,
            )
            .all(...ids) as MsgRow[])
        : [];
      const data = rows.map((r) => ({
        id: r.id,
        member_id: r.member_id,
        pid: r.pid,
        ...worded(r, req.lang),
        url: r.url,
        ...dates(req, r.created_at),
        child: children
          .filter((c) => c.pid === r.id)
          .map((c) => ({
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
      schema: { body: readBody },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const b = req.body;
      const ids = idArray(b.ids);
      const state = b.state ? 1 : 0;
      const r = db
        .prepare(
          `UPDATE member_messages SET is_read = ? WHERE member_id = ? AND deleted_at IS NULL AND message_id IN (${marks(ids.length)})`,
        )
        .run(state, m.id, ...ids);
      // the platform answers success even when nothing changed, with a different message
      if (!r.changes) return ok({}, tMail(req.lang, 'readFailed'));
      return ok({}, tMail(req.lang, state ? 'markedRead' : 'markedUnread'));
    },
  );

  api.delete(
    '/member/message/delete',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        body: deleteBody,
      },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const b = req.body;
      const ids = idArray(b.ids);
      const now = ctx.clock.now().getTime();
      const sent = Boolean(b.message) && b.message !== '0' && b.message !== 'false';
      const r = sent
        ? db
            .prepare(
              `UPDATE messages SET deleted_at = ? WHERE member_id = ? AND send_type = 2 AND deleted_at IS NULL AND id IN (${marks(ids.length)})`,
            )
            .run(now, m.id, ...ids)
        : db
            .prepare(
              `UPDATE member_messages SET deleted_at = ? WHERE member_id = ? AND deleted_at IS NULL AND message_id IN (${marks(ids.length)})`,
            )
            .run(now, m.id, ...ids);
      if (!r.changes) fail(400, tMail(req.lang, 'deleteFailed'));
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
      const own = db
        .prepare('SELECT 1 FROM messages WHERE id = ? AND member_id = ? AND send_type = 2 AND deleted_at IS NULL')
        .get(pid, m.id);
      const received = db
        .prepare('SELECT 1 FROM member_messages WHERE message_id = ? AND member_id = ? AND deleted_at IS NULL')
        .get(pid, m.id);
      if (!own && !received) fail(400, tMail(lang, 'notFound'));
    }
    const now = ctx.clock.now().getTime();
    const info = db
      .prepare(
        `INSERT INTO messages (member_id, user_id, pid, title, content, visible_type, send_type, lang, created_at, updated_at)
      VALUES (?, 0, ?, ?, ?, 3, 2, ?, ?, ?)`,
      )
      .run(m.id, pid, title, content, m.lang, now, now);
    const at = ymdHis(new Date(now));
    const data = {
      title,
      content,
      ...(pid ? { pid } : {}),
      member_id: m.id,
      visible_type: 3,
      send_type: 2,
      id: Number(info.lastInsertRowid),
      created_at: at,
      updated_at: at,
      format_created_at: timeAgo(lang, now, now),
    };
    return ok({ data }, tMail(lang, 'sent'));
  };
  api.post('/member/message/send', { preValidation: emptyBodyAsObject, schema: { body: sendBody } }, send);
  api.post(
    '/member/message/send/:pid',
    { preValidation: emptyBodyAsObject, schema: { body: sendBody, params: replyParams } },
    send,
  );
}
