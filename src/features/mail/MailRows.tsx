import { useIntl } from 'react-intl';
import { formatServerDate } from '@/lib/dates';
import type { MailItem, SentMail } from '@/lib/mailCache';
import { htmlPreview } from '@/lib/htmlPreview';
import { slotsFor } from '@/lib/fillSlots';
import { inboxFigures, type InboxFigures } from './mailFigures';
import { m } from './messages';

/** A received mail's row's slots. */
const slot = slotsFor<InboxFigures>();

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
  return (
    <RowShell {...rest} label={t({ id: m.selectMailLabel.id }, { title: mail.title })}>
      <InboxLines f={inboxFigures(mail)} />
    </RowShell>
  );
}

/** A received mail's row as a drawn inbox holds it: its lines with empty slots, in the row's button. */
export function InboxRowTemplate() {
  return (
    <button type="button" className="mail-row">
      <span className="mail-row-main">
        <InboxLines />
      </span>
    </button>
  );
}

/** A received mail's lines from its figures (mailFigures); without them, empty slots. */
function InboxLines({ f }: { f?: InboxFigures }) {
  const t = useIntl().formatMessage;
  const text = (name: keyof InboxFigures) => f?.[name] ?? '';
  const state = slot({
    text: 'read',
    choices: { 0: ['mail-state unread', t(m.unreadText)], 1: ['mail-state', t(m.readText)] },
  });
  return (
    <>
      <span className="mail-line">
        <span className={text('titleClass') || 'mail-title'} {...slot({ class: 'titleClass' })}>
          <span className={text('dotClass') || 'mail-dot off'} aria-hidden="true" {...slot({ class: 'dotClass' })} />
          {/* The title's first words: the mail opens whole from the row. */}
          <span className="mail-title-text" data-preview {...slot({ text: 'title' })}>
            {text('title')}
          </span>
        </span>
        <span className="mail-time" {...slot({ text: 'time' })}>
          {text('time')}
        </span>
      </span>
      <span className="mail-line">
        <span className="mail-preview" data-preview {...slot({ text: 'preview' })}>
          {text('preview')}
        </span>
        <span className={f?.read === '0' ? 'mail-state unread' : 'mail-state'} {...state}>
          {f ? t(f.read === '0' ? m.unreadText : m.readText) : ''}
        </span>
      </span>
    </>
  );
}

export function OutboxRow({ mail, ...rest }: Selectable & { mail: SentMail }) {
  const t = useIntl().formatMessage;
  const replied = mail.child.length > 0;
  return (
    <RowShell {...rest} label={t({ id: m.selectMailLabel.id }, { title: mail.title })}>
      <span className="mail-line">
        <span className="mail-title" data-verbatim="own">
          {mail.title}
        </span>
        <span className="mail-time">{formatServerDate(mail.created_at).slice(0, 16)}</span>
      </span>
      <span className="mail-line">
        <span className="mail-preview" data-preview data-verbatim="own">
          {htmlPreview(mail.content, 80)}
        </span>
        <span className={replied ? 'mail-state replied' : 'mail-state'}>
          {t(replied ? m.repliedText : m.awaitingText)}
        </span>
      </span>
    </RowShell>
  );
}
