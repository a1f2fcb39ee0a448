import { useId, type InputHTMLAttributes } from 'react';
import { sanitizeAmount } from '@/lib/amount';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** Shown under the field and announced; the field is marked invalid while it is set. */
  error?: string;
};

/** An amount field: whatever is typed or pasted is cut down to digits, one point and three decimals. */
export function AmountInput({ value, onChange, label, error, id, className, ...rest }: Props) {
  const autoId = useId();
  const inputId = id ?? `amount-${autoId}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        className="field-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(sanitizeAmount(e.target.value))}
      />
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
