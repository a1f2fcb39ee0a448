import { FormattedMessage } from 'react-intl';

/** The blocking mask shown while a call that asked for it is pending (docs/screens.md#errors-and-messages: 'loading'). */
export function LoadingMask({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div className="loading-mask" role="status" aria-live="polite">
      <div className="loading-box">
        <span className="spinner" aria-hidden="true" />
        <span>
          <FormattedMessage id="common.net.loadingText" />
        </span>
      </div>
    </div>
  );
}
