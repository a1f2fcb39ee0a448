import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { materialiseBroadcasts } from './mailbox';

/** A message row as the member's lists read it. */
export type MsgRow = {
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

const marks = (n: number) => Array(n).fill('?').join(',');
const COLUMNS = 'id, member_id, user_id, pid, title, content, title_texts, content_texts, url, created_at';

/**
 * One member's inbox, newest first: their own copy of each broadcast is made first (mailbox.ts), so read
 * state stays theirs. Replies (pid ≠ 0) show under the message they answer, not in the list. Every query is
 * scoped to the member: another member's mail is never read.
 */
export function inboxPage(db: Db, memberId: number, limit: number, offset: number) {
  const member = db.prepare('SELECT id, lang, created_at FROM members WHERE id = ?').get(memberId) as {
    id: number;
    lang: string;
    created_at: number;
  };
  materialiseBroadcasts(db, member);
  const where = `FROM member_messages mm JOIN messages g ON g.id = mm.message_id
      WHERE mm.member_id = ? AND mm.deleted_at IS NULL AND g.deleted_at IS NULL AND g.pid = 0`;
  const total = (db.prepare(`SELECT COUNT(*) AS n ${where}`).get(memberId) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT g.id, g.title, g.url, g.content, g.title_texts, g.content_texts, g.created_at, mm.is_read, g.pid, g.user_id ${where}
      ORDER BY g.created_at DESC, g.id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, limit, offset) as Array<MsgRow & { is_read: number }>;
  const counts = db
    .prepare(`SELECT COUNT(*) AS unread, COALESCE(SUM(g.send_type = 1), 0) AS notice ${where} AND mm.is_read = 0`)
    .get(memberId) as { unread: number; notice: number };
  return { rows, total, unread: counts.unread, notice: counts.notice };
}

/** The messages a member wrote, newest first, each with the administrator's answers to it, oldest first. */
export function sentPage(db: Db, memberId: number, limit: number, offset: number) {
  const where = 'FROM messages WHERE member_id = ? AND send_type = 2 AND deleted_at IS NULL';
  const total = (db.prepare(`SELECT COUNT(*) AS n ${where}`).get(memberId) as { n: number }).n;
  const rows = db
    .prepare(`SELECT ${COLUMNS} ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(memberId, limit, offset) as MsgRow[];
  const ids = rows.map((r) => r.id);
  const answers = ids.length
    ? (db
        .prepare(
          `SELECT ${COLUMNS} FROM messages
          WHERE pid IN (${marks(ids.length)}) AND send_type = 1 AND deleted_at IS NULL ORDER BY created_at, id`,
        )
        .all(...ids) as MsgRow[])
    : [];
  return { rows, total, answersTo: (id: number) => answers.filter((c) => c.pid === id) };
}

/** Marks the member's own copies read (1) or unread (0); returns how many changed (0 is not an error). */
export function markRead(db: Db, memberId: number, ids: number[], state: 0 | 1): number {
  return db
    .prepare(
      `UPDATE member_messages SET is_read = ? WHERE member_id = ? AND deleted_at IS NULL AND message_id IN (${marks(ids.length)})`,
    )
    .run(state, memberId, ...ids).changes;
}

/**
 * Deletes (softly) messages of the member: their own sent ones when `sent`, else their copies of received
 * ones; the message itself stays for everyone else. Returns how many were deleted.
 */
export function deleteMail(db: Db, clock: Clock, memberId: number, ids: number[], sent: boolean): number {
  const now = clock.now().getTime();
  const sql = sent
    ? `UPDATE messages SET deleted_at = ? WHERE member_id = ? AND send_type = 2 AND deleted_at IS NULL AND id IN (${marks(ids.length)})`
    : `UPDATE member_messages SET deleted_at = ? WHERE member_id = ? AND deleted_at IS NULL AND message_id IN (${marks(ids.length)})`;
  return db.prepare(sql).run(now, memberId, ...ids).changes;
}

/** A member may answer only a message they wrote or one in their own inbox, neither deleted. */
export function canAnswer(db: Db, memberId: number, pid: number): boolean {
  const own = db
    .prepare('SELECT 1 FROM messages WHERE id = ? AND member_id = ? AND send_type = 2 AND deleted_at IS NULL')
    .get(pid, memberId);
  const received = db
    .prepare('SELECT 1 FROM member_messages WHERE message_id = ? AND member_id = ? AND deleted_at IS NULL')
    .get(pid, memberId);
  return Boolean(own || received);
}

/** Stores a message the member writes to the platform (send_type 2), `pid` the one it answers or 0. */
export function writeMail(
  db: Db,
  memberId: number,
  lang: string,
  m: { pid: number; title: string; content: string; at: number },
): number {
  const info = db
    .prepare(
      `INSERT INTO messages (member_id, user_id, pid, title, content, visible_type, send_type, lang, created_at, updated_at)
      VALUES (?, 0, ?, ?, ?, 3, 2, ?, ?, ?)`,
    )
    .run(memberId, m.pid, m.title, m.content, lang, m.at, m.at);
  return Number(info.lastInsertRowid);
}
