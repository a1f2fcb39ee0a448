import { MailUnreadPoller } from '@/features/mail/MailUnreadPoller';
import { RealityCheckHost } from '@/features/play/RealityCheckHost';

/**
 * What runs for a logged-in member once the opening screen has settled: the unread-mail poll and the reality check
 * (which also hears a time-out taken in another tab). One lazy file for both: they start together.
 */
export function MemberWatchers() {
  return (
    <>
      <MailUnreadPoller />
      <RealityCheckHost />
    </>
  );
}
