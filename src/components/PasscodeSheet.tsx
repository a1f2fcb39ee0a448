import './moneyPieces.css';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { NumberKeyboard, PasscodeInput, Popup, type PasscodeInputRef } from 'antd-mobile';

type Props = {
  visible: boolean;
  title: string;
  /** A line above the digits (e.g. the amount being withdrawn). */
  detail?: string;
  error?: string;
  /** While true the digits are locked: the request is on its way. */
  busy: boolean;
  onSubmit: (pwd: string) => void;
  onCancel: () => void;
};

/**
 * Six digits on the app's own keypad (never the phone's keyboard); the sixth digit submits, once. The
 * digits are dropped as soon as they are handed over.
 */
export function PasscodeSheet({ visible, title, detail, error, busy, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const ref = useRef<PasscodeInputRef>(null);
  const handed = useRef(false);

  useEffect(() => {
    if (!visible) return;
    setValue('');
    handed.current = false;
    const t = setTimeout(() => ref.current?.focus(), 120);
    return () => clearTimeout(t);
  }, [visible]);

  const fill = (pwd: string) => {
    if (busy || handed.current) return;
    handed.current = true;
    setValue('');
    onSubmit(pwd);
  };

  useEffect(() => {
    // A refusal hands the keypad back for another try.
    if (!busy) handed.current = false;
  }, [busy, error]);

  return (
    <Popup visible={visible} onMaskClick={busy ? undefined : onCancel} bodyClassName="passcode-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby="passcode-sheet-title" aria-busy={busy}>
        <div className="passcode-sheet-head">
          <h2 id="passcode-sheet-title">{title}</h2>
          <button type="button" className="btn btn-ghost passcode-cancel" onClick={onCancel} disabled={busy}>
            {intl.formatMessage({ id: 'money.passcode.cancelButton' })}
          </button>
        </div>
        {detail ? <p className="passcode-sheet-detail">{detail}</p> : null}
        <PasscodeInput
          ref={ref}
          length={6}
          value={value}
          onChange={(v) => !busy && setValue(v)}
          onFill={fill}
          error={Boolean(error)}
          seperated
          aria-label={title}
          keyboard={<NumberKeyboard confirmText={intl.formatMessage({ id: 'money.passcode.doneButton' })} />}
        />
        {error ? <p className="field-error passcode-error" role="alert">{error}</p> : null}
        {busy ? <p className="passcode-busy" role="status">{intl.formatMessage({ id: 'money.passcode.sendingText' })}</p> : null}
      </div>
    </Popup>
  );
}
