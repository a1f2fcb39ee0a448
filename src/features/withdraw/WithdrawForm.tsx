import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { AmountInput } from '@/components/AmountInput';
import { Money, useMoneyText } from '@/components/Money';
import { AccountNumber } from '@/components/AccountNumber';
import type { MemberBank } from '@/api/bankApi';
import type { WithdrawContext, WithdrawEvent, WithdrawLimits } from '@machines/withdrawMachine';
import { parseMoney } from '@/lib/money';
import { m } from './messages';

type Props = {
  name: string;
  cards: MemberBank[];
  limits: WithdrawLimits;
  mlMoney: string;
  feePercent: string;
  context: WithdrawContext;
  busy: boolean;
  send: (e: WithdrawEvent) => void;
};

/** Account and amount; the rebate-fee notice while turnover remains; the passcode comes next. */
export function WithdrawForm({ name, cards, limits, mlMoney, feePercent, context: c, busy, send }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoneyText();
  const bounds = { min: money(limits.min), max: money(limits.max) };
  const limitText = t({ id: m.limitText.id }, bounds);
  const card = cards.find((x) => x.id === c.cardId);
  const ml = parseMoney(mlMoney);
  const showFee = Boolean(ml && ml.gt(0) && Number(feePercent) > 0);
  const amountError = c.fieldErrors.amount
    ? t({ id: m[`${c.fieldErrors.amount}Error` as const].id }, bounds)
    : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) send({ type: 'form.submit', limits });
  };
  return (
    <section className="withdraw-card" aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title" className="visually-hidden">
        {t(m.titleText)}
      </h2>
      <dl className="withdraw-facts">
        <div>
          <dt>{t(m.nameLabel)}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t(m.availableLabel)}</dt>
          <dd>
            <Money value={limits.available} />
          </dd>
        </div>
      </dl>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <fieldset
          className="card-choice"
          disabled={busy}
          aria-describedby={c.fieldErrors.card ? 'withdraw-card-error' : undefined}
        >
          <legend className="field-label">{t(m.cardLabel)}</legend>
          {cards.map((x) => (
            <label key={x.id} className={x.id === c.cardId ? 'card-option active' : 'card-option'}>
              <input
                type="radio"
                name="withdraw-card"
                value={x.id}
                checked={x.id === c.cardId}
                onChange={() => send({ type: 'card.select', id: x.id })}
              />
              <span className="card-option-bank">{x.bank_type_text}</span>
              <AccountNumber value={x.card_no} label={t(m.accountLabel)} />
            </label>
          ))}
          {c.fieldErrors.card ? (
            <p className="field-error" id="withdraw-card-error" role="alert">
              {t(m.cardRequiredError)}
            </p>
          ) : null}
        </fieldset>
        {card ? (
          <dl className="withdraw-facts">
            <div>
              <dt>{t(m.accountLabel)}</dt>
              <dd>
                <AccountNumber value={card.card_no} label={t(m.accountLabel)} />
              </dd>
            </div>
            <div>
              <dt>{t(m.ownerLabel)}</dt>
              <dd>{card.owner_name}</dd>
            </div>
          </dl>
        ) : null}
        <AmountInput
          id="withdraw-amount"
          label={t(m.amountLabel)}
          value={c.amount}
          onChange={(value) => send({ type: 'amount.change', value })}
          error={amountError}
          disabled={busy}
          placeholder={limitText}
        />
        <p className="wallet-hint">{limitText}</p>
        {showFee ? (
          <p className="fee-notice" role="note">
            {t({ id: m.feeText.id }, { percent: feePercent, ml: money(mlMoney) })}
          </p>
        ) : null}
        {c.errorCode !== null && !busy ? (
          <p className="field-error" role="alert">
            {t(m.failedText)}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {t(m.submitButton)}
        </button>
      </form>
    </section>
  );
}
