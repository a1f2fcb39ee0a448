import { mergePages, withFirst, withoutIds, type Id, type PagedList } from './pagedList';

/** A received mail (docs/platform-api.md#mail /member/message/list). */
export type MailItem = {
  id: number;
  title: string;
  content: string;
  url?: string | null;
  created_at: string;
  format_created_at?: string;
  is_read: 0 | 1;
  pid?: number;
  user_id?: number;
};

/** A mail the member sent, with the administrators' replies (docs/platform-api.md#mail /member/message/send_list). */
export type SentReply = { id: number; title: string; content: string; created_at: string; format_created_at?: string };
export type SentMail = {
  id: number;
  title: string;
  content: string;
  pid?: number;
  created_at: string;
  format_created_at?: string;
  child: SentReply[];
};

export type Inbox = PagedList<MailItem> & { unread: number; notice: number };
export type Outbox = PagedList<SentMail>;

/** Unread counts are never negative, whatever arrives (docs/screens.md#how-state-moves). */
export function clampUnread(count: unknown): number {
  const n = typeof count === 'string' ? Number(count) : count;
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}

/** A fetched inbox page folded into the inbox shown: merged by id; the server's counts win. */
export function mergeInbox(current: Inbox | undefined, incoming: Inbox): Inbox {
  return {
    ...mergePages(current, incoming),
    unread: clampUnread(incoming.unread),
    notice: clampUnread(incoming.notice),
  };
}

/**
 * Marks mails read (`read` true) or unread and moves the unread count by as many mails as changed
 * state: marking a mail read that already was must not lower the badge. Ids the list does not hold
 * count as changed, since the server changed them.
 */
export function applyReadState(inbox: Inbox, ids: Id[], read: boolean): Inbox {
  const wanted = new Set(ids.map(String));
  const state: 0 | 1 = read ? 1 : 0;
  let changed = 0;
  const held = new Set<string>();
  const items = inbox.items.map((item) => {
    if (!wanted.has(String(item.id))) return item;
    held.add(String(item.id));
    if (item.is_read === state) return item;
    changed += 1;
    return { ...item, is_read: state };
  });
  changed += [...wanted].filter((id) => !held.has(id)).length;
  return { ...inbox, items, unread: clampUnread(inbox.unread + (read ? -changed : changed)) };
}

/** The unread count after a local read change, from the count shown now. */
export function unreadAfterRead(count: number, changed: number, read: boolean): number {
  return clampUnread(count + (read ? -changed : changed));
}

/** How many of `ids` would change state in this inbox (ids it does not hold count as changing). */
export function readChanges(inbox: Inbox | undefined, ids: Id[], read: boolean): number {
  if (!inbox) return new Set(ids.map(String)).size;
  const state = read ? 1 : 0;
  const byId = new Map(inbox.items.map((i) => [String(i.id), i]));
  return [...new Set(ids.map(String))].filter((id) => byId.get(id)?.is_read !== state).length;
}

/** Received mails deleted: gone from the list, and an unread one no longer counts. */
export function deleteReceived(inbox: Inbox, ids: Id[]): Inbox {
  const gone = new Set(ids.map(String));
  const unreadGone = inbox.items.filter((i) => gone.has(String(i.id)) && i.is_read === 0).length;
  return { ...withoutIds(inbox, ids), unread: clampUnread(inbox.unread - unreadGone), notice: inbox.notice };
}

/** Sent mails deleted. */
export function deleteSent(outbox: Outbox, ids: Id[]): Outbox {
  return withoutIds(outbox, ids);
}

/** A mail just sent (new or reply) goes to the top of the sent list (docs/screens.md#how-state-moves). */
export function addSent(outbox: Outbox, mail: SentMail): Outbox {
  return withFirst(outbox, { ...mail, child: mail.child ?? [] });
}
