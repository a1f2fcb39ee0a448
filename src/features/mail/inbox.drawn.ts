/** The inbox, drawn early: its first page, read as the app reads it (api/mailAnswers). */
import { inboxFigures, inboxViewFigures } from './mailFigures';
import { inboxAnswer } from '@/api/mailAnswers';
import { type DeclaredLists, type DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/member/message',
  reads: [{ path: 'member/message/list', body: { page: 1, limit: 10 } }],
  noDemo: true,
};

export const lists = {
  inbox: {
    read: 'member/message/list',
    rows: (body) => {
      const list = inboxAnswer(body);
      return { list, rows: list.items.map(inboxFigures), view: inboxViewFigures(list) };
    },
  },
} satisfies DeclaredLists;

/** The lists the mail screen's rows slots name. */
export type InboxLists = typeof lists;
