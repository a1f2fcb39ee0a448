import { formatMoney, type MoneyLang } from '@/lib/moneyText';
import { formatServerDate } from '@/lib/dates';
import type { Say } from '@/lib/textPattern';
import type { SignRecord } from '@/api/bonusApi';
import type { RowFigures } from './recordFigures';

/**
 * A sign-in's row of the bonus history as figures, by slot name: what the app's row shows, and what the early
 * script writes into a drawn list's row from its own read. `say` gives the row's sentence in the page's language
 * (the app: its message; the early filler: the drawn list's pattern); its values go in as text.
 */
export function signRowFigures(record: SignRecord, lang: MoneyLang, say: Say<'signRow'>): RowFigures {
  return {
    main: say('signRow', { day: String(record.day), days: String(record.days) }),
    time: formatServerDate(record.created_at),
    money: formatMoney(record.money, lang),
  };
}
