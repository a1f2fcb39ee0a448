import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';

// ---- request and response types (contract §4, POST /drawing and /drawing/list) ----

export type DrawingRequest = {
  name: string; money: string; account: string; member_bank_id: string; member_bank_text?: string; member_remark?: string; qk_pwd: string;
};
export type Drawing = {
  id: number; bill_no: string; money: string; counter_fee: string; account: string; status: 1 | 2 | 3; status_text: string;
  fail_reason: string | null; created_at: string; confirm_at: string | null;
};
export type DrawingPage = { data: Drawing[]; total: number };

export const drawingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Sent once per confirmed passcode; never retried. The debit is immediate, so balances go stale.
    drawing: build.mutation<{ message: string }, DrawingRequest>({
      query: (body) => ({ url: '/drawing', method: 'POST', body }),
      transformResponse: (body: Envelope) => ({ message: typeof body.message === 'string' ? body.message : '' }),
      invalidatesTags: ['Wallet', 'Member', 'Drawing', 'MoneyLog'],
    }),
    drawingList: build.query<DrawingPage, { page?: number; limit?: number } | void>({
      query: (arg) => ({ url: '/drawing/list', method: 'POST', body: { page: arg?.page ?? 1, limit: arg?.limit ?? 5 } }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => {
        const page = body.data as { data?: unknown; total?: unknown } | undefined;
        return { data: Array.isArray(page?.data) ? (page.data as Drawing[]) : [], total: Number(page?.total) || 0 };
      },
      providesTags: ['Drawing'],
    }),
  }),
});

export const { useDrawingMutation, useDrawingListQuery } = drawingApi;
