/** The instant rebate, drawn early: its lines and the sums above them (rebateFigures). */
import { fsHeadFigures, fsLineFigures } from './rebateFigures';
import { fsListAnswer } from '@/api/rebateAnswers';
import { wholeList, type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = { route: '/member/fsnow', reads: [{ path: 'fsnow/list' }], noDemo: true };

export const lists = {
  fsLines: {
    read: 'fsnow/list',
    rows: (body) => {
      const list = fsListAnswer(body);
      return {
        list: wholeList(list.items),
        rows: list.items.map((line) => fsLineFigures(line)),
        view: fsHeadFigures(list),
      };
    },
  },
} satisfies DeclaredLists;
