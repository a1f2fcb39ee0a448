import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SafeHtml } from '@/components/SafeHtml';
import { formatServerDate } from '@/lib/dates';
import { useReadMailMutation } from '@/api/mailApi';
import type { MailItem, SentMail } from '@/lib/mailCache';
import { m } from './messages';

type InboxProps = { mail: MailItem; onReply: () => void; onDelete: () => void; onMarkUnread: () => void };

/** A received mail: opening it marks it read; its body is server HTML, sanitised before it is shown. */
export function InboxMailDetail({ mail, onReply, onDelete, onMarkUnread }: InboxProps) {
  const t = useIntl().formatMessage;
  const [markRead] = useReadMailMutation();
  // Opening a mail reads it, once per opening: the mail's read state as it was opened is what counts, so
  // 'Mark unread' pressed here is not undone by the read state it just changed.
  const [opening, setOpening] = useState(() => ({ id: mail.id, unread: mail.is_read === 0 }));
  if (opening.id !== mail.id) setOpening({ id: mail.id, unread: mail.is_read === 0 });
  const marked = useRef<typeof opening | null>(null);
  useEffect(() => {
    if (!opening.unread || marked.current === opening) return;
    marked.current = opening;
    void markRead({ ids: [opening.id], read: true });
  }, [opening, markRead]);
  return (
    <article className="mail-detail" aria-labelledby="mail-detail-title">
      <h2 id="mail-detail-title" className="mail-detail-title">
        {mail.title}
      </h2>
      <p className="mail-detail-time">{formatServerDate(mail.created_at)}</p>
      <SafeHtml className="mail-body" html={mail.content} />
      <div className="mail-actions">
        <button type="button" className="btn btn-primary" onClick={onReply}>
          {t(m.replyButton)}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onMarkUnread}>
          {t(m.markUnreadButton)}
        </button>
        <button type="button" className="btn btn-ghost btn-danger" onClick={onDelete}>
          {t(m.deleteButton)}
        </button>
      </div>
    </article>
  );
}

type OutboxProps = { mail: SentMail; onReply: () => void; onDelete: () => void };

/** A mail the member sent, with the platform's replies under it. */
export function OutboxMailDetail({ mail, onReply, onDelete }: OutboxProps) {
  const t = useIntl().formatMessage;
  return (
    <article className="mail-detail" aria-labelledby="mail-detail-title">
      <h2 id="mail-detail-title" className="mail-detail-title" data-verbatim="own">
        {mail.title}
      </h2>
      <p className="mail-detail-time">{formatServerDate(mail.created_at)}</p>
      {/* The member's own words: shown as text, exactly as typed. */}
      <p className="mail-body mail-plain" data-verbatim="own">
        {mail.content}
      </p>
      <section className="mail-replies" aria-labelledby="mail-replies-title">
        <h3 id="mail-replies-title">{t(m.repliesHeading)}</h3>
        {mail.child.length ? (
          mail.child.map((c) => (
            <div key={c.id} className="mail-reply">
              <p className="mail-detail-time">
                {t(m.adminReplyLabel)} · {formatServerDate(c.created_at)}
              </p>
              <SafeHtml className="mail-body" html={c.content} />
            </div>
          ))
        ) : (
          <p className="mail-detail-time">{t(m.noReplyText)}</p>
        )}
      </section>
      <div className="mail-actions">
        <button type="button" className="btn btn-primary" onClick={onReply}>
          {t(m.replyButton)}
        </button>
        <button type="button" className="btn btn-ghost btn-danger" onClick={onDelete}>
          {t(m.deleteButton)}
        </button>
      </div>
    </article>
  );
}
