import './formField.css';
import type { InputHTMLAttributes } from 'react';

type Props = {
  id: string;
  label: string;
  /** Starred: the site requires it. */
  required?: boolean;
  /** The field's message, already in the member's language. */
  error?: string;
  value: string;
  onChange: (value: string) => void;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'maxLength' | 'inputMode' | 'placeholder' | 'disabled' | 'autoCapitalize' | 'enterKeyHint'
>;

/** A labelled text field whose message sits under it and is tied to it for screen readers. */
export function FormField({ id, label, required, error, value, onChange, type = 'text', ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="field form-field">
      <div className="field-head">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        {required ? (
          <span className="field-star" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <input
        id={id}
        className="field-input"
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
        autoCorrect="off"
        spellCheck={false}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
