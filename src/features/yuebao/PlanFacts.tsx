import { useIntl } from 'react-intl';
import { localeFromTag } from '@i18n/locales';
import type { YuebaoPlan } from '@/api/yuebaoApi';
import { classSlot, valueSlot } from '@/lib/fillSlots';
import { patternValue, type Say } from '@/lib/textPattern';
import { planCardFigures, type PlanSentence } from '@/state/yuebaoFigures';
import type { RowFigures } from '@/state/recordFigures';
import { m } from './messages';

/** Each sentence of a plan's card: its message and the names of its values. */
const SENTENCES: Record<PlanSentence, readonly [{ id: string }, readonly string[]]> = {
  sale: [m.saleText, ['remaining', 'total']],
  cyclic: [m.cyclicText, ['hours']],
  single: [m.singleText, ['hours']],
  rate: [m.rateText, ['rate']],
  audit: [m.auditText, ['multiple']],
  limit: [m.limitText, ['held', 'cap']],
  noLimit: [m.noLimitText, []],
  wait: [m.waitText, ['hours']],
  noWait: [m.noWaitText, []],
  nextBuy: [m.nextBuyText, ['time']],
  soldOut: [m.soldOutText, []],
  capReached: [m.capReachedText, []],
};

/** A plan's card as figures (state/yuebaoFigures), in the member's language. */
export function usePlanFigures(): (plan: YuebaoPlan) => RowFigures {
  const intl = useIntl();
  const say: Say<PlanSentence> = (sentence, values) => intl.formatMessage({ id: SENTENCES[sentence][0].id }, values);
  return (plan) => planCardFigures(plan, localeFromTag(intl.locale), say);
}

/** The sentences a drawn card is made of, in the page's language, with `{name}` where a value goes. */
export function usePlanPatterns(): Record<string, string> {
  const t = useIntl().formatMessage;
  return Object.fromEntries(
    Object.entries(SENTENCES).map(([name, [message, values]]) => [
      name,
      t({ id: message.id }, Object.fromEntries(values.map((v) => [v, patternValue(v)]))),
    ]),
  );
}

/**
 * What a plan offers, as the platform states it: sale left, cycle, rate, cap, audit, limits, wait. From its figures;
 * without them, the facts of a drawn card's template.
 */
export function PlanFactsView({ f }: { f?: RowFigures }) {
  const t = useIntl().formatMessage;
  const text = (name: string) => f?.[name] ?? '';
  const fact = (label: { id: string }, name: string) => (
    <div>
      <dt>{t(label)}</dt>
      <dd>
        <span {...valueSlot(name)}>{text(name)}</span>
        {name === 'wait' ? (
          <span className={text('nextBuy.class') || 'yb-sub'} {...classSlot('nextBuy.class')} {...valueSlot('nextBuy')}>
            {text('nextBuy')}
          </span>
        ) : null}
      </dd>
    </div>
  );
  return (
    <dl className="yb-facts">
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
