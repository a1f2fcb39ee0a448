import { useIntl } from 'react-intl';
import type { YuebaoPlan } from '@/api/yuebaoApi';
import { PlanFacts } from './PlanFacts';
import { planBlock } from './planFacts';
import { m } from './messages';

type Props = { plans: YuebaoPlan[]; disabled: boolean; onBuy: (planId: number) => void };

/** The plans on sale; a sold-out plan or one at the member's cap says so instead of offering to buy. */
export function PlanList({ plans, disabled, onBuy }: Props) {
  const t = useIntl().formatMessage;
  if (plans.length === 0) return <p className="yb-empty">{t(m.plansEmptyText)}</p>;
  return (
    <ul className="yb-list">
      {plans.map((plan) => {
        const block = planBlock(plan);
        return (
          <li key={plan.id} className="yb-card" data-plan={plan.id}>
            <div className="yb-card-head">
              <h2 id={`yb-plan-${plan.id}`}>{plan.SettingName}</h2>
              <span className="yb-rate">{t({ id: m.rateText.id }, { rate: plan.Rate })}</span>
            </div>
            <PlanFacts plan={plan} />
            {block ? (
              <p className={`yb-block yb-${block}`} role="note">
                {t(block === 'soldOut' ? m.soldOutText : m.capReachedText)}
              </p>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-block"
                disabled={disabled}
                aria-describedby={`yb-plan-${plan.id}`}
                onClick={() => onBuy(plan.id)}
              >
                {t(m.buyButton)}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
