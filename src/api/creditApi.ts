import { keyedRequest, type Keyed } from './intent';
import { baseApi, MONEY_MOVED } from './baseApi';
import type { Envelope } from './baseQuery';
import { asObject } from '@/lib/jsonShapes';

// ---- request and response types (docs/platform-api.md#credit); every call names the member by account ----

export type Money = string | number;
/** 1 awaiting review, 2 lent, 3 refused, 4 repaid. */
export type CreditStatus = 1 | 2 | 3 | 4;
export type CreditRecord = {
  id: number;
  money: Money;
  type: 'borrow' | 'lend';
  borrow_day: number;
  dead_at: string | null;
  status: CreditStatus;
  is_return: 0 | 1;
  is_overdue: 0 | 1;
  created_at: string;
  updated_at: string;
  name: string;
  remain_day: number;
  status_text: string;
  created_date: string;
};
/** The credit limit query: the member's figures and the latest loans. */
export type CreditAccount = {
  row: { name: string; level: number; total_credit: Money; used_credit: Money; total_borrow: Money; total_lend: Money };
  list: CreditRecord[];
  rowCount: number;
};
export type CreditRules = {
  credit_detail: string;
  credit_rule: string;
  credit_xize: string;
  credit_borrow: string;
  credit_lend: string;
};
export type BorrowRequest = { name: string; realname: string; money: string; days: number };
export type RepayRequest = { name: string; realname: string; money: string };
/** How many loans the query brings back: enough for the record screen without paging. */
export const CREDIT_LIST_LIMIT = 50;

const messageOf = (body: Envelope) => ({ message: typeof body.message === 'string' ? body.message : '' });

export const creditApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    creditRules: build.query<CreditRules, void>({
      query: () => ({ url: '/credit/rule' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => asObject(body.data) as CreditRules,
      providesTags: ['Credit'],
      keepUnusedDataFor: 600,
    }),
    creditAccount: build.query<CreditAccount, { name: string }>({
      query: ({ name }) => ({ url: '/credit/search', method: 'POST', body: { name, limit: CREDIT_LIST_LIMIT } }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => {
        const row = asObject(body.row) as CreditAccount['row'];
        return {
          row,
          list: Array.isArray(body.list) ? (body.list as CreditRecord[]) : [],
          rowCount: Number(body.rowCount) || 0,
        };
      },
      providesTags: ['Credit'],
    }),
    creditArrears: build.query<Money, { name: string }>({
      query: (body) => ({ url: '/credit/check', method: 'POST', body }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => (body.data as Money | undefined) ?? 0,
      providesTags: ['Credit'],
    }),
    // A loan application: one per tap, never retried; the money arrives only once the operator approves.
    creditBorrow: build.mutation<{ message: string }, Keyed<BorrowRequest>>({
      query: (args) => ({ url: '/credit/borrow', method: 'POST', ...keyedRequest(args) }),
      transformResponse: messageOf,
      invalidatesTags: ['Credit'],
    }),
    // Repaying debits the main wallet at once: one per tap, never retried.
    creditRepay: build.mutation<{ message: string }, Keyed<RepayRequest>>({
      query: (args) => ({ url: '/credit/lend', method: 'POST', ...keyedRequest(args) }),
      transformResponse: messageOf,
      invalidatesTags: [...MONEY_MOVED, 'Credit'],
    }),
  }),
});

export const {
  useCreditRulesQuery,
  useCreditAccountQuery,
  useCreditArrearsQuery,
  useCreditBorrowMutation,
  useCreditRepayMutation,
} = creditApi;
