import { centsAmount, formatMoney } from '@/lib/moneyText';
import { rebateTotalCents } from '@/lib/rebateTotal';
import type { FsItem, FsList } from '@/api/rebateTypes';

/** The rebate screen's head and claim, each figure by the name of the slot that holds it. */
export type FsHeadFigures = {
  fsAvailable: string;
  fsToday: string;
  fsYesterday: string;
  fsTotal: string;
  /** The claim button's attribute: empty when something is due. */
  claimDisabled: string;
};

/** A game type's line of the rebate screen. */
export type FsLineFigures = { type: string; apis: string; valid: string; rate: string; due: string };

/**
 * The rebate screen's head and claim as figures: what the screen draws from its list, and what the early script
 * writes into a drawn copy from its own read of the list. The total due is the exact sum of the lines
 * (lib/rebateTotal); the claim can be made only when something is due.
 */
export function fsHeadFigures(list: FsList): FsHeadFigures {
  const due = rebateTotalCents(list.items);
  return {
    fsAvailable: formatMoney(centsAmount(due)),
    fsToday: formatMoney(list.today),
    fsYesterday: formatMoney(list.yesterday),
    fsTotal: formatMoney(list.total),
    claimDisabled: due > BigInt(0) ? '' : 'disabled',
  };
}

/** A game type's line: its valid bet, rate and the rebate due. */
export function fsLineFigures(line: FsItem): FsLineFigures {
  return {
    type: line.game_type_text,
    apis: line.api_names,
    valid: formatMoney(line.total_valid),
    rate: `${line.rate}%`,
    due: formatMoney(line.fs_money),
  };
}
