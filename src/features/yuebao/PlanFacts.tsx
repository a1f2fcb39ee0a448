import { useIntl } from 'react-intl';
import { Money, useMoneyText } from '@/components/Money';
import type { YuebaoPlan } from '@/api/yuebaoApi';
import { formatServerDate } from '@/lib/dates';
import { personalCap } from './planFacts';
import { m } from './messages';

/** What a plan offers, as the platform states it: sale left, cycle, rate, cap, audit, limits, wait. */
export function PlanFacts({ plan }: { plan: YuebaoPlan }) {
  const t = useIntl().formatMessage;
  const money = useMoneyText();
  const cap = personalCap(plan);
  const hours = Number(plan.SettleTime) || 0;
  const wait = Number(plan.LimitOrderIntervalTime) || 0;
  return (
    <dl className="yb-facts">
      <div>
        <dt>{t(m.saleLabel)}</dt>
        <dd>{t({ id: m.saleText.id }, { remaining: money(plan.RemainingCount), total: money(plan.TotalCount) })}</dd>
      </div>
      <div>
        <dt>{t(m.cycleLabel)}</dt>
        <dd>{t({ id: (Number(plan.IsCycleSettle) === 1 ? m.cyclicText : m.singleText).id }, { hours })}</dd>
      </div>
      <div>
        <dt>{t(m.rateLabel)}</dt>
        <dd>{t({ id: m.rateText.id }, { rate: plan.Rate })}</dd>
      </div>
      <div>
        <dt>{t(m.capLabel)}</dt>
        <dd>
          <Money value={plan.LimitInterest} />
        </dd>
      </div>
      <div>
        <dt>{t(m.auditLabel)}</dt>
        <dd>{t({ id: m.auditText.id }, { multiple: plan.InterestAuditMultiple })}</dd>
      </div>
      <div>
        <dt>{t(m.limitLabel)}</dt>
        <dd>
          {cap
            ? t({ id: m.limitText.id }, { held: money(plan.UserOrderCount ?? 0), cap: money(cap.toFixed(2)) })
            : t(m.noLimitText)}
        </dd>
      </div>
      <div>
        <dt>{t(m.waitLabel)}</dt>
        <dd>
          {wait ? t({ id: m.waitText.id }, { hours: wait }) : t(m.noWaitText)}
          {plan.LimitOrderInterval ? (
            <span className="yb-sub">
              {t({ id: m.nextBuyText.id }, { time: formatServerDate(plan.LimitOrderInterval) })}
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
