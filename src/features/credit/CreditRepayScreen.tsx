import '@/components/facts.css';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/FormField';
import { Money } from '@/components/Money';
import { useCreditArrearsQuery, useCreditRepayMutation } from '@/api/creditApi';
import { formatServerDate } from '@/lib/dates';
import { PATHS } from '@/state/paths';
import { CreditShell, type CreditView } from './CreditShell';
import { REPAY_KEY } from './creditActors';
import { accountView, clock } from './creditFacts';
import { useNow } from './useNow';
import { FormRule } from './CreditRules';
import { m } from './messages';

const DAY = 86_400_000;

/** '3 d 4:05:06' or '4:05:06' until the due date. */
function useDueText(ms: number) {
  const t = useIntl().formatMessage;
  const days = Math.floor(Math.max(0, ms) / DAY);
  return days > 0 ? t({ id: m.daysCountdownText.id }, { days, time: clock(ms - days * DAY) }) : clock(ms);
}

function RepayBody({ state, send, busy, data, balance }: CreditView & { data: NonNullable<CreditView['data']> }) {
  const t = useIntl().formatMessage;
  const [, answer] = useCreditRepayMutation({ fixedCacheKey: REPAY_KEY });
  const [askArrears, setAskArrears] = useState(false);
  const arrears = useCreditArrearsQuery(
    { name: state.context.account ?? '' },
    { skip: !askArrears || !state.context.account },
  );
  const c = state.context;
  const now = useNow((at) => {
    const v = accountView(data, balance, at);
    return v.dueAt !== null || v.facts.waiting || state.matches('repaid');
  });
  const view = accountView(data, balance, now);
  const owed = view.facts.used;
  const dueText = useDueText(view.dueAt === null ? 0 : view.dueAt - now);

  if (state.matches('repaid')) {
    return (
      <section className="credit-card credit-result" role="status" aria-labelledby="credit-repaid-title">
        <h2 id="credit-repaid-title">{answer.data?.message || t(m.repaidText)}</h2>
        <p className="credit-result-amount">
          <Money value={c.repayAmount ?? 0} />
        </p>
        <p className="credit-countdown" role="timer" aria-live="off">
          {state.matches({ repaid: 'rereading' })
            ? // Held until the platform's record of the repayment is in: the account shown was read before it.
              '\u00a0'
            : state.matches({ repaid: 'unread' })
              ? t(m.waitError)
              : view.facts.waiting && view.reborrowAt
                ? t({ id: m.reborrowText.id }, { time: clock(view.reborrowAt - now) })
                : t(m.againText)}
        </p>
        <Link to={PATHS.CreditBorrow} replace className="btn btn-primary btn-block">
          {t(m.borrowTab)}
        </Link>
      </section>
    );
  }

  const e = c.fieldErrors;
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (!busy) send({ type: 'repay.submit', facts: view.facts });
  };
  return (
    <section className="credit-card" aria-labelledby="credit-repay-title">
      <h2 id="credit-repay-title">{t(m.repayTitle)}</h2>
      <div className="credit-arrears">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={arrears.isFetching}
          onClick={() => (askArrears ? void arrears.refetch() : setAskArrears(true))}
        >
          {t(m.arrearsButton)}
        </button>
        {arrears.data !== undefined ? (
          <p role="status">
            {t(m.arrearsLabel)} <Money value={arrears.data} className="credit-arrears-money" />
          </p>
        ) : null}
      </div>
      {Number(owed) <= 0 ? (
        <>
          <p className="credit-empty">{t(m.nothingOwedText)}</p>
          {view.facts.waiting && view.reborrowAt ? (
            <p className="credit-countdown" role="timer" aria-live="off">
              {t({ id: m.reborrowText.id }, { time: clock(view.reborrowAt - now) })}
            </p>
          ) : null}
        </>
      ) : (
        <form noValidate onSubmit={submit} aria-busy={busy}>
          <dl className="credit-facts facts">
            <div>
              <dt>{t(m.repayAmountLabel)}</dt>
              <dd data-figure="owed">
                <Money value={owed} />
              </dd>
            </div>
            {view.openLoan ? (
              <div>
                <dt>{t(m.dueLabel)}</dt>
                <dd>{formatServerDate(view.openLoan.dead_at)}</dd>
              </div>
            ) : null}
            {view.dueAt !== null ? (
              <div>
                <dt>{t(m.countdownLabel)}</dt>
                <dd>
                  <span role="timer" aria-live="off">
                    {view.dueAt > now ? dueText : t(m.overdueText)}
                  </span>
                </dd>
              </div>
            ) : null}
            {balance !== null ? (
              <div>
                <dt>{t(m.walletLabel)}</dt>
                <dd data-wallet="money">
                  <Money value={balance} />
                </dd>
              </div>
            ) : null}
          </dl>
          <FormField
            id="credit-repay-realname"
            label={t(m.realnameLabel)}
            value={c.realname}
            disabled={busy}
            required
            autoComplete="name"
            error={e.realname ? t(m.realnameRequiredError) : undefined}
            onChange={(value) => send({ type: 'realname.change', value })}
          />
          {e.repay === 'overBalance' ? (
            <p className="field-error" role="alert">
              {t(m.overBalanceError)} <Link to={PATHS.Recharge}>{t(m.rechargeLink)}</Link>
            </p>
          ) : null}
          {e.repay === 'nothingOwed' ? (
            <p className="field-error" role="alert">
              {t(m.nothingOwedError)}
            </p>
          ) : null}
          {c.errorAt === 'repay' && c.errorCode !== null && !busy ? (
            <p className="field-error" role="alert">
              {t(m.repayFailedText)}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? t(m.repayingText) : t(m.repayButton)}
          </button>
        </form>
      )}
    </section>
  );
}

/** /Credit/Repay: the debt in full from the main wallet, its due date and countdown; a new loan a minute later. */
export function CreditRepayScreen() {
  return (
    <CreditShell titleId={m.repayTitle.id} after={<FormRule rule="credit_lend" />}>
      {(v) => (v.data ? <RepayBody {...v} data={v.data} /> : null)}
    </CreditShell>
  );
}
