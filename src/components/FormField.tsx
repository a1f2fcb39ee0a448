import './formField.css';
import type { InputHTMLAttributes } from 'react';
import { shownClass } from '@/lib/fillSlots';

type Props = {
  id: string;
  label: string;
  /** Starred: the site requires it. */
  required?: boolean;
  /**
   * Where the site's settings decide the star: the class slot of a star that is always there, hidden when not
   * required, which a drawn form shows from the early read of the settings (the screen's typed `slot`, lib/fillSlots).
   */
  starFill?: Record<string, string>;
  /** The slot of what a drawn form's field starts with, which the early filler writes (the screen's typed `slot`). */
  inputFill?: Record<string, string>;
  /** The field's message, already in the member's language. */
  error?: string;
  value: string;
  onChange: (value: string) => void;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'autoComplete'
  | 'maxLength'
  | 'inputMode'
  | 'placeholder'
  | 'disabled'
  | 'readOnly'
  | 'autoCapitalize'
  | 'enterKeyHint'
>;

/** A labelled text field whose message sits under it and is tied to it for screen readers. */
export function FormField(props: Props) {
  const { id, label, required, starFill, inputFill, error, value, onChange, type = 'text', ...input } = props;
  const errorId = `${id}-error`;
  return (
    <div className="field form-field">
      <div className="field-head">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        {starFill ? (
          <span className={shownClass('field-star', Boolean(required))} aria-hidden="true" {...starFill}>
            *
          </span>
        ) : required ? (
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
        {...inputFill}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
