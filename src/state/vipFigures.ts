import { formatMoney } from '@/lib/moneyText';
import { shownClass } from '@/lib/fillSlots';
import { vipStanding, type Progress } from '@/lib/rewardProgress';
import type { Say } from '@/lib/textPattern';
import type { VipLevel, VipTable } from '@/api/vipTypes';
import type { RowFigures } from './recordFigures';

/** The sentences of the VIP screen (its messages, by these names). */
export type VipSentence = 'noLevel' | 'next' | 'rule' | 'depositLeft' | 'betLeft' | 'progress';

/** The member's VIP level as the screen reads it from the member's info. */
export type VipMember = { level: number; level_name: string };

/**
 * The VIP screen as figures, by slot name: what the screen draws from the VIP table and the member's level, and what
 * the early script writes into a drawn copy from its own reads of both. `view`: the member's level and its totals;
 * the way to the next level, a step for each threshold its rule counts (or the top's words); and what the member
 * has received. `levels`: each level's row, the member's own marked. Values go into the sentences as text.
 */
export function vipFigures(
  table: VipTable,
  member: VipMember,
  say: Say<VipSentence>,
): { view: RowFigures; levels: RowFigures[] } {
  const standing = vipStanding(table.levels, member.level, table.total_deposit, table.total_bet);
  const next = standing.next;
  const rule = next ? (table.levelup_types[String(next.levelup_type)] ?? '') : '';
  const step = (name: string, progress: Progress | null, sentence: 'depositLeft' | 'betLeft') =>
    progress && next
      ? {
          [`vip.${name}.class`]: 'vip-step',
          [`vip.${name}.left`]: say(sentence, { money: formatMoney(progress.left), name: next.level_name }),
          [`vip.${name}.value`]: say('progress', {
            done: formatMoney(progress.done),
            target: formatMoney(progress.target),
          }),
          [`vip.${name}.percent`]: String(progress.percent),
        }
      : { [`vip.${name}.class`]: 'vip-step off' };
  const view = {
    'vip.current': standing.current?.level_name || member.level_name || say('noLevel'),
    'vip.deposit': formatMoney(table.total_deposit),
    'vip.bet': formatMoney(table.total_bet),
    'vip.top.class': shownClass('vip-card vip-top', !next),
    'vip.next.class': shownClass('vip-card', next !== null),
    'vip.next': next ? say('next', { name: next.level_name }) : '',
    'vip.rule': rule ? say('rule', { rule }) : '',
    'vip.rule.class': shownClass('vip-rule', rule !== ''),
    ...step('deposit', standing.deposit, 'depositLeft'),
    ...step('bet', standing.bet, 'betLeft'),
    'vip.levelBonus': formatMoney(table.member_levels.level_bonus),
    'vip.weekBonus': formatMoney(table.member_levels.week_bonus),
    'vip.monthBonus': formatMoney(table.member_levels.month_bonus),
  };
  const current = standing.current?.level ?? -1;
  return { view, levels: table.levels.map((l) => levelFigures(l, l.level === current, table)) };
}

/** A level of the table as its row shows it: what it takes and pays, its rule, and whether it is the member's. */
function levelFigures(l: VipLevel, mine: boolean, table: VipTable): RowFigures {
  const rule = table.levelup_types[String(l.levelup_type)] ?? '';
  return {
    level: String(l.level),
    'row.class': mine ? 'vip-level vip-level-current' : 'vip-level',
    name: l.level_name || `VIP${l.level}`,
    'badge.class': shownClass('vip-badge', mine),
    deposit: formatMoney(l.deposit_money),
    bet: formatMoney(l.bet_money),
    levelBonus: formatMoney(l.level_bonus),
    weekBonus: formatMoney(l.week_bonus),
    monthBonus: formatMoney(l.month_bonus),
    credit: formatMoney(l.credit_bonus),
    rule,
    'rule.class': shownClass('vip-muted', rule !== ''),
  };
}
