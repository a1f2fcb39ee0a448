import { useIntl } from 'react-intl';
import { formatServerDate } from '@/lib/dates';
import type { MailItem, SentMail } from '@/lib/mailCache';
import { htmlPreview } from '@/lib/htmlPreview';
import { m } from './messages';

type Selectable = { selecting: boolean; selected: boolean; onToggle: () => void; onOpen: () => void };

function RowShell({
  selecting,
  selected,
  onToggle,
  onOpen,
  label,
  children,
}: Selectable & { label: string; children: React.ReactNode }) {
  if (selecting) {
    return (
      <label className={selected ? 'mail-row mail-row-selected' : 'mail-row'}>
        <input type="checkbox" className="mail-check" checked={selected} onChange={onToggle} aria-label={label} />
        <span className="mail-row-main">{children}</span>
      </label>
    );
  }
  return (
    <button type="button" className="mail-row" onClick={onOpen}>
      <span className="mail-row-main">{children}</span>
    </button>
  );
}

export function InboxRow({ mail, ...rest }: Selectable & { mail: MailItem }) {
  const t = useIntl().formatMessage;
  const unread = mail.is_read === 0;
  return (
    <RowShell {...rest} label={t({ id: m.selectMailLabel.id }, { title: mail.title })}>
      <span className="mail-line">
        <span className={unread ? 'mail-title unread' : 'mail-title'}>
          {unread ? <span className="mail-dot" aria-hidden="true" /> : null}
          {mail.title}
        </span>
        <span className="mail-time">{formatServerDate(mail.created_at).slice(0, 16)}</span>
      </span>
      <span className="mail-line">
        <span className="mail-preview" data-preview>
          {htmlPreview(mail.content, 80)}
        </span>
        <span className={unread ? 'mail-state unread' : 'mail-state'}>{t(unread ? m.unreadText : m.readText)}</span>
      </span>
    </RowShell>
  );
}

export function OutboxRow({ mail, ...rest }: Selectable & { mail: SentMail }) {
  const t = useIntl().formatMessage;
  const replied = mail.child.length > 0;
  return (
    <RowShell {...rest} label={t({ id: m.selectMailLabel.id }, { title: mail.title })}>
      <span className="mail-line">
        <span className="mail-title">{mail.title}</span>
        <span className="mail-time">{formatServerDate(mail.created_at).slice(0, 16)}</span>
      </span>
      <span className="mail-line">
        <span className="mail-preview" data-preview>
          {htmlPreview(mail.content, 80)}
        </span>
        <span className={replied ? 'mail-state replied' : 'mail-state'}>
          {t(replied ? m.repliedText : m.awaitingText)}
        </span>
      </span>
    </RowShell>
  );
}
