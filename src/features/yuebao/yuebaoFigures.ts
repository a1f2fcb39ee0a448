import { centsAmount, formatMoney } from '@/lib/moneyText';
import { formatServerDate } from '@/lib/dates';
import { shownClass } from '@/lib/fillSlots';
import type { Say } from '@/lib/textPattern';
import { personalCapCents, planBlock } from '@/lib/yuebaoPlan';
import type { YuebaoPlan } from '@/api/yuebaoApi';

/** The sentences of a plan's card (the screen's messages, by these names). */
export type PlanSentence =
  | 'sale'
  | 'cyclic'
  | 'single'
  | 'rate'
  | 'audit'
  | 'limit'
  | 'noLimit'
  | 'wait'
  | 'noWait'
  | 'nextBuy'
  | 'soldOut'
  | 'capReached';

/** A plan's card, each figure by the name of the slot that holds it. */
export type PlanCardFigures = {
  name: string;
  rate: string;
  sale: string;
  cycle: string;
  cap: string;
  audit: string;
  limit: string;
  wait: string;
  nextBuy: string;
  nextBuyClass: string;
  block: string;
  blockClass: string;
  buyClass: string;
};

/**
 * A plan on sale as its card shows it: what the screen draws, and what the early script writes into
 * a drawn list's card from its own read of the plans. Its facts as the platform states them; sold out or at the
 * member's cap, a note in place of the buy button (lib/yuebaoPlan); the next time to buy only when there is one.
 * Values go into the sentences as text.
 */
export function planCardFigures(plan: YuebaoPlan, say: Say<PlanSentence>): PlanCardFigures {
  const hours = String(Number(plan.SettleTime) || 0);
  const wait = Number(plan.LimitOrderIntervalTime) || 0;
  const cap = personalCapCents(plan);
  const block = planBlock(plan);
  const next = plan.LimitOrderInterval ? formatServerDate(plan.LimitOrderInterval) : '';
  return {
    name: plan.SettingName,
    rate: say('rate', { rate: String(plan.Rate) }),
    sale: say('sale', { remaining: formatMoney(plan.RemainingCount), total: formatMoney(plan.TotalCount) }),
    cycle: say(Number(plan.IsCycleSettle) === 1 ? 'cyclic' : 'single', { hours }),
    cap: formatMoney(plan.LimitInterest),
    audit: say('audit', { multiple: String(plan.InterestAuditMultiple) }),
    limit: cap
      ? say('limit', { held: formatMoney(plan.UserOrderCount ?? 0), cap: formatMoney(centsAmount(cap)) })
      : say('noLimit'),
    wait: wait ? say('wait', { hours: String(wait) }) : say('noWait'),
    nextBuy: next ? say('nextBuy', { time: next }) : '',
    nextBuyClass: shownClass('yb-sub', next !== ''),
    block: block ? say(block) : '',
    blockClass: block ? `yb-block yb-${block}` : 'yb-block off',
    buyClass: shownClass('btn btn-primary btn-block', !block),
  };
}
