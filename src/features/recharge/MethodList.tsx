import { useMoneyText } from '@/components/Money';
import { useIntl } from 'react-intl';
import type { Payment } from '@/api/rechargeApi';
import type { RechargeChannel } from '@machines/rechargeMachine';
import { m } from './messages';

type Props = { online: Payment[]; company: Payment[]; onPick: (c: RechargeChannel) => void };

const channelOf = (p: Payment, kind: RechargeChannel['kind']): RechargeChannel => ({
  paymentId: p.id,
  paymentType: p.type,
  kind,
  min: Number(p.min) || 0,
  max: Number(p.max) || 0,
});

/** Stands in for the two channel groups while they load, row for row, so nothing below them moves. */
export function MethodListSkeleton() {
  return (
    <div aria-busy="true">
      {[0, 1].map((g) => (
        <section key={g} className="recharge-card" aria-hidden="true">
          <span className="skeleton method-skeleton-title" />
          <ul className="method-list">
            {[0, 1, 2].map((r) => (
              <li key={r}>
                <span className="method method-skeleton">
                  <span className="skeleton" />
                  <span className="skeleton short" />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Online channels and company channels, each with its single-transaction limits. */
export function MethodList({ online, company, onPick }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoneyText();
  const limits = (p: Payment) =>
    Number(p.min) || Number(p.max)
      ? t({ id: m.limitText.id }, { min: money(p.min), max: money(p.max) })
      : t(m.noLimitText);
  const group = (title: string, list: Payment[], kind: RechargeChannel['kind'], id: string) =>
    list.length ? (
      <section className="recharge-card" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <ul className="method-list">
          {list.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="method"
                onClick={() => onPick(channelOf(p, kind))}
                data-payment-type={p.type}
              >
                <span className="method-name">{p.desc || p.name}</span>
                <span className="method-meta">
                  {p.type_text}
                  {' · '}
                  {limits(p)}
                  {Number(p.rate) > 0 && kind === 'online' ? ` · ${t({ id: m.bonusText.id }, { rate: p.rate })}` : ''}
                </span>
                <svg className="method-chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      </section>
    ) : null;
  if (!online.length && !company.length) return <p className="recharge-empty">{t(m.noMethodText)}</p>;
  return (
    <>
      {group(t(m.onlineSection), online, 'online', 'recharge-online')}
      {group(t(m.companySection), company, 'company', 'recharge-company')}
    </>
  );
}
