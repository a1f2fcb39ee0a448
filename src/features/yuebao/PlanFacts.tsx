import '@/components/facts.css';
import { useIntl } from 'react-intl';
import type { YuebaoPlan } from '@/api/yuebaoApi';
import { slotsFor } from '@/lib/fillSlots';
import { usePatterns, useSay, type Sentences } from '@/components/useSentences';
import { planCardFigures, type PlanCardFigures, type PlanSentence } from './yuebaoFigures';
import { m } from './messages';

/** Each sentence of a plan's card. */
const SENTENCES: Sentences<PlanSentence> = {
  sale: m.saleText,
  cyclic: m.cyclicText,
  single: m.singleText,
  rate: m.rateText,
  audit: m.auditText,
  limit: m.limitText,
  noLimit: m.noLimitText,
  wait: m.waitText,
  noWait: m.noWaitText,
  nextBuy: m.nextBuyText,
  soldOut: m.soldOutText,
  capReached: m.capReachedText,
};

/** A plan's card's slots (lib/fillSlots). */
export const planSlot = slotsFor<PlanCardFigures>();

/** A plan's card as figures (yuebaoFigures), in the member's language. */
export function usePlanFigures(): (plan: YuebaoPlan) => PlanCardFigures {
  const say = useSay(SENTENCES);
  return (plan) => planCardFigures(plan, say);
}

/** The sentences a drawn card is made of (components/useSentences). */
export const usePlanPatterns = () => usePatterns(SENTENCES);

/**
 * What a plan offers, as the platform states it: sale left, cycle, rate, cap, audit, limits, wait. From its figures;
 * without them, the facts of a drawn card's template.
 */
export function PlanFactsView({ f }: { f?: PlanCardFigures }) {
  const t = useIntl().formatMessage;
  const fact = (label: { id: string }, name: 'sale' | 'cycle' | 'rate' | 'cap' | 'audit' | 'limit' | 'wait') => (
    <div>
      <dt>{t(label)}</dt>
      <dd>
        <span {...planSlot({ text: name })}>{f?.[name] ?? ''}</span>
        {name === 'wait' ? (
          <span className={f?.nextBuyClass || 'yb-sub'} {...planSlot({ text: 'nextBuy', class: 'nextBuyClass' })}>
            {f?.nextBuy ?? ''}
          </span>
        ) : null}
      </dd>
    </div>
  );
  return (
    <dl className="yb-facts facts">
      {fact(m.saleLabel, 'sale')}
      {fact(m.cycleLabel, 'cycle')}
      {fact(m.rateLabel, 'rate')}
      {fact(m.capLabel, 'cap')}
      {fact(m.auditLabel, 'audit')}
      {fact(m.limitLabel, 'limit')}
      {fact(m.waitLabel, 'wait')}
    </dl>
  );
}

/** A plan's facts (the buy form shows them above the amount). */
export function PlanFacts({ plan }: { plan: YuebaoPlan }) {
  return <PlanFactsView f={usePlanFigures()(plan)} />;
}
