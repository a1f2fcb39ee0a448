import { keyedRequest, type Keyed } from './intent';
import { baseApi, MONEY_MOVED } from './baseApi';
import type { Envelope } from './baseQuery';
import { KEEP_LIST_S, pagedDefinitions, pagedList, rangeQuery, type Paged } from './listPages';
import { sumAnswer, type Money, type SumList } from './listAnswers';
import type { RangeArgs } from './recordBodies';

// ---- request and response types (docs/platform-api.md#withdrawals, POST /drawing and /drawing/list) ----

export type DrawingRequest = {
  name: string;
  money: string;
  account: string;
  member_bank_id: string;
  member_bank_text?: string;
  member_remark?: string;
  qk_pwd: string;
};
/** POST /drawing/list row. */
export type DrawingRecord = {
  id: number;
  bill_no: string;
  name: string;
  money: Money;
  account: string;
  counter_fee: Money;
  fail_reason: string | null;
  member_bank_info: string | Record<string, unknown> | null;
  status: number;
  status_text?: string;
  confirm_at: string | null;
  created_at: string;
};

/** The member's withdrawals of a period: the records screen and the recent list on Withdraw share the entry. */
const drawingLists = pagedDefinitions<RangeArgs, SumList<DrawingRecord>>({
  query: rangeQuery('/drawing/list'),
  answer: sumAnswer<DrawingRecord>,
  tags: ['Drawing'],
  keep: KEEP_LIST_S,
});

export const drawingApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Sent once per confirmed passcode; never retried. The debit is immediate, so balances go stale.
    drawing: build.mutation<{ message: string }, Keyed<DrawingRequest>>({
      query: (args) => ({ url: '/drawing', method: 'POST', ...keyedRequest(args) }),
      transformResponse: (body: Envelope) => ({ message: typeof body.message === 'string' ? body.message : '' }),
      invalidatesTags: [...MONEY_MOVED, 'Drawing'],
    }),
    drawingList: build.query<SumList<DrawingRecord>, RangeArgs>(drawingLists.list),
    drawingListPage: build.query<SumList<DrawingRecord>, Paged<RangeArgs>>(drawingLists.page),
  }),
});

export const { useDrawingMutation, useDrawingListQuery } = drawingApi;
export const loadDrawingPage = pagedList(drawingApi.endpoints.drawingList, drawingApi.endpoints.drawingListPage);
