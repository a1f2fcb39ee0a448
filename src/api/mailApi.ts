import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';
import { pagedDefinitions, pagedList, type Paged } from './listPages';
import { inboxAnswer, outboxAnswer } from './mailAnswers';
import {
  addSent,
  applyReadState,
  deleteReceived,
  deleteSent,
  mergeInbox,
  type Inbox,
  type Outbox,
  type SentMail,
} from '@/lib/mailCache';

// ---- request and response types (docs/platform-api.md#mail) ----

export type MailPageArgs = { page?: number };
export type ReadRequest = { ids: number[]; read: boolean };
export type DeleteRequest = { ids: number[]; sent: boolean };
export type SendRequest = { title: string; content: string; pid: number | null };
export type SentData = {
  id: number;
  title: string;
  content: string;
  pid?: number;
  created_at: string;
  format_created_at?: string;
};

/** The mail list starts at page 1 (docs/screens.md#numbers-and-limits); the platform's page size is 10. */
export const MAIL_PAGE_SIZE = 10;
/**
 * The inbox every screen and the badge poller share. Its entry always asks page 1 (so polls and refetches
 * bring new mail on top); further pages arrive through `inboxPage` and are merged into it by id.
 */
export const INBOX_ARGS: MailPageArgs = {};
export const OUTBOX_ARGS: MailPageArgs = {};

const inboxQuery = ({ page = 1 }: MailPageArgs) => ({
  url: '/member/message/list',
  method: 'POST',
  body: { page, limit: MAIL_PAGE_SIZE },
});
const outboxQuery = ({ page = 1 }: MailPageArgs) => ({
  url: '/member/message/send_list',
  method: 'POST',
  body: { page, limit: MAIL_PAGE_SIZE },
});

const inboxLists = pagedDefinitions<MailPageArgs, Inbox>({
  query: inboxQuery,
  answer: inboxAnswer,
  tags: ['Mail'],
  fold: mergeInbox,
});
const outboxLists = pagedDefinitions<MailPageArgs, Outbox>({
  query: outboxQuery,
  answer: outboxAnswer,
  tags: ['Mail'],
});

export const mailApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Lists merge by id: a polled first page replaces the rows it holds and adds new mail on top (docs/screens.md#how-state-moves).
    inbox: build.query<Inbox, MailPageArgs>(inboxLists.list),
    inboxPage: build.query<Inbox, Paged<MailPageArgs>>(inboxLists.page),
    outbox: build.query<Outbox, MailPageArgs>(outboxLists.list),
    outboxPage: build.query<Outbox, Paged<MailPageArgs>>(outboxLists.page),
    readMail: build.mutation<{ message: string }, ReadRequest>({
      query: ({ ids, read }) => ({ url: '/member/message/read', method: 'POST', body: { ids, state: read ? 1 : 0 } }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => ({ message: typeof body.message === 'string' ? body.message : '' }),
      async onQueryStarted({ ids, read }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(mailApi.util.updateQueryData('inbox', INBOX_ARGS, (draft) => applyReadState(draft, ids, read)));
      },
    }),
    deleteMail: build.mutation<{ message: string }, DeleteRequest>({
      query: ({ ids, sent }) => ({
        url: '/member/message/delete',
        method: 'DELETE',
        body: sent ? { ids, message: 1 } : { ids },
      }),
      transformResponse: (body: Envelope) => ({ message: typeof body.message === 'string' ? body.message : '' }),
      async onQueryStarted({ ids, sent }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        if (sent) dispatch(mailApi.util.updateQueryData('outbox', OUTBOX_ARGS, (draft) => deleteSent(draft, ids)));
        else dispatch(mailApi.util.updateQueryData('inbox', INBOX_ARGS, (draft) => deleteReceived(draft, ids)));
      },
    }),
    sendMail: build.mutation<SentData, SendRequest>({
      query: ({ title, content, pid }) => ({
        url: pid ? `/member/message/send/${encodeURIComponent(String(pid))}` : '/member/message/send',
        method: 'POST',
        body: pid ? { title, content, pid } : { title, content },
      }),
      transformResponse: (body: Envelope) => body.data as SentData,
      async onQueryStarted(_req, { dispatch, queryFulfilled }) {
        let data: SentData;
        try {
          ({ data } = await queryFulfilled);
        } catch {
          return;
        }
        if (!data || typeof data.id !== 'number') return;
        const mail: SentMail = {
          id: data.id,
          title: data.title,
          content: data.content,
          pid: data.pid,
          created_at: data.created_at,
          format_created_at: data.format_created_at,
          child: [],
        };
        dispatch(mailApi.util.updateQueryData('outbox', OUTBOX_ARGS, (draft) => addSent(draft, mail)));
      },
    }),
  }),
});

export const { useInboxQuery, useOutboxQuery, useReadMailMutation, useDeleteMailMutation, useSendMailMutation } =
  mailApi;

/** The shared inbox entry as it stands in the cache (undefined before its first answer). */
export const selectInbox = mailApi.endpoints.inbox.select(INBOX_ARGS);
export const selectOutbox = mailApi.endpoints.outbox.select(OUTBOX_ARGS);

/** Pages of the inbox (a later page's counts are as fresh as the first page's: the server counts the whole inbox). */
export const loadInboxPage = pagedList(mailApi.endpoints.inbox, mailApi.endpoints.inboxPage, mergeInbox);
export const loadOutboxPage = pagedList(mailApi.endpoints.outbox, mailApi.endpoints.outboxPage);
