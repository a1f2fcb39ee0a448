import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { PATHS } from '@/state/paths';
import { InboxMailDetail, OutboxMailDetail } from './MailDetail';
import { ConfirmDelete } from './ConfirmDelete';
import { useMailActions } from './useMailActions';
import { useMailBoxes, type Box } from './useMailBoxes';
import { m } from './messages';

type Props = {
  box: Box;
  id: number;
  onReply: () => void;
  /** Back to the list the mail was opened from. */
  onLeave: () => void;
};

/** One mail: its text, reply, delete (confirmed first) and, in the inbox, mark unread. */
export function MailDetailView({ box, id, onReply, onLeave }: Props) {
  const t = useIntl().formatMessage;
  const { inbox, outbox } = useMailBoxes(box);
  const { setRead, remove, deleting } = useMailActions(box);
  const [confirming, setConfirming] = useState(false);
  const askDelete = () => setConfirming(true);
  const confirm = confirming ? (
    <ConfirmDelete
      count={1}
      busy={deleting}
      onCancel={() => setConfirming(false)}
      onConfirm={() => void remove([id]).then(onLeave, () => setConfirming(false))}
    />
  ) : null;
  let body: React.ReactNode;
  if (box === 'inbox') {
    const mail = inbox.data?.items.find((x) => x.id === id);
    body = mail ? (
      <InboxMailDetail
        mail={mail}
        onReply={onReply}
        onDelete={askDelete}
        onMarkUnread={() => void setRead([id], false).then(onLeave, () => undefined)}
      />
    ) : null;
  } else {
    const mail = outbox.data?.items.find((x) => x.id === id);
    body = mail ? <OutboxMailDetail mail={mail} onReply={onReply} onDelete={askDelete} /> : null;
  }
  const loading = box === 'inbox' ? inbox.isFetching : outbox.isFetching;
  return (
    <PageLayout title={t(m.detailTitle)} fallback={PATHS.Message}>
      {body ?? (loading ? <SkeletonBlock lines={2} /> : <p className="query-state">{t(m.notFoundText)}</p>)}
      {confirm}
    </PageLayout>
  );
}
