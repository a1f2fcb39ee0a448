import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PasscodeField } from '@/components/PasscodeField';
import { BankCardForm, type BankOption } from '@/components/BankCardForm';
import type { CardInput, WithdrawFieldErrors } from '@machines/withdrawTypes';
import { m } from './messages';

type StepProps = { busy: boolean; errors: WithdrawFieldErrors };

/** 'Real name not filled in…': filled in right here. */
export function RealnameStep({ busy, errors, onSubmit }: StepProps & { onSubmit: (realname: string) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [name, setName] = useState('');
  const err =
    errors.realname === 'length' ? t(m.realnameLengthError) : errors.realname ? t(m.realnameRequiredError) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit(name);
  };
  return (
    <section className="withdraw-card" aria-labelledby="prereq-realname">
      <p id="prereq-realname" className="prereq-notice" role="alert">
        {t(m.realnameMissingText)}
      </p>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <div className="field">
          <label className="field-label" htmlFor="withdraw-realname">
            {t(m.realnameLabel)}
          </label>
          <input
            id="withdraw-realname"
            className="field-input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={20}
            disabled={busy}
            aria-invalid={err ? true : undefined}
            aria-describedby={err ? 'withdraw-realname-error' : 'withdraw-realname-hint'}
            autoComplete="name"
          />
          {err ? (
            <p className="field-error" id="withdraw-realname-error" role="alert">
              {err}
            </p>
          ) : (
            <p className="wallet-hint" id="withdraw-realname-hint">
              {t(m.realnameHintText)}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t(m.savingText) : t(m.saveButton)}
        </button>
      </form>
    </section>
  );
}

/** 'You have not set a withdrawal password…': six digits typed twice. */
export function QkPwdStep({
  busy,
  errors,
  onSubmit,
}: StepProps & { onSubmit: (pwd: string, confirm: string) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const confirmRef = useRef<HTMLInputElement>(null);
  const err = errors.qkPwd === 'mismatch' ? t(m.qkPwdMismatchError) : errors.qkPwd ? t(m.qkPwdFormatError) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    onSubmit(pwd, confirm);
    // The digits leave the screen as soon as they are handed over.
    setPwd('');
    setConfirm('');
  };
  return (
    <section className="withdraw-card" aria-labelledby="prereq-qkpwd">
      <p id="prereq-qkpwd" className="prereq-notice" role="alert">
        {t(m.qkPwdMissingText)}
      </p>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <PasscodeField
          id="withdraw-qk"
          label={t(m.qkPwdLabel)}
          value={pwd}
          onChange={setPwd}
          disabled={busy}
          onFill={() => confirmRef.current?.focus()}
          error={err}
        />
        <PasscodeField
          ref={confirmRef}
          id="withdraw-qk-confirm"
          label={t(m.qkPwdConfirmLabel)}
          value={confirm}
          onChange={setConfirm}
          disabled={busy}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t(m.savingText) : t(m.saveButton)}
        </button>
      </form>
    </section>
  );
}

/** 'Please bind a bank card first': the add form right here. */
export function CardStep({
  busy,
  types,
  ownerName,
  onSubmit,
}: {
  busy: boolean;
  types: BankOption[];
  ownerName: string;
  onSubmit: (card: CardInput) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <section className="withdraw-card" aria-labelledby="prereq-card">
      <p id="prereq-card" className="prereq-notice" role="alert">
        {t(m.cardMissingText)}
      </p>
      <BankCardForm
        idPrefix="withdraw-card"
        types={types}
        ownerName={ownerName}
        submitLabel={busy ? t(m.savingText) : t(m.bindButton)}
        busy={busy}
        onSubmit={(v) =>
          onSubmit({
            bank_type: v.bank_type,
            card_no: v.card_no,
            owner_name: v.owner_name,
            bank_address: v.bank_address,
            remark: v.remark,
          })
        }
      />
    </section>
  );
}
