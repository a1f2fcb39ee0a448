import { useIntl } from 'react-intl';
import type { YuebaoPlan } from '@/api/yuebaoApi';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { RowsTemplates } from '@/components/RowsTemplates';
import { classSlot, valueSlot } from '@/lib/fillSlots';
import { rowsSlot } from '@/lib/fillRows';
import type { RowFigures } from '@/state/recordFigures';
import { PlanFactsView, usePlanFigures, usePlanPatterns } from './PlanFacts';
import { m } from './messages';

type Props = { plans: YuebaoPlan[]; disabled: boolean; onBuy: (planId: number) => void };

type CardProps = { f?: RowFigures; id?: number; disabled?: boolean; onBuy?: () => void };

/**
 * A plan's card (inside its list item) from its figures; without them, the card template of a drawn screen. A plan
 * sold out or at the member's cap says so instead of offering to buy.
 */
function PlanCardView({ f, id, disabled = false, onBuy }: CardProps) {
  const t = useIntl().formatMessage;
  const text = (name: string) => f?.[name] ?? '';
  return (
    <>
      <div className="yb-card-head">
        <h2 id={id ? `yb-plan-${id}` : undefined} {...valueSlot('name')}>
          {text('name')}
        </h2>
        <span className="yb-rate" {...valueSlot('rate')}>
          {text('rate')}
        </span>
      </div>
      <PlanFactsView f={f} />
      <p
        className={text('block.class') || 'yb-block'}
        role="note"
        {...classSlot('block.class')}
        {...valueSlot('block')}
      >
        {text('block')}
      </p>
      <button
        type="button"
        className={text('buy.class') || 'btn btn-primary btn-block'}
        disabled={disabled}
        aria-describedby={id ? `yb-plan-${id}` : undefined}
        onClick={onBuy}
        {...classSlot('buy.class')}
      >
        {t(m.buyButton)}
      </button>
    </>
  );
}

/** No plan on sale. */
function NoPlans() {
  return <p className="yb-empty">{useIntl().formatMessage(m.plansEmptyText)}</p>;
}

/** The plans on sale. */
export function PlanList({ plans, disabled, onBuy }: Props) {
  const figures = usePlanFigures();
  if (plans.length === 0) return <NoPlans />;
  return (
    <ul className="yb-list">
      {plans.map((plan) => (
        <li key={plan.id} className="yb-card" data-plan={plan.id}>
          <PlanCardView f={figures(plan)} id={plan.id} disabled={disabled} onBuy={() => onBuy(plan.id)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Stands in for the plans while they load. Drawn by the build, it holds the list's templates, which the early script
 * fills from its own read of the plans (lib/fillRows): a plan's card, and no plan on sale.
 */
export function PlanListSkeleton() {
  const patterns = usePlanPatterns();
  return (
    <SkeletonBlock slot={rowsSlot('yuebaoPlans', undefined, patterns)}>
      <RowsTemplates
        view={
          <ul className="yb-list">
            <li className="yb-card">
              <PlanCardView />
            </li>
          </ul>
        }
        empty={<NoPlans />}
      />
    </SkeletonBlock>
  );
}
