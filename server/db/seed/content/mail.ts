import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import type { Texts } from '../../../i18n/lang';
import { broadcast, deliverToMember, replyAsAdmin } from '../../../rules/mailbox';
import { memberId } from '../core';
import { ANSWERS, ENGLISH1_NOTICES, MEMBER01_NOTICES } from './mailTexts';
import { BROADCAST_TOPICS } from './broadcastTexts';

export { XSS_MAIL_HTML } from './noticeTexts';

const DAY = 86400_000;
const HOUR = 3600_000;

/** Broadcasts per language, oldest first: every one is worded in all five, so any member reads it in their choice. */
const BROADCASTS: Record<string, Array<keyof typeof BROADCAST_TOPICS>> = {
  zh_cn: ['maintenance', 'scams', 'usdt', 'nationalDay', 'yuebao', 'levels'],
  zh_hk: ['maintenance'],
  en: ['maintenance', 'scams', 'usdt'],
  th: ['maintenance'],
  vi: ['maintenance'],
};

/** member01's own questions, as written, and customer service's answer where there is one. */
const SENT_ZH: Array<[string, string, Texts | null]> = [
  ['充值未到账', '我昨天晚上充值了 500 元，到现在还没有到账，麻烦帮忙查一下。', ANSWERS.depositArrived],
  ['如何修改取款密码', '请问取款密码忘记了怎么办？', ANSWERS.withdrawalPassword],
  ['活动咨询', '首存活动的流水要求是多少倍？', ANSWERS.turnover],
  ['建议', '希望增加更多彩票游戏。', null],
];

function memberSends(db: Db, member: number, lang: string, title: string, content: string, at: number): number {
  const info = db
    .prepare(
      `INSERT INTO messages (member_id, user_id, pid, title, content, visible_type, send_type, lang, created_at, updated_at)
    VALUES (?, 0, 0, ?, ?, 3, 2, ?, ?, ?)`,
    )
    .run(member, title, content, lang, at, at);
  return Number(info.lastInsertRowid);
}

/** Mail for member01 (enough for two pages, some unread, replies, one hostile body) and english1. */
export function seedMail(db: Db, clock: Clock): void {
  const now = clock.now().getTime();
  const copy = db.prepare('INSERT INTO member_messages (member_id, message_id, is_read, created_at) VALUES (?,?,?,?)');
  const m1 = memberId(db, 'member01');
  const en1 = memberId(db, 'english1');

  for (const [lang, list] of Object.entries(BROADCASTS)) {
    list.forEach((topic, i) => {
      const at = now - (70 - i * 11) * DAY;
      const { title, content } = BROADCAST_TOPICS[topic];
      const id = broadcast(db, lang, title, content, at);
      if (lang === 'zh_cn') copy.run(m1, id, i < list.length - 2 ? 1 : 0, at);
      if (lang === 'en') copy.run(en1, id, i === 0 ? 1 : 0, at);
    });
  }

  MEMBER01_NOTICES.forEach(({ title, content }, i) => {
    const at = now - (MEMBER01_NOTICES.length - i) * 2 * DAY - i * HOUR;
    const id = deliverToMember(db, clock, m1, title, content, at);
    if (i < MEMBER01_NOTICES.length - 5)
      db.prepare('UPDATE member_messages SET is_read = 1 WHERE message_id = ?').run(id);
  });

  SENT_ZH.forEach(([title, content, reply], i) => {
    const at = now - (30 - i * 7) * DAY;
    const id = memberSends(db, m1, 'zh_cn', title, content, at);
    if (reply) replyAsAdmin(db, clock, id, reply, at + 3 * HOUR);
  });

  ENGLISH1_NOTICES.forEach(({ title, content }, i) => {
    const at = now - (ENGLISH1_NOTICES.length - i) * 3 * DAY;
    const id = deliverToMember(db, clock, en1, title, content, at);
    if (i < 2) db.prepare('UPDATE member_messages SET is_read = 1 WHERE message_id = ?').run(id);
  });
  const q = memberSends(db, en1, 'en', 'Withdrawal time', 'How long does a withdrawal usually take?', now - 5 * DAY);
  replyAsAdmin(db, clock, q, ANSWERS.withdrawalTime, now - 5 * DAY + 2 * HOUR);
}
