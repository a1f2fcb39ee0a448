import '@/components/facts.css';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '@/components/FormField';
import { Money } from '@/components/Money';
import { QueryState } from '@/components/QueryState';
import type { CreditAccount } from '@/api/creditApi';
import type { CreditContext, CreditEvent } from '@machines/creditTypes';
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

const PENDING_ROWS = [
  m.accountLabel,
  m.memberNameLabel,
  m.levelLabel,
  m.limitLabel,
  m.usedLabel,
  m.totalBorrowLabel,
  m.totalLendLabel,
];

/**
 * A member's figures while they are on their way: the card's heading and rows, each value a skeleton, so the
 * card is its loaded height and nothing below it moves when they land. `withName` when the member's real name
 * will be a row (before the member's info is in, it is counted in: most members borrowing have given it).
 */
export function AccountPanelPending({ withName }: { withName: boolean }) {
  const t = useIntl().formatMessage;
  const rows = withName ? PENDING_ROWS : PENDING_ROWS.filter((r) => r !== m.memberNameLabel);
  return (
    <section className="credit-card" aria-labelledby="credit-figures-title" aria-busy="true">
      <h2 id="credit-figures-title">{t(m.querySection)}</h2>
      <dl className="credit-facts facts">
        {rows.map((r) => (
          <div key={r.id}>
            <dt>{t(r)}</dt>
            <dd>
              <span className="skeleton skeleton-text credit-skeleton" aria-hidden="true" />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The credit limit query: an account (filled in for a member), then its figures. */
export function AccountPanel({ context: c, asking, busy, data, own, realname, send }: Props) {
  const t = useIntl().formatMessage;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) send({ type: 'account.submit' });
  };
  if (asking || !data) {
    // A member's own account is never typed: a failed lookup is said in place, with the way to ask again.
    if (own && c.errorAt === 'lookup' && !busy)
      return (
        <section className="credit-card" aria-labelledby="credit-figures-title">
          <h2 id="credit-figures-title">{t(m.querySection)}</h2>
          <QueryState isLoading={false} isError onRetry={() => send({ type: 'account.submit' })}>
            {null}
          </QueryState>
        </section>
      );
    if (own) return <AccountPanelPending withName={Boolean(realname)} />;
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
      <dl className="credit-facts facts">
        <div>
          <dt>{t(m.accountLabel)}</dt>
          <dd data-figure="account">{row.name}</dd>
        </div>
        {realname ? (
          <div>
            <dt>{t(m.memberNameLabel)}</dt>
            <dd data-verbatim="name">{realname}</dd>
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
