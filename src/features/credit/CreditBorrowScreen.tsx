import '@/components/facts.css';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AmountInput } from '@/components/AmountInput';
import { FormField } from '@/components/FormField';
import { Money, useMoneyText } from '@/components/Money';
import { PATHS } from '@/state/paths';
import { MAX_LOAN_DAYS } from '@machines/creditRules';
import { CreditShell, type CreditView } from './CreditShell';
import { ReviewProgress } from './ReviewProgress';
import { accountView, clock } from './creditFacts';
import { useNow } from './useNow';
import { useReviewWait } from './useReviewWait';
import { FormRule } from './CreditRules';
import { m } from './messages';

function BorrowBody({ state, send, busy, data, balance }: CreditView & { data: NonNullable<CreditView['data']> }) {
  const t = useIntl().formatMessage;
  const money = useMoneyText();
  const c = state.context;
  const wait = useReviewWait();
  const now = useNow((at) => {
    const v = accountView(data, balance, at, wait.ms);
    return v.pendingLoan !== null || v.facts.waiting;
  });
  const view = accountView(data, balance, now, wait.ms);
  const borrowed = state.matches('borrowed');
  const latest = data.list.find((r) => r.type === 'borrow') ?? null;

  // Applied (now, or earlier): the review, its countdown and progress; the result appears by itself.
  if (view.pendingLoan || (borrowed && latest)) {
    const loan = view.pendingLoan ?? latest!;
    const left = view.reviewEndsAt === null ? 0 : view.reviewEndsAt - now;
    return (
      <section className="credit-card" aria-labelledby="credit-review-title" data-loan={loan.id}>
        {/* The app's words with the one wait, not the answer's sentence, which is gone after a reload. */}
        <h2 id="credit-review-title">
          {wait.known ? t({ id: m.reviewTitle.id }, { wait: wait.text }) : t(m.borrowedText)}
        </h2>
        <dl className="credit-facts facts">
          <div>
            <dt>{t(m.amountLabel)}</dt>
            <dd>
              <Money value={loan.money} />
            </dd>
          </div>
          <div>
            <dt>{t(m.daysLabel)}</dt>
            <dd>{t({ id: m.daysText.id }, { days: loan.borrow_day })}</dd>
          </div>
        </dl>
        <ReviewProgress loan={loan} />
        {view.pendingLoan ? (
          <p className="credit-countdown" role="timer" aria-live="off">
            {!wait.known ? '\u00a0' : left > 0 ? t({ id: m.checkInText.id }, { time: clock(left) }) : t(m.checkNowText)}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-ghost btn-block"
          disabled={busy}
          onClick={() => send({ type: borrowed && !view.pendingLoan ? 'flow.restart' : 'account.refresh' })}
        >
          {t(m.refreshButton)}
        </button>
      </section>
    );
  }

  const e = c.fieldErrors;
  const amountError = e.amount
    ? t(
        {
          id: (e.amount === 'required'
            ? m.amountRequiredError
            : e.amount === 'invalid'
              ? m.amountInvalidError
              : m.amountOverLimitError
          ).id,
        },
        { limit: money(view.facts.limit) },
      )
    : undefined;
  const loanError =
    e.loan === 'outstanding'
      ? t(m.outstandingError)
      : e.loan === 'pending'
        ? t(m.pendingError)
        : e.loan === 'wait'
          ? t(m.waitError)
          : null;
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (!busy) send({ type: 'borrow.submit', facts: view.facts });
  };
  return (
    <section className="credit-card" aria-labelledby="credit-borrow-title">
      <h2 id="credit-borrow-title">{t(m.borrowTitle)}</h2>
      {view.facts.waiting && view.reborrowAt ? (
        <p className="credit-countdown" role="timer" aria-live="off">
          {t({ id: m.reborrowText.id }, { time: clock(view.reborrowAt - now) })}
        </p>
      ) : null}
      {Number(view.facts.used) > 0 ? (
        <p className="credit-notice">
          {t(m.outstandingError)}{' '}
          <Link to={PATHS.CreditRepay} replace>
            {t(m.repayTab)}
          </Link>
        </p>
      ) : null}
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <FormField
          id="credit-realname"
          label={t(m.realnameLabel)}
          value={c.realname}
          disabled={busy}
          required
          autoComplete="name"
          error={e.realname ? t(m.realnameRequiredError) : undefined}
          onChange={(value) => send({ type: 'realname.change', value })}
        />
        <AmountInput
          id="credit-amount"
          label={t(m.amountLabel)}
          value={c.amount}
          disabled={busy}
          error={amountError}
          placeholder={t({ id: m.amountHintText.id }, { limit: money(view.facts.limit) })}
          onChange={(value) => send({ type: 'amount.change', value })}
        />
        <FormField
          id="credit-days"
          label={t(m.daysLabel)}
          value={c.days}
          disabled={busy}
          inputMode="numeric"
          maxLength={2}
          required
          placeholder={t({ id: m.daysHintText.id }, { max: MAX_LOAN_DAYS })}
          error={e.days ? t({ id: m.daysRangeError.id }, { max: MAX_LOAN_DAYS }) : undefined}
          onChange={(value) => send({ type: 'days.change', value: value.replace(/\D/g, '') })}
        />
        {loanError ? (
          <p className="field-error" role="alert">
            {loanError}
          </p>
        ) : null}
        {c.errorAt === 'borrow' && c.errorCode !== null && !busy ? (
          <p className="field-error" role="alert">
            {t(m.borrowFailedText)}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t(m.submittingText) : t(m.submitButton)}
        </button>
      </form>
    </section>
  );
}

/**
 * The borrowing rule. Beside an application under review it is led by the wait in the app's words when the platform's
 * rule names none, so the rule the member reads says the wait the card counts down (the form itself is drawn before
 * the app starts, from the rule alone).
 */
function BorrowRule({ state, data }: CreditView) {
  const t = useIntl().formatMessage;
  const wait = useReviewWait();
  const reviewing =
    data !== undefined && (state.matches('borrowed') || accountView(data, null, 0).pendingLoan !== null);
  const summary = reviewing && wait.known && !wait.named;
  return (
    <FormRule
      rule="credit_borrow"
      summary={summary ? t({ id: m.ruleSummaryText.id }, { wait: wait.text }) : undefined}
    />
  );
}

/** /Credit/Borrow: one loan at a time within the limit, then its review with a live countdown. */
export function CreditBorrowScreen() {
  return (
    <CreditShell titleId={m.borrowTitle.id} after={(v) => <BorrowRule {...v} />}>
      {(v) => (v.data ? <BorrowBody {...v} data={v.data} /> : null)}
    </CreditShell>
  );
}
