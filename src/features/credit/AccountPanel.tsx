import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '@/components/FormField';
import { Money } from '@/components/Money';
import type { CreditAccount } from '@/api/creditApi';
import type { CreditContext, CreditEvent } from '@machines/creditMachine';
import { m } from './messages';

type Props = {
  context: CreditContext;
  /** Typing or looking up an account (no figures yet). */
  asking: boolean;
  busy: boolean;
  data: CreditAccount | undefined;
  /** A logged-in member's own account is fixed; a visitor may query another. */
  own: boolean;
  realname: string;
  send: (e: CreditEvent) => void;
};

/** The credit limit query: an account (filled in for a member), then its figures. */
export function AccountPanel({ context: c, asking, busy, data, own, realname, send }: Props) {
  const t = useIntl().formatMessage;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) send({ type: 'account.submit' });
  };
  if (asking || !data) {
    if (own)
      return (
        <div className="skeleton-block credit-figures-skeleton" aria-busy="true">
          <span className="skeleton-line" />
          <span className="skeleton-line" />
        </div>
      );
    const nameError = c.fieldErrors.name
      ? t(c.fieldErrors.name === 'required' ? m.nameRequiredError : m.nameFormatError)
      : undefined;
    return (
      <section className="credit-card" aria-labelledby="credit-query-title">
        <h2 id="credit-query-title">{t(m.querySection)}</h2>
        <form noValidate onSubmit={submit} aria-busy={busy}>
          <FormField
            id="credit-account"
            label={t(m.accountLabel)}
            value={c.name}
            error={nameError}
            disabled={busy}
            autoComplete="username"
            autoCapitalize="none"
            maxLength={32}
            onChange={(value) => send({ type: 'name.change', value })}
          />
          {c.errorAt === 'lookup' && c.errorCode !== null && !busy ? (
            <p className="field-error" role="alert">
              {t(m.lookupFailedText)}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {t(m.queryButton)}
          </button>
        </form>
      </section>
    );
  }
  const row = data.row;
  return (
    <section className="credit-card" aria-labelledby="credit-figures-title">
      <h2 id="credit-figures-title">{t(m.querySection)}</h2>
      <dl className="credit-facts">
        <div>
          <dt>{t(m.accountLabel)}</dt>
          <dd data-figure="account">{row.name}</dd>
        </div>
        {realname ? (
          <div>
            <dt>{t(m.memberNameLabel)}</dt>
            <dd>{realname}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t(m.levelLabel)}</dt>
          <dd>{t({ id: m.levelText.id }, { level: row.level })}</dd>
        </div>
        <div>
          <dt>{t(m.limitLabel)}</dt>
          <dd data-figure="limit">
            <Money value={row.total_credit} />
          </dd>
        </div>
        <div>
          <dt>{t(m.usedLabel)}</dt>
          <dd data-figure="used">
            <Money value={row.used_credit} />
          </dd>
        </div>
        <div>
          <dt>{t(m.totalBorrowLabel)}</dt>
          <dd data-figure="borrowed">
            <Money value={row.total_borrow} />
          </dd>
        </div>
        <div>
          <dt>{t(m.totalLendLabel)}</dt>
          <dd data-figure="repaid">
            <Money value={row.total_lend} />
          </dd>
        </div>
      </dl>
      {own ? null : (
        <button
          type="button"
          className="btn btn-ghost btn-block"
          disabled={busy}
          onClick={() => send({ type: 'name.change', value: '' })}
        >
          {t(m.changeButton)}
        </button>
      )}
    </section>
  );
}
