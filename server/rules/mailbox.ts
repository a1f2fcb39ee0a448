import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { asLang, type Lang, type Texts } from '../i18n/lang';

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

/** A text either written once (it reads the same to everyone) or worded in every language. */
export type MailText = string | Texts;
const inLang = (t: MailText, lang: Lang) => (typeof t === 'string' ? t : t[lang]);
const allLangs = (t: MailText) => (typeof t === 'string' ? null : JSON.stringify(t));

/**
 * Puts a platform message (award notice) into one member's inbox, unread. Returns the message id. Worded
 * in every language, it is read in the reader's; `title` and `content` keep the member's stored one.
 */
export function deliverToMember(
  db: Db,
  clock: Clock,
  memberId: number,
  title: MailText,
  content: MailText,
  at?: number,
): number {
  const now = at ?? clock.now().getTime();
  const lang = asLang(
    (db.prepare('SELECT lang FROM members WHERE id = ?').get(memberId) as { lang: string } | undefined)?.lang,
  );
  const info = db
    .prepare(
      `INSERT INTO messages (member_id, user_id, pid, title, content, title_texts, content_texts, visible_type, send_type, lang, created_at, updated_at)
    VALUES (0, 1, 0, ?, ?, ?, ?, 2, 1, ?, ?, ?)`,
    )
    .run(inLang(title, lang), inLang(content, lang), allLangs(title), allLangs(content), lang, now, now);
  const id = Number(info.lastInsertRowid);
  db.prepare('INSERT INTO member_messages (member_id, message_id, is_read, created_at) VALUES (?,?,0,?)').run(
    memberId,
    id,
    now,
  );
  return id;
}

/**
 * An administrator's answer to a member's own message: shown under it in the sent list. The answer is
 * worded in every language; its title quotes the member's own, which stays as the member wrote it.
 */
export function replyAsAdmin(db: Db, clock: Clock, toMessageId: number, content: MailText, at?: number): number {
  const now = at ?? clock.now().getTime();
  const parent = db.prepare('SELECT title, lang FROM messages WHERE id = ?').get(toMessageId) as {
    title: string;
    lang: string;
  };
  const info = db
    .prepare(
      `INSERT INTO messages (member_id, user_id, pid, title, content, content_texts, visible_type, send_type, lang, created_at, updated_at)
    VALUES (0, 1, ?, ?, ?, ?, 2, 1, ?, ?, ?)`,
    )
    .run(
      toMessageId,
      `Re: ${parent.title}`,
      inLang(content, asLang(parent.lang)),
      allLangs(content),
      parent.lang,
      now,
      now,
    );
  return Number(info.lastInsertRowid);
}

/**
 * A message to every member of one language (visible_type 1), materialised into each inbox on its next
 * listing. Worded in every language like the platform's other mail; `lang` picks who receives it.
 */
export function broadcast(db: Db, lang: string, title: MailText, content: MailText, at: number): number {
  const l = asLang(lang);
  const info = db
    .prepare(
      `INSERT INTO messages (member_id, user_id, pid, title, content, title_texts, content_texts, visible_type, send_type, lang, created_at, updated_at)
    VALUES (0, 1, 0, ?, ?, ?, ?, 1, 1, ?, ?, ?)`,
    )
    .run(inLang(title, l), inLang(content, l), allLangs(title), allLangs(content), lang, at, at);
  return Number(info.lastInsertRowid);
}
