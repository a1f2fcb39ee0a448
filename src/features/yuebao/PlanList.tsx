import { useIntl } from 'react-intl';
import type { YuebaoPlan } from '@/api/yuebaoApi';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { RowsTemplates } from '@/components/RowsTemplates';
import { rowsSlot } from '@/lib/fillRows';
import type { PlanCardFigures } from './yuebaoFigures';
import { PlanFactsView, planSlot, usePlanFigures, usePlanPatterns } from './PlanFacts';
import { m } from './messages';
import type { lists } from './yuebao.drawn';

type Props = { plans: YuebaoPlan[]; disabled: boolean; onBuy: (planId: number) => void };

type CardProps = { f?: PlanCardFigures; id?: number; disabled?: boolean; onBuy?: () => void };

/**
 * A plan's card (inside its list item) from its figures; without them, the card template of a drawn screen. A plan
 * sold out or at the member's cap says so instead of offering to buy.
 */
function PlanCardView({ f, id, disabled = false, onBuy }: CardProps) {
  const t = useIntl().formatMessage;
  return (
    <>
      <div className="yb-card-head">
        <h2 id={id ? `yb-plan-${id}` : undefined} {...planSlot({ text: 'name' })}>
          {f?.name ?? ''}
        </h2>
        <span className="yb-rate" {...planSlot({ text: 'rate' })}>
          {f?.rate ?? ''}
        </span>
      </div>
      <PlanFactsView f={f} />
      <p className={f?.blockClass || 'yb-block'} role="note" {...planSlot({ text: 'block', class: 'blockClass' })}>
        {f?.block ?? ''}
      </p>
      <button
        type="button"
        className={f?.buyClass || 'btn btn-primary btn-block'}
        disabled={disabled}
        aria-describedby={id ? `yb-plan-${id}` : undefined}
        onClick={onBuy}
        {...planSlot({ class: 'buyClass' })}
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
    <SkeletonBlock slot={rowsSlot<typeof lists>('yuebaoPlans', undefined, patterns)}>
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
