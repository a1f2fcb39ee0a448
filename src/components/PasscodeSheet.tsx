import './moneyPieces.css';
import './facts.css';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Popup } from 'antd-mobile';
import { PasscodeField } from './PasscodeField';

/** How soon after opening a touch on the mask is still the double tap that opened the sheet. */
const MASK_GRACE_MS = 600;

type Props = {
  visible: boolean;
  title: string;
  /** A line above the digits. */
  detail?: string;
  /** What the member is confirming, one figure a row (the amount, the fee, what arrives), above the digits. */
  facts?: Array<{ label: string; value: string; strong?: boolean }>;
  error?: string;
  /** While true the digits are locked: the request is on its way. */
  busy: boolean;
  onSubmit: (pwd: string) => void;
  onCancel: () => void;
};

/**
 * The six-digit withdrawal password in a bottom sheet; the sixth digit (or the confirm button) submits,
 * once. The digits are dropped as soon as they are handed over.
 */
export function PasscodeSheet({ visible, title, detail, facts, error, busy, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const handed = useRef(false);
  const openedAt = useRef(0);

  // Each opening starts with an empty field.
  const [wasVisible, setWasVisible] = useState(visible);
  if (wasVisible !== visible) {
    setWasVisible(visible);
    if (visible) setValue('');
  }
  // Before the browser can hand over the next touch.
  useLayoutEffect(() => {
    if (visible) openedAt.current = performance.now();
  }, [visible]);
  useEffect(() => {
    if (!visible) return;
    handed.current = false;
    const t = setTimeout(() => input.current?.focus(), 120);
    return () => clearTimeout(t);
  }, [visible]);

  useEffect(() => {
    // A refusal hands the field back for another try.
    if (!busy) {
      handed.current = false;
      if (visible && error) input.current?.focus();
    }
  }, [busy, error, visible]);

  const hand = (pwd: string) => {
    if (busy || handed.current || pwd.length !== 6) return;
    handed.current = true;
    setValue('');
    onSubmit(pwd);
  };
  // The second touch of a double tap on the button that opened the sheet lands on its mask: that touch
  // must not close the sheet the first one opened.
  // The touch's own time counts (event.timeStamp), not when a busy page gets round to handling it.
  const maskClicked = (e: MouseEvent<HTMLDivElement>) => {
    if (e.timeStamp - openedAt.current >= MASK_GRACE_MS) onCancel();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    hand(value);
  };

  return (
    <Popup visible={visible} onMaskClick={busy ? undefined : maskClicked} bodyClassName="passcode-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby="passcode-sheet-title" aria-busy={busy}>
        <form noValidate onSubmit={submit}>
          <div className="passcode-sheet-head">
            <h2 id="passcode-sheet-title">{title}</h2>
            <button type="button" className="btn btn-ghost passcode-cancel" onClick={onCancel} disabled={busy}>
              {intl.formatMessage({ id: 'money.passcode.cancelButton' })}
            </button>
          </div>
          {facts?.length ? (
            <dl className="facts passcode-facts">
              {facts.map((f) => (
                <div key={f.label} className={f.strong ? 'passcode-fact-total' : undefined}>
                  <dt>{f.label}</dt>
                  <dd>
                    <span className="money" data-whole="amount">
                      {f.value}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <PasscodeField
            ref={input}
            id="passcode-sheet-input"
            label={intl.formatMessage({ id: 'money.passcode.inputLabel' })}
            hint={detail}
            value={value}
            onChange={(v) => !busy && setValue(v)}
            onFill={hand}
            error={error}
            disabled={busy}
          />
          {busy ? (
            <p className="passcode-busy" role="status">
              {intl.formatMessage({ id: 'money.passcode.sendingText' })}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy || value.length !== 6}>
            {intl.formatMessage({ id: 'money.passcode.confirmButton' })}
          </button>
        </form>
      </div>
    </Popup>
  );
}
