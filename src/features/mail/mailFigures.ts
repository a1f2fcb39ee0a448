import { formatServerDate } from '@/lib/dates';
import { htmlPreview } from '@/lib/htmlPreview';
import type { Inbox, MailItem } from '@/lib/mailCache';

/** How many characters of a mail's text its row shows. */
const PREVIEW_CHARS = 80;

/** The count an unread badge shows. */
export const unreadBadge = (count: number): string => (count > 99 ? '99+' : String(count));

/** The inbox's own figures: the unread badge and its class, and the toolbar's class. */
export type InboxViewFigures = { unread: string; unreadClass: string; toolbarClass: string };

/** A received mail's row's figures; `read` is '0' unread, '1' read. */
export type InboxFigures = {
  title: string;
  titleClass: string;
  dotClass: string;
  time: string;
  preview: string;
  read: string;
};

/**
 * The inbox's own figures beside its rows, from the same read: the tab's unread badge (hidden at 0) and the
 * toolbar, shown once there is mail.
 */
export function inboxViewFigures(inbox: Inbox): InboxViewFigures {
  return {
    unread: unreadBadge(inbox.unread),
    unreadClass: inbox.unread > 0 ? 'tab-badge' : 'tab-badge off',
    toolbarClass: inbox.items.length > 0 ? 'mail-toolbar' : 'mail-toolbar pending',
  };
}

/**
 * A received mail's row as text: what the inbox row draws (features/mail MailRows), and what the early script writes
 * into a drawn inbox's row template from its own read of the inbox. `read` is a choice slot's figure ('0' unread, '1'
 * read), the classes mark an unread mail's title and dot.
 */
export function inboxFigures(mail: MailItem): InboxFigures {
  const unread = mail.is_read === 0;
  return {
    title: mail.title,
    titleClass: unread ? 'mail-title unread' : 'mail-title',
    dotClass: unread ? 'mail-dot' : 'mail-dot off',
    time: formatServerDate(mail.created_at).slice(0, 16),
    preview: htmlPreview(mail.content, PREVIEW_CHARS),
    read: unread ? '0' : '1',
  };
}
