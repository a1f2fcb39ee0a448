import { keyedRequest, type Keyed } from './intent';
import { baseApi } from './baseApi';
import { NET_MESSAGES, type ApiError, type Envelope } from './baseQuery';
import { requestFailed } from './requestSignals';
import { KEEP_LIST_S, pagedDefinitions, pagedList, rangeQuery, type Paged } from './listPages';
import { sumAnswer, type Money, type SumList } from './listAnswers';
import { asArray } from '@/lib/jsonShapes';
import type { RangeArgs } from './recordBodies';

// ---- request and response types (docs/platform-api.md#recharge-and-records) ----

export type Payment = {
  id: number;
  account: string;
  name: string;
  desc: string;
  type: string;
  qrcode: string;
  memo: string;
  rate: string;
  min: number;
  max: number;
  is_open: 0 | 1;
  type_text: string;
  /** Company channels only: bank (bank_type, bank_address, bank_type_text) or USDT (usdt_type, usdt_rate, usdt_type_text). */
  params?: Record<string, string>;
  remark_code?: number;
};
export type OnlineRechargeRequest = { payment_id: string; payment_type: string; money: string };
export type NormalRechargeRequest = {
  name: string;
  money: string;
  account: string;
  hk_at: string;
  payment_type: string;
  payment_id: string;
  payment_account: string;
  payment_name: string;
  payment_bank_type?: string;
  payment_pic?: string;
  payment_desc?: string;
  remark_code?: string;
};
/** POST /recharge/list row. */
export type RechargeRecord = {
  id: number;
  bill_no: string;
  name: string;
  money: Money;
  payment_type: string;
  payment_type_text?: string;
  account: string;
  payment_desc: string | null;
  payment_detail: Record<string, unknown> | string | null;
  status: number;
  status_text?: string;
  fail_reason: string | null;
  hk_at: string | null;
  confirm_at: string | null;
  created_at: string;
};

/** The member's recharges of a period: the records screen and the recent list on Deposit share the entry. */
const rechargeLists = pagedDefinitions<RangeArgs, SumList<RechargeRecord>>({
  query: rangeQuery('/recharge/list'),
  answer: sumAnswer<RechargeRecord>,
  tags: ['Recharge'],
  keep: KEEP_LIST_S,
});

const messageOf = (body: Envelope) => ({ message: typeof body.message === 'string' ? body.message : '' });

export const rechargeApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    onlinePayments: build.query<Payment[], void>({
      query: () => ({ url: '/payment/online/list' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => asArray<Payment>(body.data),
      providesTags: ['Payment'],
    }),
    normalPayments: build.query<Payment[], void>({
      query: () => ({ url: '/payment/normal/list' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => asArray<Payment>(body.data),
      providesTags: ['Payment'],
    }),
    rechargeOnline: build.mutation<{ payUrl: string; message: string }, Keyed<OnlineRechargeRequest>>({
      query: (args) => ({ url: '/recharge/online', method: 'POST', ...keyedRequest(args) }),
      transformResponse: (body: Envelope) => ({
        ...messageOf(body),
        payUrl: typeof body.pay_url === 'string' ? body.pay_url : '',
      }),
      invalidatesTags: ['Recharge'],
    }),
    rechargeNormal: build.mutation<{ message: string }, Keyed<NormalRechargeRequest>>({
      query: (args) => ({ url: '/recharge/normal', method: 'POST', ...keyedRequest(args) }),
      transformResponse: messageOf,
      invalidatesTags: ['Recharge'],
    }),
    // Multipart through the one base query: token, renewal, time-out, 401 and 503 handled as for every call.
    uploadReceipt: build.mutation<{ url: string }, Keyed<{ file: Blob; name: string }>>({
      async queryFn({ file, name, intentKey, resend }, api, _extra, baseQuery) {
        const form = new FormData();
        form.append('file', file, name);
        const result = await baseQuery({
          url: '/recharge/picture/upload',
          method: 'POST',
          body: form,
          intentKey,
          background: resend,
        });
        if (result.error) return { error: result.error as ApiError };
        const url = (result.data as Envelope).file_url;
        if (typeof url === 'string' && url) return { data: { url } };
        // An answer without the file's address is a failed upload, said like any other failure.
        api.dispatch(requestFailed({ messageId: NET_MESSAGES.failed }));
        return { error: { status: 'PARSE_ERROR', messageId: NET_MESSAGES.failed } satisfies ApiError };
      },
    }),
    rechargeList: build.query<SumList<RechargeRecord>, RangeArgs>(rechargeLists.list),
    rechargeListPage: build.query<SumList<RechargeRecord>, Paged<RangeArgs>>(rechargeLists.page),
  }),
});

export const loadRechargePage = pagedList(rechargeApi.endpoints.rechargeList, rechargeApi.endpoints.rechargeListPage);

export const {
  useOnlinePaymentsQuery,
  useNormalPaymentsQuery,
  useRechargeOnlineMutation,
  useRechargeNormalMutation,
  useUploadReceiptMutation,
  useRechargeListQuery,
} = rechargeApi;
