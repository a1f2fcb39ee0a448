/** Bank cards, drawn early from the member's accounts (bankFigures). */
import { asArray } from '@/lib/jsonShapes';
import { bankCardFigures } from './bankFigures';
import type { MemberBank } from '@/api/bankApi';
import { wholeList, type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/member/card',
  reads: [{ path: 'member/bank' }, { path: 'member/bank/type' }],
  noDemo: true,
};

export const lists = {
  bankCards: {
    read: 'member/bank',
    rows: (body) => {
      const cards = asArray<MemberBank>(body.data);
      return { list: wholeList(cards), rows: cards.map(bankCardFigures) };
    },
  },
} satisfies DeclaredLists;

/** The lists the accounts screen's rows slots name. */
export type CardLists = typeof lists;
