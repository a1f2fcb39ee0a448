import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { PATHS } from '@/state/paths';
import { MailCompose } from './MailCompose';
import { useMailBoxes, type Box } from './useMailBoxes';
import { m } from './messages';

type Props = {
  /** The box the form was opened from, where the mail answered sits. */
  box: Box;
  /** The mail answered, when this is a reply; its title is shown once the box it sits in has loaded. */
  replyId: number | null;
  onSent: () => void;
};

/** The compose screen: a new mail, or a reply to one. */
export function MailComposeView({ box, replyId, onSent }: Props) {
  const t = useIntl().formatMessage;
  const { inbox, outbox } = useMailBoxes(box);
  const source = box === 'inbox' ? inbox.data?.items : outbox.data?.items;
  const target = replyId ? source?.find((x) => x.id === replyId) : undefined;
  return (
    <PageLayout title={t(replyId ? m.replyTitle : m.composeTitle)} fallback={PATHS.Message}>
      <MailCompose
        key={replyId ?? 'new'}
        replyTo={target ? { id: target.id, title: target.title } : replyId ? { id: replyId, title: '' } : null}
        onSent={onSent}
      />
    </PageLayout>
  );
}
