import { forwardRef, useEffect, useRef } from 'react';
import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with the six digits once complete (e.g. to move on to the next box). */
  onFill?: () => void;
  error?: string;
  doneText: string;
};

/** Six digits on the app's own number pad, so the withdrawal password never meets the phone's keyboard. */
export const PasscodeField = forwardRef<PasscodeInputRef, Props>(function PasscodeField({ id, label, value, onChange, onFill, error, doneText }, ref) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // antd-mobile keeps a native input for its system-keyboard mode; with our pad it is never used, and a
    // focusable field hidden inside a button confuses screen readers, so it is taken out of reach.
    const native = wrap.current?.querySelector('input');
    if (native) {
      native.disabled = true;
      native.tabIndex = -1;
    }
  });
  return (
    <div className="field passcode-field" ref={wrap}>
      <span id={labelId} className="field-label">{label}</span>
      <PasscodeInput
        ref={ref}
        length={6}
        value={value}
        onChange={onChange}
        onFill={onFill}
        error={Boolean(error)}
        seperated
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        keyboard={<NumberKeyboard confirmText={doneText} />}
      />
      {error ? <p id={errorId} className="field-error" role="alert">{error}</p> : null}
    </div>
  );
});
