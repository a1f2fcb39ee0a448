import { maskAccount } from '@/lib/accountMask';
import { isVirtualType } from '@/lib/bankKinds';
import { shownClass } from '@/lib/fillSlots';
import { formatServerDate } from '@/lib/dates';
import { safeHttpUrl } from '@/lib/safeUrl';
import type { MemberBank } from '@/api/bankApi';

/** A bound account's card's figures; the classes show or hide its icon, badge, branch and remark. */
export type BankCardFigures = {
  bank: string;
  icon: string;
  iconClass: string;
  badgeClass: string;
  owner: string;
  cardNo: string;
  account: string;
  branch: string;
  branchClass: string;
  remark: string;
  remarkClass: string;
  bound: string;
};

/**
 * A bound account's card as figures, by slot name: what the accounts screen shows, and what the early script writes
 * into a drawn list's card from its own read. The bank's icon only from an http(s) address; the virtual-coin badge,
 * the branch and the remark only where the account has them.
 */
export function bankCardFigures(card: MemberBank): BankCardFigures {
  const icon = (card.url && safeHttpUrl(card.url, location.href)) || '';
  return {
    bank: card.bank_type_text,
    icon,
    iconClass: shownClass('bank-icon', icon !== ''),
    badgeClass: shownClass('bank-badge', isVirtualType(card.bank_type)),
    owner: card.owner_name,
    // The number itself, for the app's reading of it (components/AccountNumber); `account` is what is shown.
    cardNo: card.card_no,
    account: maskAccount(card.card_no),
    branch: card.bank_address,
    branchClass: shownClass('bank-fact', Boolean(card.bank_address)),
    remark: card.remark,
    remarkClass: shownClass('bank-fact', Boolean(card.remark)),
    bound: formatServerDate(card.created_at),
  };
}
