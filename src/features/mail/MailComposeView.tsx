import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { PATHS } from '@/state/paths';
import { MailCompose } from './MailCompose';
import { m } from './messages';

type Props = {
  /** The mail answered, when this is a reply; its title is shown once the box it sits in has loaded. */
  replyId: number | null;
  mails: ReadonlyArray<{ id: number; title: string }> | undefined;
  onSent: () => void;
};

/** The compose screen: a new mail, or a reply to one. */
export function MailComposeView({ replyId, mails, onSent }: Props) {
  const t = useIntl().formatMessage;
  const target = replyId ? mails?.find((x) => x.id === replyId) : undefined;
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
