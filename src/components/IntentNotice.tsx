import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/state/hooks';
import { selectOpenIntents } from '@/state/intentSlice';
import { checkIntentAgain } from '@/flow/intentSend';
import { HelpLink } from './HelpLink';

/**
 * Over every screen while a money request's answer is lost (flow/intentSend): it says the outcome is being
 * checked, and once the tries by itself are spent, asks the member to check again; the request goes with the
 * same key, so checking again never moves the money a second time.
 */
export function IntentNotice() {
  const intl = useIntl();
  const open = Object.entries(useAppSelector(selectOpenIntents));
  if (!open.length) return null;
  const unsettled = open.find(([, status]) => status === 'unsettled');
  if (!unsettled)
    return (
      <div className="intent-notice" role="status">
        <FormattedMessage id="common.intent.checkingText" />
      </div>
    );
  return (
    <div className="intent-notice unsettled" role="alert">
      <p>
        <FormattedMessage id="common.intent.unsettledText" />
      </p>
      <button type="button" className="btn btn-primary" onClick={() => checkIntentAgain(unsettled[0])}>
        {intl.formatMessage({ id: 'common.intent.checkAgainButton' })}
      </button>
      <HelpLink look="line" />
    </div>
  );
}
