import '@/components/buttons.css';
import { useId, type FormEvent } from 'react';
import { useMoneyText } from '@/components/Money';
import { useIntl } from 'react-intl';
import { AmountInput } from '@/components/AmountInput';
import type { Payment } from '@/api/rechargeApi';
import type { RechargeContext, RechargeEvent, RechargeField } from '@machines/rechargeTypes';
import { usdtCount } from './usdt';
import { m } from './messages';

type Props = {
  payment: Payment;
  context: RechargeContext;
  busy: boolean;
  uploading: boolean;
  send: (e: RechargeEvent) => void;
};

/** Amount (and for company channels the remittance details and a receipt), then one submit. */
export function RechargeForm({ payment: p, context: c, busy, uploading, send }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoneyText();
  const uid = useId();
  const company = c.channel?.kind === 'company';
  const usdt = p.type === 'company_usdt';
  const lock = busy;
  const change = (field: RechargeField) => (value: string) => send({ type: 'field.change', field, value });
  const fieldError = (f: RechargeField) => {
    const e = c.fieldErrors[f];
    if (!e) return undefined;
    if (f === 'amount') return t(m.moneyError);
    if (f === 'hkAt' && e === 'invalid') return t(m.hkAtError);
    return t(m.requiredError);
  };
  const min = Number(p.min) || 0;
  const max = Number(p.max) || 0;
  const limit = min || max ? t({ id: m.limitText.id }, { min: money(min), max: money(max) }) : t(m.noLimitText);
  const count = usdt ? usdtCount(c.amount, p.params?.usdt_rate) : '';
  const text = (f: 'payerName' | 'payerAccount', labelId: string, value: string) => {
    const id = `${uid}-${f}`;
    const err = fieldError(f);
    return (
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {t({ id: labelId })}
          <span className="field-star" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <input
          id={id}
          className="field-input"
          value={value}
          onChange={(e) => change(f)(e.target.value)}
          maxLength={f === 'payerName' ? 50 : 100}
          aria-required
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${id}-error` : undefined}
          disabled={lock}
          autoComplete="off"
          spellCheck={false}
        />
        {err ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {err}
          </p>
        ) : null}
      </div>
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && !uploading) send({ type: 'form.submit' });
  };
  const hkId = `${uid}-hk`;
  const picId = `${uid}-pic`;
  const hkErr = fieldError('hkAt');
  return (
    <section className="recharge-card" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{p.desc || p.type_text}</h2>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <AmountInput
          id={`${uid}-amount`}
          label={t(m.amountLabel)}
          value={c.amount}
          onChange={change('amount')}
          error={fieldError('amount')}
          disabled={lock}
          placeholder={limit}
        />
        <p className="wallet-hint">
          {limit}
          {company ? ` · ${t(m.exactText)}` : ''}
        </p>
        {usdt ? (
          <p className="usdt-count" role="status">
            {t({ id: m.usdtCountText.id }, { count: count || '0.00', rate: p.params?.usdt_rate ?? '-' })}
          </p>
        ) : null}
        {company ? (
          <>
            {text('payerName', m.payerNameLabel.id, c.payerName)}
            {text('payerAccount', usdt ? m.payerAddressLabel.id : m.payerAccountLabel.id, c.payerAccount)}
            <div className="field">
              <label className="field-label" htmlFor={hkId}>
                {t(m.hkAtLabel)}
                <span className="field-star" aria-hidden="true">
                  {' '}
                  *
                </span>
              </label>
              <input
                id={hkId}
                className="field-input"
                type="datetime-local"
                step="1"
                value={c.hkAt.replace(' ', 'T')}
                onChange={(e) => change('hkAt')(e.target.value.replace('T', ' '))}
                aria-required
                aria-invalid={hkErr ? true : undefined}
                aria-describedby={hkErr ? `${hkId}-error` : undefined}
                disabled={lock}
              />
              {hkErr ? (
                <p className="field-error" id={`${hkId}-error`} role="alert">
                  {hkErr}
                </p>
              ) : null}
            </div>
            <div className="field">
              <label className="field-label" htmlFor={picId}>
                {t(m.receiptLabel)}
              </label>
              {c.pic ? (
                <div className="receipt">
                  <img src={c.pic} alt={t(m.receiptDoneText)} width="64" height="64" />
                  <span role="status">{t(m.receiptDoneText)}</span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    onClick={() => send({ type: 'pic.remove' })}
                    disabled={lock || uploading}
                  >
                    {t(m.receiptRemoveButton)}
                  </button>
                </div>
              ) : (
                <input
                  id={picId}
                  className="field-input file-input"
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  disabled={lock || uploading}
                  aria-describedby={`${picId}-hint`}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) send({ type: 'pic.select', file, name: file.name });
                    e.target.value = '';
                  }}
                />
              )}
              <p className="wallet-hint" id={`${picId}-hint`}>
                {uploading
                  ? t(m.receiptUploadingText)
                  : c.uploadErrorCode !== null
                    ? t(m.receiptFailedText)
                    : t(m.receiptHintText)}
              </p>
            </div>
          </>
        ) : null}
        <p className="wallet-hint">{t(m.turnoverText)}</p>
        {c.errorCode !== null && !busy ? (
          <p className="field-error" role="alert">
            {t(m.failedText)}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={() => send({ type: 'flow.back' })} disabled={lock}>
            {t(m.backButton)}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || uploading} aria-busy={busy || undefined}>
            {busy ? t(m.sendingText) : t(company ? m.submitButton : m.payButton)}
          </button>
        </div>
      </form>
    </section>
  );
}
