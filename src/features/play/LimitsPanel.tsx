import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { limitChangeMachine, type LimitChangeEvent } from '@machines/limitChangeMachine';
import { usePlayLimitsQuery, type LimitKind, type PlayLimit } from '@/api/playApi';
import { useFlow } from '@/flow/useFlow';
import { Money } from '@/components/Money';
import { AmountInput } from '@/components/AmountInput';
import { limitChangeActors } from './playActors';
import { ChangesList } from './ChangesList';
import { m } from './messages';

const PERIOD_LABEL = { day: m.dayLabel, week: m.weekLabel, month: m.monthLabel };
const KINDS: Array<{ kind: LimitKind; title: MessageDescriptor; help?: MessageDescriptor }> = [
  { kind: 'deposit', title: m.depositTitle },
  { kind: 'loss', title: m.lossTitle, help: m.lossHelpText },
];

type Flow = ReturnType<typeof useLimitFlow>;
const useLimitFlow = () => useFlow(limitChangeMachine, { actors: limitChangeActors });

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'play-fact play-fact-wide' : 'play-fact'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function LimitForm({ flow, label }: { flow: Flow; label: string }) {
  const t = useIntl().formatMessage;
  const [state, send] = flow;
  const c = state.context;
  const busy = state.hasTag('busy');
  const error = c.fieldError === 'zero' ? t(m.zeroError) : c.fieldError === 'invalid' ? t(m.invalidError) : undefined;
  return (
    <form
      className="play-form"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <AmountInput
        label={t({ id: m.amountLabel.id }, { limit: label })}
        value={c.amount}
        onChange={(value) => send({ type: 'amount.change', value })}
        error={error}
        disabled={busy}
      />
      <p className="play-help">{t(m.amountHelpText)}</p>
      <div className="play-actions">
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => send({ type: 'edit.cancel' })}>
          {t(m.cancelButton)}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {t(m.saveButton)}
        </button>
      </div>
    </form>
  );
}

function LimitCard({ limit, flow }: { limit: PlayLimit; flow: Flow }) {
  const t = useIntl().formatMessage;
  const [state, send] = flow;
  const c = state.context;
  const mine = c.kind === limit.kind && c.period === limit.period;
  const editing = mine && (state.matches('editing') || state.matches('saving'));
  const busy = state.hasTag('busy');
  const label = `${t(PERIOD_LABEL[limit.period])} · ${t(limit.kind === 'deposit' ? m.depositTitle : m.lossTitle)}`;
  const p = limit.pending;
  const edit: LimitChangeEvent = {
    type: 'limit.edit',
    kind: limit.kind,
    period: limit.period,
    amount: limit.amount ?? '',
  };
  return (
    <li className="play-card play-limit" aria-label={label}>
      <div className="play-limit-head">
        <h3>{t(PERIOD_LABEL[limit.period])}</h3>
        <strong className="play-limit-amount">
          {limit.amount === null ? t(m.noLimitText) : <Money value={limit.amount} />}
        </strong>
      </div>
      <dl className="play-facts">
        <Fact label={t(m.usedLabel)}>
          <Money value={limit.used} />
        </Fact>
        {limit.left !== null ? (
          <Fact label={t(m.leftLabel)}>
            <Money value={limit.left} />
          </Fact>
        ) : null}
        <Fact label={t(m.resetsLabel)} wide>
          <span data-whole="date">{limit.resets_at}</span>
        </Fact>
      </dl>
      {p ? (
        <p className="play-pending" role="status">
          {p.amount === null
            ? t({ id: m.pendingRemoveText.id }, { date: p.applies_at })
            : t({ id: m.pendingText.id }, { amount: <Money key="a" value={p.amount} />, date: p.applies_at })}
        </p>
      ) : null}
      {editing ? (
        <LimitForm flow={flow} label={label} />
      ) : (
        <div className="play-actions">
          {p?.confirmable ? (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => {
                send({ type: 'result.dismiss' });
                send({ type: 'pending.confirm', kind: limit.kind, period: limit.period });
              }}
            >
              {t(m.confirmButton)}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            aria-label={`${t(m.changeButton)}: ${label}`}
            onClick={() => {
              // a change's outcome on view is put away by the next change
              send({ type: 'result.dismiss' });
              send(edit);
            }}
          >
            {t(m.changeButton)}
          </button>
        </div>
      )}
    </li>
  );
}

function Outcome({ flow }: { flow: Flow }) {
  const t = useIntl().formatMessage;
  const [state, send] = flow;
  if (!state.matches('applied') && !state.matches('waiting')) return null;
  return (
    <div className="play-card play-outcome" role="status">
      <p>
        {state.matches('applied')
          ? t(m.appliedText)
          : t({ id: m.waitingText.id }, { date: state.context.appliesAt ?? '' })}
      </p>
      <button type="button" className="btn btn-ghost" onClick={() => send({ type: 'result.dismiss' })}>
        {t(m.okButton)}
      </button>
    </div>
  );
}

/** Deposit and loss limits per day, week and month: each with what is used and left, when it turns, any waiting change. */
export function LimitsPanel() {
  const t = useIntl().formatMessage;
  const limits = usePlayLimitsQuery();
  const flow = useLimitFlow();
  const rows = limits.data;
  if (!rows) return <div className="skeleton-block play-skeleton" aria-busy="true" />;
  return (
    <>
      <Outcome flow={flow} />
      {KINDS.map(({ kind, title, help }) => (
        <section key={kind} className="play-section" aria-labelledby={`play-${kind}-title`}>
          <h2 id={`play-${kind}-title`}>{t(title)}</h2>
          {help ? <p className="play-help">{t(help)}</p> : null}
          <ul className="play-list">
            {rows
              .filter((l) => l.kind === kind)
              .map((l) => (
                <LimitCard key={`${l.kind}-${l.period}`} limit={l} flow={flow} />
              ))}
          </ul>
        </section>
      ))}
      <ChangesList />
    </>
  );
}
