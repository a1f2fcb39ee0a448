import { useIntl } from 'react-intl';
import type { ApplyFieldError, HallField } from '@machines/activityApplyMachine';
import { useApplyConfigQuery } from '@/api/activityApi';
import type { Option } from '@/api/activityTypes';
import { FormField } from '@/components/FormField';
import { useActivityApplyFlow } from './useActivityApplyFlow';
import { m } from './messages';

type Props = { activityId: number; fields: readonly HallField[]; memberName: string };

const errorText = (field: HallField | 'captcha', code: ApplyFieldError | undefined) => {
  if (!code) return undefined;
  if (code === 'required') return m.requiredError;
  if (code === 'range') return m.rangeError;
  return field === 'member_name' ? m.memberNameFormatError : m.formatError;
};

function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  error,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (v: string) => void;
  error?: string;
  disabled: boolean;
}) {
  const t = useIntl().formatMessage;
  return (
    <div className="field form-field">
      <div className="field-head">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <span className="field-star" aria-hidden="true">
          *
        </span>
      </div>
      <select
        id={id}
        className="act-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t(m.chooseOption)}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The hall form: the activity's own fields and a captcha; one tap sends one application. */
export function ApplyForm({ activityId, fields, memberName }: Props) {
  const t = useIntl().formatMessage;
  const [snapshot, send] = useActivityApplyFlow(activityId, fields, memberName);
  const { data: config } = useApplyConfigQuery(undefined, {
    skip: !fields.some((f) => f === 'game_type' || f === 'api_game_type'),
  });
  const c = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const err = (f: HallField | 'captcha') => {
    const d = errorText(f, c.fieldErrors[f]);
    return d ? t(d) : undefined;
  };
  if (snapshot.matches('applied')) {
    return (
      <section className="act-form" aria-labelledby="act-form-title">
        <h2 id="act-form-title">{t(m.formTitle)}</h2>
        <p className="act-applied" role="status">
          {t(m.appliedText)}
        </p>
        <button type="button" className="btn btn-ghost" onClick={() => send({ type: 'flow.restart' })}>
          {t(m.againButton)}
        </button>
      </section>
    );
  }
  const change = (field: HallField) => (value: string) => send({ type: 'field.change', field, value });
  return (
    <section className="act-form" aria-labelledby="act-form-title">
      <h2 id="act-form-title">{t(m.formTitle)}</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        {fields.map((f) => {
          const id = `act-${f}`;
          const value = c.values[f] ?? '';
          if (f === 'game_type' || f === 'api_game_type') {
            const options = (f === 'game_type' ? config?.gameTypes : config?.apiGameTypes) ?? [];
            return (
              <SelectField
                key={f}
                id={id}
                label={t(m[f])}
                value={value}
                options={options}
                onChange={change(f)}
                error={err(f)}
                disabled={busy}
              />
            );
          }
          return (
            <FormField
              key={f}
              id={id}
              label={t(m[f])}
              required
              value={value}
              onChange={change(f)}
              error={err(f)}
              disabled={busy}
              inputMode={f === 'recharge_money' ? 'numeric' : undefined}
              maxLength={f === 'member_name' ? 8 : f === 'bill_no' ? 16 : 7}
              autoCapitalize="off"
              autoComplete={f === 'member_name' ? 'username' : 'off'}
            />
          );
        })}
        <div className="field form-field">
          <div className="field-head">
            <label htmlFor="act-captcha" className="field-label">
              {t(m.captchaInputLabel)}
            </label>
            <span className="field-star" aria-hidden="true">
              *
            </span>
          </div>
          <div className="act-captcha">
            <input
              id="act-captcha"
              className="field-input"
              value={c.captcha}
              onChange={(e) => send({ type: 'captcha.change', value: e.target.value })}
              placeholder={t(m.captchaInputPlaceholder)}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              maxLength={8}
              disabled={busy}
              aria-required
              aria-invalid={err('captcha') ? true : undefined}
              aria-describedby={err('captcha') ? 'act-captcha-error' : undefined}
            />
            <button
              type="button"
              className="act-captcha-btn"
              onClick={() => send({ type: 'captcha.refresh' })}
              disabled={busy || snapshot.hasTag('captchaLoading')}
              aria-label={t(m.captchaRefreshButton)}
            >
              {c.image ? (
                <img src={c.image.img} alt={t(m.captchaImageAlt)} width={120} height={44} />
              ) : (
                <span aria-hidden="true">
                  {t(snapshot.hasTag('captchaLoading') ? m.captchaLoadingText : m.captchaFailedText)}
                </span>
              )}
            </button>
          </div>
          {err('captcha') ? (
            <p id="act-captcha-error" className="field-error" role="alert">
              {err('captcha')}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {t(busy ? m.submittingButton : m.submitButton)}
        </button>
      </form>
    </section>
  );
}
