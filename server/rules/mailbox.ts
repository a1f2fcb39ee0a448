import type { Db } from '../db/types';
import type { Clock } from '../lib/time';

/**
 * Gives a member their own copy of every broadcast of their language sent after they joined, so read
 * state and deletion stay per member (the platform kept one flag per message for everyone).
 */
export function materialiseBroadcasts(db: Db, member: { id: number; lang: string; created_at: number }): void {
  db.prepare(
    `INSERT OR IGNORE INTO member_messages (member_id, message_id, is_read, created_at)
    SELECT ?, id, 0, created_at FROM messages
    WHERE visible_type = 1 AND send_type = 1 AND pid = 0 AND deleted_at IS NULL AND lang = ? AND created_at > ?`,
  ).run(member.id, member.lang, member.created_at);
}

/** Puts a platform message (award notice, reply) into one member's inbox, unread. Returns the message id. */
export function deliverToMember(
  db: Db,
  clock: Clock,
  memberId: number,
  title: string,
  content: string,
  at?: number,
): number {
  const now = at ?? clock.now().getTime();
  const lang =
    (db.prepare('SELECT lang FROM members WHERE id = ?').get(memberId) as { lang: string } | undefined)?.lang ??
    'zh_cn';
  const info = db
    .prepare(
      `INSERT INTO messages (member_id, user_id, pid, title, content, visible_type, send_type, lang, created_at, updated_at)
    VALUES (0, 1, 0, ?, ?, 2, 1, ?, ?, ?)`,
    )
    .run(title, content, lang, now, now);
  const id = Number(info.lastInsertRowid);
  db.prepare('INSERT INTO member_messages (member_id, message_id, is_read, created_at) VALUES (?,?,0,?)').run(
    memberId,
    id,
    now,
  );
  return id;
}

/** An administrator's answer to a member's own message: shown under it in the sent list. */
export function replyAsAdmin(db: Db, clock: Clock, toMessageId: number, content: string, at?: number): number {
  const now = at ?? clock.now().getTime();
  const parent = db.prepare('SELECT title, lang FROM messages WHERE id = ?').get(toMessageId) as {
    title: string;
    lang: string;
  };
  const info = db
    .prepare(
      `INSERT INTO messages (member_id, user_id, pid, title, content, visible_type, send_type, lang, created_at, updated_at)
    VALUES (0, 1, ?, ?, ?, 2, 1, ?, ?, ?)`,
    )
    .run(toMessageId, `Re: ${parent.title}`, content, parent.lang, now, now);
  return Number(info.lastInsertRowid);
}
