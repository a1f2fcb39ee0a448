/** The VIP table, drawn early with the member's own standing (without the member, nothing is drawn). */
import { vipFigures } from './vipFigures';
import { vipsOf } from '@/api/vipAnswers';
import { wholeList, type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = { route: '/member/vip', reads: [{ path: 'member/vips' }], noDemo: false };

export const lists = {
  vipLevels: {
    read: 'member/vips',
    rows: (body, say, { member }) => {
      const table = vipsOf(body);
      if (!member) return { list: wholeList([]), rows: [] };
      const { view, levels } = vipFigures(table, member, say);
      return { list: wholeList(table.levels), rows: levels, view };
    },
  },
} satisfies DeclaredLists;
