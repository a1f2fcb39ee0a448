import { formatMoney } from '@/lib/moneyText';
import { shownClass } from '@/lib/fillSlots';
import { vipStanding, type Progress } from '@/lib/rewardProgress';
import type { Say } from '@/lib/textPattern';
import type { VipLevel, VipTable } from '@/api/vipTypes';

/** The sentences of the VIP screen (its messages, by these names). */
export type VipSentence = 'noLevel' | 'next' | 'rule' | 'depositLeft' | 'betLeft' | 'progress';

/** The member's VIP level as the screen reads it from the member's info. */
export type VipMember = { level: number; level_name: string };

/** A step toward the next level (deposit or bet): its part's class, what is left, the figures in words, its percent. */
type StepFigures<N extends 'deposit' | 'bet'> = Record<
  `${N}StepClass` | `${N}Left` | `${N}Value` | `${N}Percent`,
  string
>;

/** The VIP screen's own figures (beside its levels' rows), each by the name of the slot that holds it. */
export type VipFigures = {
  current: string;
  totalDeposit: string;
  totalBet: string;
  topClass: string;
  nextClass: string;
  next: string;
  nextRule: string;
  nextRuleClass: string;
  levelBonusReceived: string;
  weekBonusReceived: string;
  monthBonusReceived: string;
} & StepFigures<'deposit'> &
  StepFigures<'bet'>;

/** A level's row of the VIP table. */
export type VipLevelFigures = {
  level: string;
  rowClass: string;
  name: string;
  badgeClass: string;
  deposit: string;
  bet: string;
  levelBonus: string;
  weekBonus: string;
  monthBonus: string;
  credit: string;
  rule: string;
  ruleClass: string;
};

/**
 * The VIP screen as figures: what the screen draws from the VIP table and the member's level, and what the early
 * script writes into a drawn copy from its own reads of both. `view`: the member's level and its totals; the way to
 * the next level, a step for each threshold its rule counts (a step it does not count hidden, its figures empty; or
 * the top's words); and what the member has received. `levels`: each level's row, the member's own marked. Values go
 * into the sentences as text.
 */
export function vipFigures(
  table: VipTable,
  member: VipMember,
  say: Say<VipSentence>,
): { view: VipFigures; levels: VipLevelFigures[] } {
  const standing = vipStanding(table.levels, member.level, table.total_deposit, table.total_bet);
  const next = standing.next;
  const rule = next ? (table.levelup_types[String(next.levelup_type)] ?? '') : '';
  const step = (progress: Progress | null, sentence: 'depositLeft' | 'betLeft') =>
    progress && next
      ? {
          className: 'vip-step',
          left: say(sentence, { money: formatMoney(progress.left), name: next.level_name }),
          value: say('progress', { done: formatMoney(progress.done), target: formatMoney(progress.target) }),
          percent: String(progress.percent),
        }
      : { className: 'vip-step off', left: '', value: '', percent: '' };
  const deposit = step(standing.deposit, 'depositLeft');
  const bet = step(standing.bet, 'betLeft');
  const view: VipFigures = {
    current: standing.current?.level_name || member.level_name || say('noLevel'),
    totalDeposit: formatMoney(table.total_deposit),
    totalBet: formatMoney(table.total_bet),
    topClass: shownClass('vip-card vip-top', !next),
    nextClass: shownClass('vip-card', next !== null),
    next: next ? say('next', { name: next.level_name }) : '',
    nextRule: rule ? say('rule', { rule }) : '',
    nextRuleClass: shownClass('vip-rule', rule !== ''),
    depositStepClass: deposit.className,
    depositLeft: deposit.left,
    depositValue: deposit.value,
    depositPercent: deposit.percent,
    betStepClass: bet.className,
    betLeft: bet.left,
    betValue: bet.value,
    betPercent: bet.percent,
    levelBonusReceived: formatMoney(table.member_levels.level_bonus),
    weekBonusReceived: formatMoney(table.member_levels.week_bonus),
    monthBonusReceived: formatMoney(table.member_levels.month_bonus),
  };
  const current = standing.current?.level ?? -1;
  return { view, levels: table.levels.map((l) => levelFigures(l, l.level === current, table)) };
}

/** A level of the table as its row shows it: what it takes and pays, its rule, and whether it is the member's. */
function levelFigures(l: VipLevel, mine: boolean, table: VipTable): VipLevelFigures {
  const rule = table.levelup_types[String(l.levelup_type)] ?? '';
  return {
    level: String(l.level),
    rowClass: mine ? 'vip-level vip-level-current' : 'vip-level',
    name: l.level_name || `VIP${l.level}`,
    badgeClass: shownClass('vip-badge', mine),
    deposit: formatMoney(l.deposit_money),
    bet: formatMoney(l.bet_money),
    levelBonus: formatMoney(l.level_bonus),
    weekBonus: formatMoney(l.week_bonus),
    monthBonus: formatMoney(l.month_bonus),
    credit: formatMoney(l.credit_bonus),
    rule,
    ruleClass: shownClass('vip-muted', rule !== ''),
  };
}
