import '@/components/formField.css';
import { useIntl } from 'react-intl';
import { shownClass } from '@/lib/fillSlots';
import { m } from './messages';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The image (data URL) or null while none is usable. */
  img: string | null;
  loading: boolean;
  onRefresh: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * Where the site's settings decide whether the field is asked for: whether it is (else it is there, hidden), and
   * its class slot (the screen's typed `slot`, lib/fillSlots), which a drawn form shows from the early read of the
   * settings.
   */
  shown?: { on: boolean; fill: Record<string, string> };
};

/** Captcha answer beside its image; tapping the image asks for a new one. */
export function CaptchaField(props: Props) {
  const { id, value, onChange, img, loading, onRefresh, error, required, disabled, shown } = props;
  const intl = useIntl();
  const errorId = `${id}-error`;
  const own = shown ? { className: shownClass('field form-field', shown.on), ...shown.fill } : null;
  return (
    <div className="field form-field" {...own}>
      <div className="field-head">
        <label htmlFor={id} className="field-label">
          {intl.formatMessage(m.captchaInputLabel)}
        </label>
        {required ? (
          <span className="field-star" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className="captcha-row">
        <input
          id={id}
          className="field-input captcha-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={intl.formatMessage(m.captchaInputPlaceholder)}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={8}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
        />
        <button
          type="button"
          className="captcha-btn"
          onClick={onRefresh}
          disabled={disabled || loading}
          aria-label={intl.formatMessage(m.captchaRefreshButton)}
          title={intl.formatMessage(m.captchaRefreshButton)}
        >
          {img ? (
            <img
              className="captcha-img"
              src={img}
              alt={intl.formatMessage(m.captchaImageAlt)}
              width={120}
              height={44}
            />
          ) : (
            <span className="captcha-placeholder" aria-hidden="true">
              {intl.formatMessage(loading ? m.captchaLoadingText : m.captchaFailedText)}
            </span>
          )}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
