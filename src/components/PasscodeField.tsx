import './passcodeField.css';
import { forwardRef, type KeyboardEvent } from 'react';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with the six digits once the last one is typed. */
  onFill?: (value: string) => void;
  error?: string;
  /** Extra text read with the field (e.g. the amount being confirmed). */
  hint?: string;
  disabled?: boolean;
};

const LENGTH = 6;

/**
 * A six-digit withdrawal password: one native password field (so screen readers, the phone's number pad
 * and one-time-code autofill all work as usual) drawn as six boxes. Only digits are kept; the boxes show
 * dots, never the digits.
 */
export const PasscodeField = forwardRef<HTMLInputElement, Props>(function PasscodeField(
  { id, label, value, onChange, onFill, error, hint, disabled },
  ref,
) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const change = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, LENGTH);
    onChange(digits);
    if (digits.length === LENGTH && digits !== value) onFill?.(digits);
  };
  // Enter with fewer than six digits would submit a surrounding form too early.
  const key = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && value.length < LENGTH) e.preventDefault();
  };
  return (
    <div className={error ? 'field passcode-field passcode-field-invalid' : 'field passcode-field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="passcode-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="passcode-boxes">
        <input
          ref={ref}
          id={id}
          className="passcode-native"
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          maxLength={LENGTH}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => change(e.target.value)}
          onKeyDown={key}
        />
        <div className="passcode-cells" aria-hidden="true">
          {Array.from({ length: LENGTH }, (_, i) => (
            <span key={i} className={i === Math.min(value.length, LENGTH - 1) ? 'passcode-cell next' : 'passcode-cell'}>
              {i < value.length ? '•' : ''}
            </span>
          ))}
        </div>
      </div>
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
