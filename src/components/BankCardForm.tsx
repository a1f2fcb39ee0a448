import './moneyPieces.css';
import './formField.css';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isVirtualType } from '@/lib/bankKinds';

export type BankOption = { value: string; text: string };
export type BankCardValues = {
  bank_type: string;
  card_no: string;
  owner_name: string;
  bank_address: string;
  remark: string;
};
type Field = keyof BankCardValues;
type FieldError = 'required' | 'length' | 'format';

/** The platform's card rules (card number at least 10 characters, owner required) plus sane upper bounds. */
export function validateBankCard(v: BankCardValues): Partial<Record<Field, FieldError>> {
  const e: Partial<Record<Field, FieldError>> = {};
  if (!v.bank_type) e.bank_type = 'required';
  const no = v.card_no.replace(/\s+/g, '');
  if (!no) e.card_no = 'required';
  else if (no.length < 10 || no.length > 40) e.card_no = 'length';
  else if (isVirtualType(v.bank_type) ? !/^[A-Za-z0-9]+$/.test(no) : !/^\d+$/.test(no)) e.card_no = 'format';
  if (!v.owner_name.trim()) e.owner_name = 'required';
  else if (v.owner_name.trim().length > 50) e.owner_name = 'length';
  if (v.bank_address.trim().length > 100) e.bank_address = 'length';
  if (v.remark.trim().length > 100) e.remark = 'length';
  return e;
}

type Props = {
  idPrefix: string;
  types: BankOption[];
  initial?: Partial<BankCardValues>;
  /** The owner's real name, prefilled for a new card. */
  ownerName?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: BankCardValues) => void;
  onCancel?: () => void;
};

/** Add or change a bank card or a virtual-coin (USDT) account. */
export function BankCardForm({ idPrefix, types, initial, ownerName, submitLabel, busy, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const startVirtual = initial?.bank_type ? isVirtualType(initial.bank_type) : false;
  const [virtual, setVirtual] = useState(startVirtual);
  const [v, setV] = useState<BankCardValues>({
    bank_type: initial?.bank_type ?? '',
    card_no: initial?.card_no ?? '',
    owner_name: initial?.owner_name ?? ownerName ?? '',
    bank_address: initial?.bank_address ?? '',
    remark: initial?.remark ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const shown = types.filter((o) => isVirtualType(o.value) === virtual);

  const set = (f: Field) => (value: string) => {
    setV((old) => ({ ...old, [f]: value }));
    setErrors((old) => ({ ...old, [f]: undefined }));
  };
  const errorText = (f: Field) => (errors[f] ? t(`bank.form.${errors[f]}Error`) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateBankCard(v);
    setErrors(found);
    if (Object.keys(found).length) return;
    onSubmit({
      ...v,
      card_no: v.card_no.replace(/\s+/g, ''),
      owner_name: v.owner_name.trim(),
      bank_address: v.bank_address.trim(),
      remark: v.remark.trim(),
    });
  };
  const input = (
    f: Field,
    labelId: string,
    extra: { inputMode?: 'numeric' | 'text'; maxLength?: number; required?: boolean } = {},
  ) => {
    const id = `${idPrefix}-${f}`;
    const err = errorText(f);
    return (
      <div className="field">
        <div className="field-head">
          <label className="field-label" htmlFor={id}>
            {t(labelId)}
          </label>
          {extra.required ? (
            <span className="field-star" aria-hidden="true">
              *
            </span>
          ) : null}
        </div>
        <input
          id={id}
          className="field-input"
          value={v[f]}
          onChange={(e) => set(f)(e.target.value)}
          inputMode={extra.inputMode}
          maxLength={extra.maxLength}
          aria-required={extra.required || undefined}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${id}-error` : undefined}
          autoComplete="off"
          spellCheck={false}
          disabled={busy}
        />
        {err ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {err}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="bank-form" noValidate onSubmit={submit} aria-busy={busy}>
      <div className="kind-switch" role="radiogroup" aria-label={t('bank.form.kindLabel')}>
        {[false, true].map((isV) => (
          <button
            key={String(isV)}
            type="button"
            role="radio"
            aria-checked={virtual === isV}
            className={virtual === isV ? 'kind-option active' : 'kind-option'}
            disabled={busy}
            onClick={() => {
              setVirtual(isV);
              setV((old) => ({ ...old, bank_type: '' }));
            }}
          >
            {t(isV ? 'bank.form.virtualKindButton' : 'bank.form.bankKindButton')}
          </button>
        ))}
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-bank_type`}>
          {t(virtual ? 'bank.form.protocolLabel' : 'bank.form.bankLabel')}
          <span className="field-star" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <select
          id={`${idPrefix}-bank_type`}
          className="field-input"
          value={v.bank_type}
          onChange={(e) => set('bank_type')(e.target.value)}
          aria-required
          aria-invalid={errors.bank_type ? true : undefined}
          aria-describedby={errors.bank_type ? `${idPrefix}-bank_type-error` : undefined}
          disabled={busy}
        >
          <option value="">{t('bank.form.choosePlaceholderText')}</option>
          {shown.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </select>
        {errors.bank_type ? (
          <p className="field-error" id={`${idPrefix}-bank_type-error`} role="alert">
            {errorText('bank_type')}
          </p>
        ) : null}
      </div>
      {input('card_no', virtual ? 'bank.form.addressLabel' : 'bank.form.cardNoLabel', {
        inputMode: virtual ? 'text' : 'numeric',
        maxLength: 48,
        required: true,
      })}
      {input('owner_name', 'bank.form.ownerLabel', { maxLength: 50, required: true })}
      {virtual ? null : input('bank_address', 'bank.form.branchLabel', { maxLength: 100 })}
      {input('remark', 'bank.form.remarkLabel', { maxLength: 100 })}
      <div className="form-actions">
        {onCancel ? (
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            {t('bank.form.cancelButton')}
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
