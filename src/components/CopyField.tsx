import './moneyPieces.css';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';

/**
 * What a copied value is, when it must stay whole (data-whole): an account or card number and a code stay on one
 * line, moving under their label when the row is too narrow for both; an address (a link, a wallet address)
 * takes a line of its own under its label and scrolls sideways when it is longer than that line.
 */
export type WholeKind = 'account' | 'code' | 'address';

type Props = {
  label: string;
  value: string;
  whole?: WholeKind;
  /** An account name: shown as written, in whatever script (data-verbatim). */
  name?: boolean;
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

/**
 * An address in pieces that each stay whole, with a line break allowed only between them: after a slash (but not
 * inside '//'), and before '?', '&' and '#'.
 */
export function addressPieces(value: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (let i = 0; i < value.length; i += 1) {
    const c = value[i];
    if ('?&#'.includes(c) && piece) {
      pieces.push(piece);
      piece = '';
    }
    piece += c;
    if (c === '/' && value[i + 1] !== '/') {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** The copied value as shown: an address in its pieces, any other kind of whole value as one. */
function Shown({ value, whole }: { value: string; whole?: WholeKind }) {
  if (whole !== 'address') return <>{value}</>;
  return (
    <>
      {addressPieces(value).map((piece, i) => (
        <Fragment key={i}>
          {i ? <wbr /> : null}
          <span data-whole="address">{piece}</span>
        </Fragment>
      ))}
    </>
  );
}

/** One payee detail (name, account, bank, address...) with a copy button beside it. */
export function CopyField({ label, value, whole, name, onCopied }: Props) {
  const intl = useIntl();
  const copyLabel = intl.formatMessage({ id: 'money.copy.copyButton' });
  return (
    <div className={whole === 'address' ? 'copy-field copy-field-address' : 'copy-field'}>
      <dt>{label}</dt>
      <dd>
        <span
          className="copy-value"
          data-whole={value && whole && whole !== 'address' ? whole : undefined}
          data-verbatim={name ? 'name' : undefined}
        >
          {value ? <Shown value={value} whole={whole} /> : '-'}
        </span>
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
