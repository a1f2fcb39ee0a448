import { useIntl } from 'react-intl';
import { m } from './messages';

/** The pen in the mail screen's header: writes a new mail. */
export function ComposeButton({ onClick }: { onClick: () => void }) {
  const t = useIntl().formatMessage;
  return (
    <button type="button" className="icon-btn" onClick={onClick} aria-label={t(m.composeButton)}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
