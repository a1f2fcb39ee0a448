import { formatMoney } from '@/lib/moneyText';
import { formatServerDate } from '@/lib/dates';
import { signedMoney, type SignedMoneyText } from '@/lib/signedMoney';
import type { GameRecord, MoneyLog } from '@/api/recordAnswers';

/** One row's figures as text, each by the name of the slot that holds it (lib/fillSlots). */
export type RowFigures = Readonly<Record<string, string>>;

/** A signed figure's three figures: the figure `<N>`, its mark (`<N>Mark`) and its colour class (`<N>Class`). */
export type SignedFigures<N extends string> = { readonly [K in N | `${N}Mark` | `${N}Class`]: string };

/**
 * A signed figure's parts from a row's figures (what signedSlots wrote); figures that also hold unsigned ones under
 * names of the same family (a team report's counts beside its results) are read the same way.
 */
export function signedText<N extends string>(f: Partial<SignedFigures<N>>, name: N): SignedMoneyText {
  const figures: Readonly<Record<string, string | undefined>> = f;
  return {
    figure: figures[name] ?? '',
    mark: (figures[`${name}Mark`] ?? '') as SignedMoneyText['mark'],
    className: figures[`${name}Class`] ?? 'signed-money',
  };
}

/** A signed figure's three figures (SignedFigures) from its parts. */
export function signedSlots<N extends string>(name: N, s: SignedMoneyText): SignedFigures<N> {
  return { [name]: s.figure, [`${name}Mark`]: s.mark, [`${name}Class`]: s.className } as SignedFigures<N>;
}

/** A bet record's row's figures. */
export type GameRecordFigures = {
  title: string;
  type: string;
  bill: string;
  time: string;
  bet: string;
  valid: string;
} & SignedFigures<'net'>;

/**
 * A bet record's row as text, in the member's language: what the row draws (components/RecordViews), and what the
 * early script writes into a drawn screen's row template from its own read of the records, so both say the same.
 */
export function gameRecordFigures(record: GameRecord): GameRecordFigures {
  const figure = { symbol: false };
  return {
    title: record.gameName || record.api_name_text || record.api_name,
    type: record.game_type_text ?? '',
    bill: record.billNo,
    time: formatServerDate(record.betTime),
    bet: formatMoney(record.betAmount, figure),
    valid: formatMoney(record.validBetAmount, figure),
    ...signedSlots('net', signedMoney(record.netAmount, figure)),
  };
}

/** Money in (1) or out (-1), as the entry says. */
export const moneyLogSign = (log: MoneyLog): 1 | -1 => (Number(log.number_type) === -1 ? -1 : 1);

/** A money-log entry's row's figures. */
export type MoneyLogFigures = {
  title: string;
  wallet: string;
  before: string;
  after: string;
  description: string;
  time: string;
} & SignedFigures<'amount'>;

/** A money-log entry's row as text, in the member's language (as gameRecordFigures). */
export function moneyLogFigures(log: MoneyLog): MoneyLogFigures {
  return {
    title: log.operate_type_text || String(log.operate_type),
    ...signedSlots('amount', signedMoney(log.money, { sign: moneyLogSign(log) })),
    wallet: log.money_type_text ?? '',
    before: formatMoney(log.money_before, { symbol: false }),
    after: formatMoney(log.money_after, { symbol: false }),
    description: log.description,
    time: formatServerDate(log.created_at),
  };
}

/** A recharge or withdrawal as its row shows it: the sum, its status and the server's words for it, and the time. */
type Payment = { money: unknown; status: unknown; status_text?: string; created_at: string; bill_no: string };

/** A recharge's or a withdrawal's row's figures; `statusText` is the server's words for the status. */
export type PaymentFigures = {
  money: string;
  status: string;
  statusText: string;
  sub: string;
  time: string;
  bill: string;
};

/**
 * A recharge's or a withdrawal's row as text, in the member's language; `sub` is its second line (the payment method,
 * or the card paid to). The status is a choice slot's figure: 2 success, 3 failed, anything else pending.
 */
export function paymentFigures(record: Payment, sub: string): PaymentFigures {
  const status = Number(record.status);
  return {
    money: formatMoney(record.money),
    status: status === 2 || status === 3 ? String(status) : '1',
    statusText: record.status_text ?? '',
    sub,
    time: formatServerDate(record.created_at),
    bill: record.bill_no,
  };
}

/** A recharge's second line: its payment method, by the server's name for it when given. */
export const rechargeSub = (r: { payment_type: string; payment_type_text?: string }): string =>
  r.payment_type_text || r.payment_type;

/** One of a records screen's totals: how it shows (money, or a signed change) and where the list has it. */
export type TotalSpec<L> = { kind: 'money' | 'signed'; value: (list: L) => unknown };

type Statistic<S> = { statistic: S };

/** Bet records: the sum bet, the valid bet and the payout. */
export const GAME_RECORD_TOTALS: ReadonlyArray<
  TotalSpec<Statistic<{ sum_bet_amount: unknown; sum_valid_bet_amount: unknown; sum_net_amount: unknown }>>
> = [
  { kind: 'money', value: (l) => l.statistic.sum_bet_amount },
  { kind: 'money', value: (l) => l.statistic.sum_valid_bet_amount },
  { kind: 'signed', value: (l) => l.statistic.sum_net_amount },
];

/** The money log: the money that moved, and the valid sum (signed). */
export const MONEY_LOG_TOTALS: ReadonlyArray<TotalSpec<Statistic<{ sum_money: unknown; valid_money: unknown }>>> = [
  { kind: 'money', value: (l) => l.statistic.sum_money },
  { kind: 'signed', value: (l) => l.statistic.valid_money },
];

/** A list with one sum of the period (recharges, withdrawals). */
export const SUM_TOTALS: ReadonlyArray<TotalSpec<Statistic<{ sum_money: unknown }>>> = [
  { kind: 'money', value: (l) => l.statistic.sum_money },
];

/** A total's figure's name: `total<i>`, its place among the screen's totals. */
export type TotalName = `total${number}`;

/** A records screen's totals' figures: each total's, a signed one's with its mark and class (SignedFigures). */
export type TotalsFigures = SignedFigures<TotalName>;

/** A total's slot name. */
export const totalSlot = (i: number): TotalName => `total${i}`;

/** A list's totals as text, each in its slot (`total<i>`), in the member's language. */
export function totalsFigures<L>(totals: ReadonlyArray<TotalSpec<L>>, list: L): TotalsFigures {
  const out: Record<TotalName | `${TotalName}Mark` | `${TotalName}Class`, string> = {};
  totals.forEach((spec, i) => {
    const value = spec.value(list);
    if (spec.kind === 'signed') Object.assign(out, signedSlots(totalSlot(i), signedMoney(value)));
    else out[totalSlot(i)] = formatMoney(value);
  });
  return out;
}
