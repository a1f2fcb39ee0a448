import { formatMoney } from '@/lib/moneyText';
import { formatServerDate } from '@/lib/dates';
import type { MemberState } from './memberState';

/** The member's own figures a screen shows, each by the name of the slot that holds it (lib/fillSlots). */
export type MemberFigures = {
  /** The avatar's letter. */
  initial: string;
  name: string;
  /** The VIP level's name, or VIP and its number when it has none. */
  vip: string;
  /** The last login, in platform time; '-' when there is none. */
  login: string;
  money: string;
  fsMoney: string;
  mlMoney: string;
  /** The transfer mode, for choice slots: 'auto' or 'manual'. */
  transfer: 'auto' | 'manual';
};

/** A balance's figure, by the member's field it is read from (components/MemberMoney, BalanceFigures). */
export const MONEY_FIGURES = {
  money: 'money',
  fs_money: 'fsMoney',
  ml_money: 'mlMoney',
} as const satisfies Record<'money' | 'fs_money' | 'ml_money', keyof MemberFigures>;

/**
 * The member's figures as text, in the member's language: what the screens draw from the member's info, and what
 * the early script writes into a drawn screen's slots from its own read of that info, so both say the same thing.
 */
export function memberFigures(member: MemberState): MemberFigures {
  return {
    initial: member.name.slice(0, 1),
    name: member.name,
    vip: member.level_name || `VIP${member.level}`,
    login: formatServerDate(member.loginTime) || '-',
    money: formatMoney(member.money),
    fsMoney: formatMoney(member.fs_money),
    mlMoney: formatMoney(member.ml_money),
    transfer: member.is_trans_on ? 'auto' : 'manual',
  };
}
