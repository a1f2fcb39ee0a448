import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AmountInput } from '@/components/AmountInput';
import { useMoneyText } from '@/components/Money';
import type { YuebaoPlan } from '@/api/yuebaoApi';
import type { YuebaoContext, YuebaoEvent } from '@machines/yuebaoMachine';
import { interestPreview, isMultipleOfTen } from '@/lib/yuebaoInterest';
import { PATHS } from '@/state/paths';
import { planBlock } from '@/lib/yuebaoPlan';
import { planRoom, termsOf } from './planRoom';
import { PlanFacts } from './PlanFacts';
import { m } from './messages';

type Props = {
  plan: YuebaoPlan;
  balance: string;
  context: YuebaoContext;
  busy: boolean;
  send: (e: YuebaoEvent) => void;
};

/** The purchase form of one plan: amount in tens, the trial interest, one submit. */
export function BuyForm({ plan, balance, context: c, busy, send }: Props) {
  const t = useIntl().formatMessage;
  const money = useMoneyText();
  const room = planRoom(plan, balance);
  const amount = c.amount.trim();
  const typingHint = amount !== '' && !isMultipleOfTen(amount);
  const terms = termsOf(plan);
  const preview = isMultipleOfTen(amount) ? interestPreview(amount, terms) : null;
  // Sold out or at the member's cap: said before anything is typed, and nothing can be sent.
  const block = planBlock(plan);
  const error = c.fieldErrors.amount;
  const errorText = error
    ? t({ id: m[`${error}Error` as const].id }, { amount: money(error === 'overCap' ? room.capLeft : room.remaining) })
    : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) send({ type: 'buy.submit', room });
  };
  return (
    <section className="yb-card yb-buy" aria-labelledby="yb-buy-title">
      <h2 id="yb-buy-title">{t({ id: m.buyTitle.id }, { name: plan.SettingName })}</h2>
      <PlanFacts plan={plan} />
      <form noValidate onSubmit={submit} aria-busy={busy}>
        {block ? (
          <p className={`yb-block yb-${block}`} role="note">
            {t(block === 'soldOut' ? m.soldOutText : m.capReachedText)}
          </p>
        ) : null}
        <AmountInput
          id="yb-amount"
          label={t(m.amountLabel)}
          value={c.amount}
          disabled={busy || block !== null}
          error={errorText}
          placeholder={t(m.tenHintText)}
          onChange={(value) => send({ type: 'amount.change', value })}
        />
        {typingHint && !error ? (
          <p className="yb-hint" role="status">
            {t(m.tenHintText)}
          </p>
        ) : null}
        {error === 'overBalance' ? (
          <p className="yb-hint">
            <Link to={PATHS.Recharge}>{t(m.rechargeLink)}</Link>
          </p>
        ) : null}
        {preview ? (
          <section className="yb-preview" aria-labelledby="yb-preview-title">
            <h3 id="yb-preview-title">{t(m.previewSection)}</h3>
            <p>
              {t(
                { id: (terms.cyclic ? m.everyText : m.afterText).id },
                { hours: terms.settleHours, interest: money(preview.perPeriod.toFixed(2)) },
              )}
            </p>
            {terms.cyclic && preview.total && preview.periods ? (
              <p>
                {t(
                  { id: m.capPreviewText.id },
                  {
                    cap: money(plan.LimitInterest),
                    periods: preview.periods,
                    hours: preview.hours ?? 0,
                    total: money(preview.total.toFixed(2)),
                  },
                )}
              </p>
            ) : null}
            <p className="yb-note">{t({ id: m.auditNoteText.id }, { multiple: plan.InterestAuditMultiple })}</p>
          </section>
        ) : null}
        {c.errorCode !== null && c.errorAt === 'buy' && !busy ? (
          <p className="field-error" role="alert">
            {t(m.buyFailedText)}
          </p>
        ) : null}
        <div className="yb-actions">
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => send({ type: 'buy.cancel' })}>
            {t(m.cancelButton)}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || block !== null}>
            {busy ? t(m.buyingText) : t(m.submitButton)}
          </button>
        </div>
      </form>
    </section>
  );
}
