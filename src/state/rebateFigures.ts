import { formatMoney, type MoneyLang } from '@/lib/moneyText';
import { rebateTotal } from '@/lib/rebateMath';
import type { FsItem, FsList } from '@/api/rebateApi';
import type { RowFigures } from './recordFigures';

/**
 * The rebate screen's head and claim as figures, by slot name: what the screen draws from its list, and what the
 * early script writes into a drawn copy from its own read of the list. The total due is the exact sum of the
 * lines (lib/rebateMath); the claim can be made only when something is due.
 */
export function fsHeadFigures(list: FsList, lang: MoneyLang): RowFigures {
  const due = rebateTotal(list.items);
  return {
    fsAvailable: formatMoney(due.toFixed(2), lang),
    fsToday: formatMoney(list.today, lang),
    fsYesterday: formatMoney(list.yesterday, lang),
    fsTotal: formatMoney(list.total, lang),
    'claim.disabled': due.gt(0) ? '' : 'disabled',
  };
}

/** A game type's line: its valid bet, rate and the rebate due. */
export function fsLineFigures(line: FsItem, lang: MoneyLang): RowFigures {
  return {
    type: line.game_type_text,
    apis: line.api_names,
    valid: formatMoney(line.total_valid, lang),
    rate: `${line.rate}%`,
    due: formatMoney(line.fs_money, lang),
  };
}
