import { baseApi } from './baseApi';
import { DEFAULT_TIMEOUT_MS, NET_MESSAGES, type ApiError, type Envelope } from './baseQuery';
import { getApiBase } from './apiBase';
import { readToken } from './tokenCookie';
import { requestFailed, unauthorized } from './requestSignals';
import { KEEP_LIST_S, pagedDefinitions, pagedList, rangeQuery, sumAnswer, type Money, type Paged, type RangeArgs, type SumList } from './listPages';

// ---- request and response types (contract §3.5) ----

export type Payment = {
  id: number; account: string; name: string; desc: string; type: string; qrcode: string; memo: string; rate: string;
  min: number; max: number; is_open: 0 | 1; type_text: string;
  /** Company channels only: bank (bank_type, bank_address, bank_type_text) or USDT (usdt_type, usdt_rate, usdt_type_text). */
  params?: Record<string, string>;
  remark_code?: number;
};
export type OnlineRechargeRequest = { payment_id: string; payment_type: string; money: string };
export type NormalRechargeRequest = {
  name: string; money: string; account: string; hk_at: string; payment_type: string; payment_id: string;
  payment_account: string; payment_name: string; payment_bank_type?: string; payment_pic?: string; payment_desc?: string; remark_code?: string;
};
/** POST /recharge/list row. */
export type RechargeRecord = {
  id: number; bill_no: string; name: string; money: Money; payment_type: string; payment_type_text?: string; account: string;
  payment_desc: string | null; payment_detail: Record<string, unknown> | string | null; status: number; status_text?: string;
  fail_reason: string | null; hk_at: string | null; confirm_at: string | null; created_at: string;
};

/** The member's recharges of a period: the records screen and the recent list on Deposit share the entry. */
const rechargeLists = pagedDefinitions<RangeArgs, SumList<RechargeRecord>>({
  query: rangeQuery('/recharge/list'),
  answer: sumAnswer<RechargeRecord>,
  tags: ['Recharge'],
  keep: KEEP_LIST_S,
});

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const messageOf = (body: Envelope) => ({ message: typeof body.message === 'string' ? body.message : '' });

/**
 * The receipt upload is multipart, which the JSON request door does not carry; it follows the same
 * rules by hand: token, lang, time-out, envelope check, 401 → one logout, failure toast.
 */
async function uploadReceipt(file: Blob, name: string, lang: string, dispatch: (a: unknown) => unknown): Promise<{ data: { url: string } } | { error: ApiError }> {
  const token = readToken();
  const form = new FormData();
  form.append('file', file, name);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DEFAULT_TIMEOUT_MS);
  try {
    const res = await fetch(`${getApiBase().replace(/\/+$/, '')}/recharge/picture/upload?lang=${encodeURIComponent(lang)}`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/json' } : { Accept: 'application/json' },
      body: form,
      signal: controller.signal,
    });
    let body: Envelope | undefined;
    try {
      body = (await res.json()) as Envelope;
    } catch {
      body = undefined;
    }
    const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
    if (res.status === 401) {
      dispatch(unauthorized({ sentToken: token }));
      return { error: { status: 401, message } };
    }
    if (!res.ok || body?.status !== 'success' || typeof body.file_url !== 'string') {
      dispatch(requestFailed({ message, messageId: NET_MESSAGES.failed }));
      return { error: { status: res.ok ? 'PARSE_ERROR' : res.status, message, messageId: NET_MESSAGES.failed } };
    }
    return { data: { url: body.file_url } };
  } catch {
    dispatch(requestFailed({ messageId: NET_MESSAGES.timeout }));
    return { error: { status: 'TIMEOUT_ERROR', messageId: NET_MESSAGES.timeout } };
  } finally {
    clearTimeout(timer);
  }
}

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
    rechargeOnline: build.mutation<{ payUrl: string; message: string }, OnlineRechargeRequest>({
      query: (body) => ({ url: '/recharge/online', method: 'POST', body }),
      transformResponse: (body: Envelope) => ({ ...messageOf(body), payUrl: typeof body.pay_url === 'string' ? body.pay_url : '' }),
      invalidatesTags: ['Recharge'],
    }),
    rechargeNormal: build.mutation<{ message: string }, NormalRechargeRequest>({
      query: (body) => ({ url: '/recharge/normal', method: 'POST', body }),
      transformResponse: messageOf,
      invalidatesTags: ['Recharge'],
    }),
    uploadReceipt: build.mutation<{ url: string }, { file: Blob; name: string }>({
      queryFn: ({ file, name }, api) => {
        const lang = (api.getState() as { locale?: { lang?: string } }).locale?.lang ?? 'zh_cn';
        return uploadReceipt(file, name, lang, api.dispatch as (a: unknown) => unknown);
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
