import { centsAmount, formatMoney } from '@/lib/moneyText';
import { rebateTotalCents } from '@/lib/rebateTotal';
import type { FsItem, FsList } from '@/api/rebateTypes';
import type { RowFigures } from './recordFigures';

/**
 * The rebate screen's head and claim as figures, by slot name: what the screen draws from its list, and what the
 * early script writes into a drawn copy from its own read of the list. The total due is the exact sum of the
 * lines (lib/rebateTotal); the claim can be made only when something is due.
 */
export function fsHeadFigures(list: FsList): RowFigures {
  const due = rebateTotalCents(list.items);
  return {
    fsAvailable: formatMoney(centsAmount(due)),
    fsToday: formatMoney(list.today),
    fsYesterday: formatMoney(list.yesterday),
    fsTotal: formatMoney(list.total),
    'claim.disabled': due > BigInt(0) ? '' : 'disabled',
  };
}

/** A game type's line: its valid bet, rate and the rebate due. */
export function fsLineFigures(line: FsItem): RowFigures {
  return {
    type: line.game_type_text,
    apis: line.api_names,
    valid: formatMoney(line.total_valid),
    rate: `${line.rate}%`,
    due: formatMoney(line.fs_money),
  };
}
