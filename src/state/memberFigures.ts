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
  fs_money: string;
  ml_money: string;
  /** The transfer mode, for choice slots: 'auto' or 'manual'. */
  transfer: 'auto' | 'manual';
};

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
    fs_money: formatMoney(member.fs_money),
    ml_money: formatMoney(member.ml_money),
    transfer: member.is_trans_on ? 'auto' : 'manual',
  };
}
