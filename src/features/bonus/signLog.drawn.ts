/** The sign-in history, drawn early: its first page (bonusFigures). */
import { listFromPage } from '@/lib/pagedList';
import { signRowFigures } from './bonusFigures';
import type { SignRecord } from '@/api/bonusTypes';
import { type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/dailybonus/log',
  reads: [{ path: 'dailybonus/money/history', params: { page: 1, limit: 20 } }],
  noDemo: true,
};

export const lists = {
  signHistory: {
    read: 'dailybonus/money/history',
    rows: (body, say) => {
      const list = listFromPage<SignRecord>(body.data);
      return { list, rows: list.items.map((record) => signRowFigures(record, say)) };
    },
  },
} satisfies DeclaredLists;
