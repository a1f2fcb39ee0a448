import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { slotsFor } from '@/lib/fillSlots';
import { unreadBadge, type InboxViewFigures } from './mailFigures';
import { m } from './messages';

type Box = 'inbox' | 'outbox';

/** The inbox's own slots (its drawn view's). */
const slot = slotsFor<InboxViewFigures>();

type TabProps = { box: Box; shown: Box; onPick: (box: Box) => void; children: ReactNode };

/** One of the two tabs, chosen when its box is the one shown. */
function Tab({ box, shown, onPick, children }: TabProps) {
  return (
    <button
      type="button"
      role="tab"
      className="segmented-tab"
      aria-selected={box === shown}
      onClick={() => onPick(box)}
    >
      {children}
    </button>
  );
}

/** The inbox and outbox tabs; the inbox's carries the unread count. */
export function MailTabs({ box, unread, onPick }: { box: Box; unread: number; onPick: (box: Box) => void }) {
  const t = useIntl().formatMessage;
  return (
    <div className="segmented" role="tablist" aria-label={t(m.tabsLabel)}>
      <Tab box="inbox" shown={box} onPick={onPick}>
        {t(m.inboxTab)}
        {/* Always there, hidden while there is no unread mail: a drawn inbox shows it from its early read. */}
        <span
          className={unread > 0 ? 'tab-badge' : 'tab-badge off'}
          aria-label={unread > 0 ? t({ id: m.unreadBadge.id }, { count: unread }) : undefined}
          {...slot({ text: 'unread', class: 'unreadClass' })}
        >
          {unreadBadge(unread)}
        </span>
      </Tab>
      <Tab box="outbox" shown={box} onPick={onPick}>
        {t(m.outboxTab)}
      </Tab>
    </div>
  );
}
