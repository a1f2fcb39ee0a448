import './moneyPieces.css';
import { useIntl } from 'react-intl';

type Props = {
  label: string;
  value: string;
  /** Called after the value is on the clipboard (the screen says 'copy success'). */
  onCopied: () => void;
};

/** Copies with the Clipboard API, else through a hidden text area (older WebViews). */
export async function copyText(value: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    /* fall through to the older way */
  }
  try {
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** One payee detail (name, account, bank, address...) with a copy button beside it. */
export function CopyField({ label, value, onCopied }: Props) {
  const intl = useIntl();
  const copyLabel = intl.formatMessage({ id: 'money.copy.copyButton' });
  return (
    <div className="copy-field">
      <dt>{label}</dt>
      <dd>
        <span className="copy-value">{value || '-'}</span>
        {value ? (
          <button
            type="button"
            className="copy-btn"
            aria-label={`${copyLabel} ${label}`}
            onClick={() => void copyText(value).then((ok) => ok && onCopied())}
          >
            {copyLabel}
          </button>
        ) : null}
      </dd>
    </div>
  );
}
