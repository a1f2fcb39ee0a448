/** Deposit's method groups, drawn early from the two payment lists (methodFigures). */
import { asArray } from '@/lib/jsonShapes';
import { methodFigures, type MethodKind } from './methodFigures';
import type { Payment } from '@/api/rechargeApi';
import type { Envelope } from '@/api/baseQuery';
import { wholeList, type DeclaredLists, type DeclaredReads, type ListPage, type Sentence } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/member/recharge',
  reads: [{ path: 'payment/online/list' }, { path: 'payment/normal/list' }],
  noDemo: true,
};

/** A method group's rows. */
const methods = (body: Envelope, kind: MethodKind, say: Sentence): ListPage => {
  const items = asArray<Payment>(body.data);
  return { list: wholeList(items), rows: items.map((p) => methodFigures(p, kind, say)) };
};

export const lists = {
  onlineMethods: { read: 'payment/online/list', rows: (body, say) => methods(body, 'online', say) },
  companyMethods: { read: 'payment/normal/list', rows: (body, say) => methods(body, 'company', say) },
} satisfies DeclaredLists;

/** The lists the Deposit screen's rows slots name. */
export type RechargeLists = typeof lists;
