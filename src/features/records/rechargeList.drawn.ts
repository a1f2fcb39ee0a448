/** Deposit records, drawn early: the recent period's first page with its sums (api/recordBodies). */
import { SUM_TOTALS, paymentFigures, rechargeSub } from '@/state/recordFigures';
import { sumAnswer } from '@/api/listAnswers';
import { RECENT_RANGE, rangeBody } from '@/api/recordBodies';
import type { RechargeRecord } from '@/api/rechargeApi';
import { withTotals, type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/member/rechargelist',
  reads: [{ path: 'recharge/list', body: () => rangeBody('created_at', RECENT_RANGE.range) }],
  noDemo: true,
};

export const lists = {
  recharges: {
    read: 'recharge/list',
    rows: (body) => withTotals(sumAnswer<RechargeRecord>(body), SUM_TOTALS, (r) => paymentFigures(r, rechargeSub(r))),
  },
} satisfies DeclaredLists;

/** The lists the deposit records screen's rows slots name. */
export type RechargeListLists = typeof lists;
