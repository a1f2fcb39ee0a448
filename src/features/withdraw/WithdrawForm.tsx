import '@/components/facts.css';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { AmountInput } from '@/components/AmountInput';
import { useMoneyText } from '@/components/Money';
import type { MemberBank } from '@/api/bankApi';
import type { WithdrawContext, WithdrawEvent, WithdrawLimits } from '@machines/withdrawTypes';
import { slotsFor } from '@/lib/fillSlots';
import { ROW_MARK } from '@/lib/fillRows';
import { patternValue, type Say } from '@/lib/textPattern';
import {
  cardChoiceFigures,
  chosenCardFigures,
  withdrawFigures,
  type CardChoiceFigures,
  type WithdrawFormFigures,
  type WithdrawSentence,
} from './withdrawFigures';
import { m } from './messages';

/** The form's slots, and a card choice's (a row of the drawn form's list). */
const slot = slotsFor<WithdrawFormFigures>();
const cardSlot = slotsFor<CardChoiceFigures>();

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

/** The form's messages, by sentence (withdrawFigures). */
const SENTENCES = { limit: m.limitText, fee: m.feeText } as const;

/** The form's sentences in the page's language, each with `{name}` where a value goes (a drawn form fills them). */
export function useWithdrawPatterns(): Record<WithdrawSentence, string> {
  const t = useIntl().formatMessage;
  const values = { min: patternValue('min'), max: patternValue('max'), percent: patternValue('percent') };
  return {
    limit: t({ id: SENTENCES.limit.id }, values),
    fee: t({ id: SENTENCES.fee.id }, { ...values, ml: patternValue('ml') }),
  };
}

/** Account and amount; the rebate-fee notice while turnover remains; the passcode comes next. */
export function WithdrawForm({ name, cards, limits, mlMoney, feePercent, context: c, busy, send }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoneyText();
  const say: Say<WithdrawSentence> = (sentence, values) => t({ id: SENTENCES[sentence].id }, values);
  const bounds = { min: money(limits.min), max: money(limits.max) };
  const facts = { name, available: limits.available, mlMoney, feePercent, min: limits.min, max: limits.max };
  const card = cards.find((x) => x.id === c.cardId);
  const f: WithdrawFormFigures = { ...withdrawFigures(facts, say), ...(card ? chosenCardFigures(card) : {}) };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) send({ type: 'form.submit', limits });
  };
  return (
    <section className="withdraw-card" aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title" className="visually-hidden">
        {t(m.titleText)}
      </h2>
      <WithdrawFields
        onSubmit={submit}
        f={f}
        cards={cards.map((x) => (
          <CardChoice
            key={x.id}
            f={cardChoiceFigures(x, x.id === c.cardId)}
            value={x.id}
            onChange={() => send({ type: 'card.select', id: x.id })}
          />
        ))}
        cardError={c.fieldErrors.card ? t(m.cardRequiredError) : undefined}
        chosen={Boolean(card)}
        amount={{
          value: c.amount,
          onChange: (value) => send({ type: 'amount.change', value }),
          error: c.fieldErrors.amount ? t({ id: m[`${c.fieldErrors.amount}Error` as const].id }, bounds) : undefined,
        }}
        failed={c.errorCode !== null && !busy ? t(m.failedText) : undefined}
        busy={busy}
      />
    </section>
  );
}

/**
 * The form as a drawn screen holds it (the build: components/drawingShell): every figure an empty slot, one card
 * choice to repeat for the member's cards (lib/fillRows), and the fee notice there to be hidden where none is due.
 */
export function WithdrawFormTemplate() {
  const t = useIntl().formatMessage;
  return (
    <section className="withdraw-card">
      <h2 className="visually-hidden">{t(m.titleText)}</h2>
      <WithdrawFields cards={<CardChoice />} chosen />
    </section>
  );
}

/** A masked account number's name for assistive tech: what it is, and its last four characters. */
const accountLabel = (label: string, last4 = '') => (last4 ? `${label} ${last4}` : label);

/** A card choice from its figures; without them, the row of a drawn form, repeated for the member's cards. */
function CardChoice({ f, value, onChange }: { f?: CardChoiceFigures; value?: number; onChange?: () => void }) {
  const t = useIntl().formatMessage;
  const row = f ? {} : { ...ROW_MARK, ...cardSlot({ class: 'optionClass' }) };
  return (
    <label className={f?.optionClass ?? 'card-option'} {...row}>
      <input
        type="radio"
        name="withdraw-card"
        value={value}
        checked={f ? f.checked !== '' : false}
        onChange={onChange ?? (() => undefined)}
        {...cardSlot({ attrs: { checked: 'checked' } })}
      />
      <span className="card-option-bank" {...cardSlot({ text: 'bank' })}>
        {f?.bank}
      </span>
      <span
        className="account-number"
        data-whole="account"
        aria-label={accountLabel(t(m.accountLabel), f?.last4)}
        {...cardSlot({ text: 'account' })}
      >
        {f?.account}
      </span>
    </label>
  );
}

type FieldsProps = {
  f?: WithdrawFormFigures;
  onSubmit?: (e: FormEvent) => void;
  cards: React.ReactNode;
  cardError?: string;
  chosen: boolean;
  amount?: { value: string; onChange: (value: string) => void; error?: string };
  failed?: string;
  busy?: boolean;
};

/** The form's fields from its figures; without them, the empty slots of a drawn form. */
function WithdrawFields({ f, onSubmit, cards, cardError, chosen, amount, failed, busy = false }: FieldsProps) {
  const t = useIntl().formatMessage;
  const text = (name: keyof WithdrawFormFigures) => f?.[name] ?? '';
  // The app shows the fee notice only where a fee is due; a drawn form has it, hidden by its class if none is.
  const fee = f ? f.fee !== '' : true;
  return (
    <>
      <dl className="withdraw-facts facts">
        <div>
          <dt>{t(m.nameLabel)}</dt>
          <dd {...slot({ text: 'name' })}>{text('name')}</dd>
        </div>
        <div>
          <dt>{t(m.availableLabel)}</dt>
          <dd>
            <span className="money" data-whole="amount" {...slot({ text: 'available' })}>
              {text('available')}
            </span>
          </dd>
        </div>
      </dl>
      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        <fieldset
          className="card-choice"
          disabled={busy}
          aria-describedby={cardError ? 'withdraw-card-error' : undefined}
        >
          <legend className="field-label">{t(m.cardLabel)}</legend>
          {cards}
          {cardError ? (
            <p className="field-error" id="withdraw-card-error" role="alert">
              {cardError}
            </p>
          ) : null}
        </fieldset>
        {chosen ? (
          <dl className="withdraw-facts facts">
            <div>
              <dt>{t(m.accountLabel)}</dt>
              <dd>
                <span
                  className="account-number"
                  data-whole="account"
                  aria-label={accountLabel(t(m.accountLabel), f?.chosenLast4)}
                  {...slot({ text: 'chosenAccount' })}
                >
                  {text('chosenAccount')}
                </span>
              </dd>
            </div>
            <div>
              <dt>{t(m.ownerLabel)}</dt>
              <dd data-verbatim="name" {...slot({ text: 'chosenOwner' })}>
                {text('chosenOwner')}
              </dd>
            </div>
          </dl>
        ) : null}
        <AmountInput
          id="withdraw-amount"
          label={t(m.amountLabel)}
          value={amount?.value ?? ''}
          onChange={amount?.onChange ?? (() => undefined)}
          error={amount?.error}
          disabled={busy}
          placeholder={text('limit')}
          {...slot({ attrs: { placeholder: 'limit' } })}
        />
        <p className="wallet-hint" {...slot({ text: 'limit' })}>
          {text('limit')}
        </p>
        {fee ? (
          <p className={text('feeClass') || 'fee-notice'} role="note" {...slot({ text: 'fee', class: 'feeClass' })}>
            {text('fee')}
          </p>
        ) : null}
        {failed ? (
          <p className="field-error" role="alert">
            {failed}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {t(m.submitButton)}
        </button>
      </form>
    </>
  );
}
