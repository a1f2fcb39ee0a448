import { formatMoney, moneyUnits } from '@/lib/moneyText';
import { maskAccount } from '@/lib/accountMask';
import type { Say } from '@/lib/textPattern';
import type { MemberBank } from '@/api/bankApi';

/** The sentences of the withdrawal form (the screen's messages, by these names). */
export type WithdrawSentence = 'limit' | 'fee';

/** What the withdrawal form shows: the member's name and balance, the drawing settings' limits and rebate fee. */
export type WithdrawFacts = {
  name: string;
  available: unknown;
  mlMoney: unknown;
  feePercent: string;
  min: number;
  max: number;
};

/** Withdrawal min/max from drawing_money_size_json (`{"b":[min,max]}`); zeros when missing or junk. */
export function drawingLimits(json: string | undefined): { min: number; max: number } {
  try {
    const b = (JSON.parse(json || '{}') as { b?: unknown[] }).b ?? [];
    const min = Number(b[0]);
    const max = Number(b[1]);
    return { min: Number.isFinite(min) && min > 0 ? min : 0, max: Number.isFinite(max) && max > 0 ? max : 0 };
  } catch {
    return { min: 0, max: 0 };
  }
}

/** The rebate fee is due while turnover remains (`ml_money` above 0) and the settings ask a fee. */
export function feeDue(mlMoney: unknown, feePercent: string): boolean {
  const ml = moneyUnits(mlMoney, 2);
  return ml !== null && ml > BigInt(0) && Number(feePercent) > 0;
}

/** The withdrawal form's figures: the member's name and balance, the limits, the fee notice and its class. */
export type WithdrawFigures = { name: string; available: string; limit: string; fee: string; feeClass: string };

/** A card choice's figures: the bank, the masked number and its last four, the choice's class and mark. */
export type CardChoiceFigures = { bank: string; account: string; last4: string; optionClass: string; checked: string };

/** The chosen card's figures under the choices. */
export type ChosenCardFigures = { chosenAccount: string; chosenLast4: string; chosenOwner: string };

/** The form's figures as it shows them: its own, and the chosen card's once one is chosen. */
export type WithdrawFormFigures = WithdrawFigures & Partial<ChosenCardFigures>;

/**
 * The withdrawal form's figures as text, in the member's language: what the form draws, and what the early script
 * writes into a drawn form from its own reads (the member's info, the drawing settings), so both say the same.
 * `feeClass` hides the fee notice where no fee is due.
 */
export function withdrawFigures(facts: WithdrawFacts, say: Say<WithdrawSentence>): WithdrawFigures {
  const due = feeDue(facts.mlMoney, facts.feePercent);
  return {
    name: facts.name,
    available: formatMoney(facts.available),
    limit: say('limit', { min: formatMoney(facts.min), max: formatMoney(facts.max) }),
    fee: due ? say('fee', { percent: facts.feePercent, ml: formatMoney(facts.mlMoney) }) : '',
    feeClass: due ? 'fee-notice' : 'fee-notice off',
  };
}

/** An account number's last four characters, as a masked number is read out. */
const lastFour = (cardNo: string) => cardNo.replace(/\s+/g, '').slice(-4);

/** A bank card to withdraw to, as its choice shows it: the bank, the masked number, and whether it is chosen. */
export function cardChoiceFigures(card: MemberBank, chosen: boolean): CardChoiceFigures {
  return {
    bank: card.bank_type_text,
    account: maskAccount(card.card_no),
    last4: lastFour(card.card_no),
    optionClass: chosen ? 'card-option active' : 'card-option',
    checked: chosen ? 'checked' : '',
  };
}

/** The chosen card's facts under the choices: its masked number and its owner. */
export function chosenCardFigures(card: MemberBank): ChosenCardFigures {
  return {
    chosenAccount: maskAccount(card.card_no),
    chosenLast4: lastFour(card.card_no),
    chosenOwner: card.owner_name,
  };
}
