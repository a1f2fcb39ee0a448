/** The notices, drawn early from the site's notices (noticeFigures). */
import { asArray } from '@/lib/jsonShapes';
import { noticeFigures } from './noticeFigures';
import type { Notice } from '@/api/systemApi';
import { wholeList, type DeclaredLists } from '@/early/declaration';

export const lists = {
  notices: {
    read: 'system/notices',
    rows: (body) => {
      const items = asArray<Notice>(body.data);
      return { list: wholeList(items), rows: items.map(noticeFigures) };
    },
  },
} satisfies DeclaredLists;

/** The lists the notices screen's rows slots name. */
export type NoticeLists = typeof lists;
