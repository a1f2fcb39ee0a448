/** The money log, drawn early: the week's first page with its totals (api/recordBodies builds the period). */
import { MONEY_LOG_TOTALS, moneyLogFigures } from '@/state/recordFigures';
import { moneyLogAnswer } from '@/api/recordAnswers';
import { rangeBody } from '@/api/recordBodies';
import { withTotals, type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/member/moneylog',
  reads: [
    { path: 'moneylog', body: () => ({ ...rangeBody('created_at', 'week'), operate_type: '', money_type: '' }) },
    { path: 'moneylog/type' },
  ],
  noDemo: true,
};

export const lists = {
  moneyLog: { read: 'moneylog', rows: (body) => withTotals(moneyLogAnswer(body), MONEY_LOG_TOTALS, moneyLogFigures) },
} satisfies DeclaredLists;

/** The lists the money log screen's rows slots name. */
export type MoneyLogLists = typeof lists;
