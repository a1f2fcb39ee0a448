/**
 * The mail lists' answers as the app keeps them (docs/platform-api.md#mail): plain functions of a page's body, with nothing of
 * the framework, so the early shell's figure filler (src/early/fill.ts) reads an answer as the app does.
 */
import type { Envelope } from './baseQuery';
import { listFromPage } from '@/lib/pagedList';
import { clampUnread, type Inbox, type MailItem, type Outbox, type SentMail } from '@/lib/mailCache';

/** A page of the inbox, with the counts of unread mail and notices. */
export const inboxAnswer = (body: Envelope): Inbox => ({
  ...listFromPage<MailItem>(body.data),
  unread: clampUnread(body.unread),
  notice: clampUnread(body.notice),
});
/** A page of the mail the member sent, each with its replies. */
export const outboxAnswer = (body: Envelope): Outbox => {
  const list = listFromPage<SentMail>(body.data);
  return { ...list, items: list.items.map((m) => ({ ...m, child: Array.isArray(m.child) ? m.child : [] })) };
};
