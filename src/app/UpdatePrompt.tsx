import './updatePrompt.css';
import { FormattedMessage } from 'react-intl';
import { updateWaiting } from './serviceWorker';

/** A new version has landed while the app was open: the member reloads when it suits them. */
export function UpdatePrompt() {
  return (
    <div className="update-prompt" role="status">
      <span>
        <FormattedMessage id="common.update.availableText" />
      </span>
      <button type="button" className="btn btn-primary" onClick={() => updateWaiting.apply()}>
        <FormattedMessage id="common.update.reloadButton" />
      </button>
    </div>
  );
}
