import './statusPill.css';
import { REFRESH_PATH, StrokeIcon } from './StrokeIcon';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { signedMoney, type SignedMoneyText } from '@/lib/signedMoney';
import { slotsFor } from '@/lib/fillSlots';
import {
  signedText,
  totalSlot,
  type PaymentFigures,
  type SignedFigures,
  type TotalSpec,
  type TotalsFigures,
} from '@/state/recordFigures';
import { m } from './recordListMessages';

/** A records screen's totals' slots, a payment's status slot. */
const totalSlots = slotsFor<TotalsFigures>();
const paymentSlot = slotsFor<PaymentFigures>();

/** An order or round number in a detail: a value that stays whole (data-whole). */
export function Code({ value }: { value: string }) {
  return <span data-whole="code">{value}</span>;
}

/** A label/value list for a record's detail view. */
export function DetailList({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="detail-list">
      {rows.map(([label, value]) => (
        <div key={label} className="detail-row">
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The server's totals over the whole filtered list, not just the rows loaded: each figure in its slot
 * (state/recordFigures totalsFigures), a skeleton there until the list is in.
 */
export function Totals({
  items,
  figures,
}: {
  items: Array<{ label: string; kind: TotalSpec<unknown>['kind'] }>;
  figures?: TotalsFigures;
}) {
  return (
    <dl className="totals" aria-busy={!figures || undefined}>
      {items.map(({ label, kind }, i) => {
        const name = totalSlot(i);
        const skeleton = <span className="skeleton totals-skeleton" />;
        return (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {kind === 'signed' ? (
                <SignedFigure fill={name} text={figures && signedText(figures, name)} placeholder={skeleton} />
              ) : (
                <span className="money" data-whole="amount" {...totalSlots({ text: name })}>
                  {figures ? figures[name] : skeleton}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A money change with its sign spelled out and coloured: green for money in, red for money out (lib/signedMoney). */
export function SignedMoney({ value, sign, symbol }: { value: unknown; sign?: 1 | -1; symbol?: boolean }) {
  return <SignedFigure text={signedMoney(value, { sign, symbol })} />;
}

/**
 * A signed figure as drawn; without `text`, its slots hold `placeholder` (a skeleton), or nothing (a row template).
 * With `fill`, its three slots: the figures `<fill>`, `<fill>Mark` and `<fill>Class` (state/recordFigures
 * SignedFigures); a caller with typed figures names a signed figure of its own (components/RecordViews Signed).
 */
export function SignedFigure({
  text,
  fill,
  placeholder,
}: {
  text?: SignedMoneyText;
  fill?: string;
  placeholder?: ReactNode;
}) {
  if (!fill)
    return (
      <span className={text?.className} data-whole="amount">
        {text?.mark}
        <span className="money" data-whole="amount">
          {text?.figure}
        </span>
      </span>
    );
  const slot = slotsFor<SignedFigures<string>>();
  return (
    <span className={text?.className ?? 'signed-money'} data-whole="amount" {...slot({ class: `${fill}Class` })}>
      <span {...slot({ text: `${fill}Mark` })}>{text?.mark}</span>
      <span className="money" data-whole="amount" {...slot({ text: fill })}>
        {text ? text.figure : placeholder}
      </span>
    </span>
  );
}

/** Tabs that switch the list shown on one screen. */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: Array<{ value: V; label: string }>;
  onChange: (v: V) => void;
}) {
  return (
    <div className="segmented" role="tablist" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          className="segmented-tab"
          aria-selected={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** A drop-down filter whose first choice, "all", clears it. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: MessageDescriptor;
  value: string;
  options: ReadonlyArray<{ key: string; value: string }>;
  onChange: (v: string) => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <label className="filter-select">
      {t(label)}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t(m.allOption)}</option>
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.value}
          </option>
        ))}
      </select>
    </label>
  );
}

export function RefreshButton({ onClick, busy }: { onClick: () => void; busy?: boolean }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={busy ? 'icon-btn spinning' : 'icon-btn'}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={intl.formatMessage(m.refreshButton)}
    >
      <StrokeIcon d={REFRESH_PATH} size={22} />
    </button>
  );
}

/** Shown when an address names a record the list does not hold (an old link). */
export function NotFound({ onBack }: { onBack: () => void }) {
  const intl = useIntl();
  return (
    <div className="query-state">
      <p>{intl.formatMessage(m.notFoundText)}</p>
      <button type="button" className="btn btn-ghost" onClick={onBack}>
        {intl.formatMessage(m.backToListButton)}
      </button>
    </div>
  );
}

/** The class and fallback words of each recharge and withdrawal status (1 pending, 2 success, 3 failed). */
const STATUS_PILLS = {
  1: ['status-pill wait', m.statusPending],
  2: ['status-pill ok', m.statusSuccess],
  3: ['status-pill bad', m.statusFailed],
} as const;

/**
 * Recharge and withdrawal statuses; the server's own text wins when given. With `fill`, the choice slot of a
 * payment's row (its figure `status`, `statusText` the server's text: state/recordFigures PaymentFigures).
 */
export function StatusText({ status, text, fill }: { status?: number; text?: string; fill?: boolean }) {
  const intl = useIntl();
  const [cls, fallback] = status === 2 || status === 3 ? STATUS_PILLS[status] : STATUS_PILLS[1];
  const slot = fill
    ? paymentSlot({
        text: 'status',
        choices: Object.fromEntries(
          Object.entries(STATUS_PILLS).map(([k, [c, msg]]) => [k, [c, intl.formatMessage(msg)]]),
        ),
      })
    : {};
  return (
    <span className={cls} {...slot}>
      {status === undefined ? '' : text || intl.formatMessage(fallback)}
    </span>
  );
}
