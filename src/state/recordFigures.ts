import { formatMoney, type MoneyLang } from '@/lib/moneyText';
import { formatServerDate } from '@/lib/dates';
import { signedMoney, type SignedMoneyText } from '@/lib/signedMoney';
import type { GameRecord, MoneyLog } from '@/api/recordAnswers';

/** One row's figures as text, each by the name of the slot that holds it (lib/fillSlots). */
export type RowFigures = Readonly<Record<string, string>>;

/** A signed figure's three slots: the figure, its mark (`<name>.mark`) and its colour class (`<name>.class`). */
export function signedSlots(name: string, s: SignedMoneyText): Record<string, string> {
  return { [name]: s.figure, [`${name}.mark`]: s.mark, [`${name}.class`]: s.className };
}

/**
 * A bet record's row as text, in the member's language: what the row draws (components/RecordViews), and what the
 * early script writes into a drawn screen's row template from its own read of the records, so both say the same.
 */
export function gameRecordFigures(record: GameRecord, lang: MoneyLang): RowFigures {
  const figure = { symbol: false };
  return {
    title: record.gameName || record.api_name_text || record.api_name,
    type: record.game_type_text ?? '',
    bill: record.billNo,
    time: formatServerDate(record.betTime),
    bet: formatMoney(record.betAmount, lang, figure),
    valid: formatMoney(record.validBetAmount, lang, figure),
    ...signedSlots('net', signedMoney(record.netAmount, lang, figure)),
  };
}

/** Money in (1) or out (-1), as the entry says. */
export const moneyLogSign = (log: MoneyLog): 1 | -1 => (Number(log.number_type) === -1 ? -1 : 1);

/** A money-log entry's row as text, in the member's language (as gameRecordFigures). */
export function moneyLogFigures(log: MoneyLog, lang: MoneyLang): RowFigures {
  return {
    title: log.operate_type_text || String(log.operate_type),
    ...signedSlots('amount', signedMoney(log.money, lang, { sign: moneyLogSign(log) })),
    wallet: log.money_type_text ?? '',
    before: formatMoney(log.money_before, lang, { symbol: false }),
    after: formatMoney(log.money_after, lang, { symbol: false }),
    description: log.description,
    time: formatServerDate(log.created_at),
  };
}

/** The lists the early shell draws from its own read, by the name their screens give their rows slot. */
export const FILLED_LISTS = { gameRecords: 'gameRecords', moneyLog: 'moneyLog' } as const;
