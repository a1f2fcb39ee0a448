import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { localeFromTag } from '@i18n/locales';
import { signedMoney, type SignedMoneyText } from '@/lib/signedMoney';
import { classSlot, valueSlot } from '@/lib/fillSlots';
import { m } from './recordListMessages';

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

/** The server's totals over the whole filtered list, not just the rows loaded. */
export function Totals({ items }: { items: Array<[string, ReactNode | null]> }) {
  const loading = items.some(([, value]) => value === null);
  return (
    <dl className="totals" aria-busy={loading || undefined}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? <span className="skeleton totals-skeleton" />}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A money change with its sign spelled out and coloured: green for money in, red for money out (lib/signedMoney).
 * With `fill`, its three parts are slots of that name (state/recordFigures signedSlots).
 */
export function SignedMoney({
  value,
  sign,
  symbol,
  fill,
}: {
  value: unknown;
  sign?: 1 | -1;
  symbol?: boolean;
  fill?: string;
}) {
  const lang = localeFromTag(useIntl().locale);
  return <SignedFigure text={signedMoney(value, lang, { sign, symbol })} fill={fill} />;
}

/** A signed figure as drawn; without `text`, the empty slots of a row template. */
export function SignedFigure({ text, fill }: { text?: SignedMoneyText; fill?: string }) {
  if (!fill)
    return (
      <span className={text?.className}>
        {text?.mark}
        <span className="money">{text?.figure}</span>
      </span>
    );
  return (
    <span className={text?.className ?? 'signed-money'} {...classSlot(`${fill}.class`)}>
      <span {...valueSlot(`${fill}.mark`)}>{text?.mark}</span>
      <span className="money" {...valueSlot(fill)}>
        {text?.figure}
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

export function RefreshButton({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return (
    <button type="button" className="icon-btn" onClick={onClick} aria-label={intl.formatMessage(m.refreshButton)}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
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

/** Recharge and withdrawal statuses (1 pending, 2 success, 3 failed); the server's own text wins when given. */
export function StatusText({ status, text }: { status: number; text?: string }) {
  const intl = useIntl();
  const fallback = status === 2 ? m.statusSuccess : status === 3 ? m.statusFailed : m.statusPending;
  const cls = status === 2 ? 'status-pill ok' : status === 3 ? 'status-pill bad' : 'status-pill wait';
  return <span className={cls}>{text || intl.formatMessage(fallback)}</span>;
}
