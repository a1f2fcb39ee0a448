import { useIntl } from 'react-intl';
import { classSlot, valueSlot } from '@/lib/fillSlots';
import { unreadBadge } from '@/state/mailFigures';
import { m } from './messages';

type Box = 'inbox' | 'outbox';

/** The inbox and outbox tabs; the inbox's carries the unread count. */
export function MailTabs({ box, unread, onPick }: { box: Box; unread: number; onPick: (box: Box) => void }) {
  const t = useIntl().formatMessage;
  return (
    <div className="segmented" role="tablist" aria-label={t(m.tabsLabel)}>
      <button
        type="button"
        role="tab"
        className="segmented-tab"
        aria-selected={box === 'inbox'}
        onClick={() => onPick('inbox')}
      >
        {t(m.inboxTab)}
        {/* Always there, hidden while there is no unread mail: a drawn inbox shows it from its early read. */}
        <span
          className={unread > 0 ? 'tab-badge' : 'tab-badge off'}
          aria-label={unread > 0 ? t({ id: m.unreadBadge.id }, { count: unread }) : undefined}
          {...classSlot('unread.class')}
          {...valueSlot('unread')}
        >
          {unreadBadge(unread)}
        </span>
      </button>
      <button
        type="button"
        role="tab"
        className="segmented-tab"
        aria-selected={box === 'outbox'}
        onClick={() => onPick('outbox')}
      >
        {t(m.outboxTab)}
      </button>
    </div>
  );
}
