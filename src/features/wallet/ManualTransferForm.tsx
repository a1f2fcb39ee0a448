import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { AmountInput } from '@/components/AmountInput';
import { Money } from '@/components/Money';
import type { Wallet } from '@/api/walletApi';
import type { GameTransferContext, GameTransferEvent } from '@machines/gameTransferMachine';
import { isNotOpened } from '@/lib/money';
import { wholeUnits } from './walletMath';
import { m } from './messages';

type Props = {
  wallets: Wallet[];
  context: GameTransferContext;
  busy: boolean;
  send: (e: GameTransferEvent) => void;
};

const label = (w: Wallet) => w.api_title || w.api_name;

/** Manual mode: from one wallet to another (one side must be a game wallet), whole units only. */
export function ManualTransferForm({ wallets, context, busy, send }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const source = wallets.find((w) => w.api_name === context.from);
  const available = source && !isNotOpened(source.money) ? String(source.money) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    send({ type: 'form.submit', available });
  };
  const fieldError = context.fieldError ? t(m[`${context.fieldError}Error` as const]) : undefined;
  const select = (id: string, text: string, value: string, onChange: (v: string) => void) => (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {text}
      </label>
      <select id={id} className="field-input" value={value} onChange={(e) => onChange(e.target.value)} disabled={busy}>
        <option value="">{t(m.chooseText)}</option>
        {wallets.map((w) => (
          <option key={w.api_name} value={w.api_name}>
            {label(w)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section className="wallet-card" aria-labelledby="manual-transfer-title">
      <h2 id="manual-transfer-title">{t(m.manualSection)}</h2>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <div className="transfer-pair">
          {select('transfer-from', t(m.fromLabel), context.from, (wallet) => send({ type: 'from.select', wallet }))}
          {select('transfer-to', t(m.toLabel), context.to, (wallet) => send({ type: 'to.select', wallet }))}
        </div>
        {source ? (
          <p className="wallet-hint">
            {t(m.availableText)} <Money value={source.money} />
            <button
              type="button"
              className="link-btn"
              disabled={busy}
              onClick={() => send({ type: 'amount.change', value: wholeUnits(source.money) })}
            >
              {t(m.allButton)}
            </button>
          </p>
        ) : null}
        <AmountInput
          id="transfer-amount"
          label={t(m.amountLabel)}
          value={context.amount}
          onChange={(value) => send({ type: 'amount.change', value })}
          error={fieldError}
          disabled={busy}
          placeholder={t(m.wholeHintText)}
        />
        {context.done ? (
          <p className="wallet-ok" role="status">
            {t(
              { id: (context.done.kind === 'deposit' ? m.depositDoneText : m.withdrawDoneText).id },
              { amount: context.done.amount },
            )}
          </p>
        ) : null}
        {context.errorCode !== null && !busy ? (
          <p className="field-error" role="alert">
            {t(m.failedText)}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t(m.sendingText) : t(m.submitButton)}
        </button>
      </form>
    </section>
  );
}
