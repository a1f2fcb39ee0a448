import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { PATHS } from '@/state/paths';
import type { MailItem, SentMail } from '@/lib/mailCache';
import { InboxMailDetail, OutboxMailDetail } from './MailDetail';
import { ConfirmDelete } from './ConfirmDelete';
import { useMailActions } from './useMailActions';
import { m } from './messages';

type Props = {
  box: 'inbox' | 'outbox';
  id: number;
  /** The mails of the box loaded so far, and whether the box is being read. */
  inbox: { items?: MailItem[]; fetching: boolean };
  outbox: { items?: SentMail[]; fetching: boolean };
  onReply: () => void;
  /** Back to the list the mail was opened from. */
  onLeave: () => void;
};

/** One mail: its text, reply, delete (confirmed first) and, in the inbox, mark unread. */
export function MailDetailView({ box, id, inbox, outbox, onReply, onLeave }: Props) {
  const t = useIntl().formatMessage;
  const { setRead, remove, deleting } = useMailActions(box);
  const [confirming, setConfirming] = useState(false);
  const askDelete = () => setConfirming(true);
  let body: React.ReactNode = null;
  if (box === 'inbox') {
    const mail = inbox.items?.find((x) => x.id === id);
    if (mail)
      body = (
        <InboxMailDetail
          mail={mail}
          onReply={onReply}
          onDelete={askDelete}
          onMarkUnread={() => void setRead([id], false).then(onLeave, () => undefined)}
        />
      );
  } else {
    const mail = outbox.items?.find((x) => x.id === id);
    if (mail) body = <OutboxMailDetail mail={mail} onReply={onReply} onDelete={askDelete} />;
  }
  const loading = box === 'inbox' ? inbox.fetching : outbox.fetching;
  return (
    <PageLayout title={t(m.detailTitle)} fallback={PATHS.Message}>
      {body ?? (loading ? <SkeletonBlock lines={2} /> : <p className="query-state">{t(m.notFoundText)}</p>)}
      {confirming ? (
        <ConfirmDelete
          count={1}
          busy={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove([id]).then(onLeave, () => setConfirming(false))}
        />
      ) : null}
    </PageLayout>
  );
}
