import { INBOX_ARGS, OUTBOX_ARGS, useInboxQuery, useOutboxQuery } from '@/api/mailApi';

export type Box = 'inbox' | 'outbox';

/**
 * The boxes a view of the mail screen reads: the inbox always (its unread count is on the tabs, and every view
 * of the screen shows it), the outbox when it is the box opened. Each view reads them itself: a render its own
 * state starts (a further page has landed) then sees the cache as it stands, with that page merged, and not the
 * list a parent passed down before the store told it of the merge. A list handed down as props asked for the
 * landed page again.
 */
export function useMailBoxes(box: Box) {
  const inbox = useInboxQuery(INBOX_ARGS);
  const outbox = useOutboxQuery(OUTBOX_ARGS, { skip: box !== 'outbox' });
  return { inbox, outbox };
}
