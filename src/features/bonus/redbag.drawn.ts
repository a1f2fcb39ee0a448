/** The red packet, drawn early: today's packet, a view drawn whole from its read (components/RowsTemplates), and the log. */
import { listFromPage } from '@/lib/pagedList';
import { redbagFigures, redbagRowFigures } from './bonusFigures';
import { redbagOf } from '@/api/bonusAnswers';
import type { RedbagRecord } from '@/api/bonusTypes';
import { wholeList, type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/redbag',
  reads: [{ path: 'redbag/desc' }, { path: 'redbag/log', body: { page: 1, limit: 20 } }],
  noDemo: true,
};

export const lists = {
  redbag: {
    read: 'redbag/desc',
    rows: (body, say) => ({ list: wholeList([]), rows: [], view: redbagFigures(redbagOf(body), say) }),
  },
  redbagLog: {
    read: 'redbag/log',
    rows: (body) => {
      const list = listFromPage<RedbagRecord>(body.data);
      return { list, rows: list.items.map((r) => redbagRowFigures(r)) };
    },
  },
} satisfies DeclaredLists;
