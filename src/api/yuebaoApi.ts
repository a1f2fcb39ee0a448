import { keyedRequest, type Keyed } from './intent';
import { baseApi, MONEY_MOVED } from './baseApi';
import type { Envelope } from './baseQuery';
import { listFromPage, type PagedList } from '@/lib/pagedList';
import { pagedDefinitions, pagedList, type Paged } from './listPages';
import { asObject } from '@/lib/jsonShapes';

// ---- request and response types (docs/platform-api.md#yuebao) ----

export type Money = string | number;

/** POST /yuebao/getMemberYuebaoList row: a plan on sale and what the member already holds of it. */
export type YuebaoPlan = {
  id: number;
  SettingName: string;
  MinAmount: Money;
  MaxAmount: Money;
  /** Hours per settlement period. */
  SettleTime: number;
  /** 1 cyclic (every period), 0 single (one period). */
  IsCycleSettle: 0 | 1;
  /** Percent per period. */
  Rate: string;
  TotalCount: Money;
  LimitInterest: Money;
  LimitOrderIntervalTime: number | null;
  InterestAuditMultiple: string;
  /** The member's cap on the amount held in this plan, or −1 for none. */
  LimitUserOrderCount: Money;
  RemainingCount: Money;
  UserOrderCount: Money | null;
  /** The next time the member may buy again ('Y-m-d H:i:s'), or null. */
  LimitOrderInterval: string | null;
};

/** POST /yuebao/getMemberPlans row; `id` here is the purchase (member_plan_id), `plan_id` the plan. */
export type MyPlan = Omit<YuebaoPlan, 'RemainingCount' | 'UserOrderCount' | 'LimitOrderInterval'> & {
  plan_id: number;
  member_plan_id: number;
  amount: Money;
  CreatedOn: string | null;
  drawing_at: string | null;
  status: 0 | 1;
  Interest: Money;
  NextInterestTime: string | null;
  history: InterestRow | null;
};
export type InterestRow = {
  id: number;
  member_plan_id: number;
  interest: Money;
  times: number;
  calc_at: string | null;
};
export type YuebaoSummary = { TotalCount: number; Principal: Money; Interest: Money; TotalLimitInterest: Money };
export type MyPlans = PagedList<MyPlan> & { summary: YuebaoSummary };
/** 0 in progress, 1 ended. */
export type MyPlansArgs = { status: 0 | 1 };
export type BuyRequest = { plan_id: number; amount: string };
export type RedeemAnswer = { money: Money; message: string };

const myPlansOf = (body: Envelope): MyPlans => {
  const raw = asObject(body.data);
  const rows = Array.isArray(raw.data) ? (raw.data as Array<Record<string, unknown>>) : [];
  // The list's own key is the purchase: one plan can be bought more than once.
  const page = listFromPage<MyPlan>({ ...raw, data: rows.map((r) => ({ ...r, plan_id: r.id, id: r.member_plan_id })) });
  const s = asObject(body.summery);
  return {
    ...page,
    summary: {
      TotalCount: Number(s.TotalCount) || 0,
      Principal: (s.Principal as Money) ?? 0,
      Interest: (s.Interest as Money) ?? 0,
      TotalLimitInterest: (s.TotalLimitInterest as Money) ?? 0,
    },
  };
};

const myPlans = pagedDefinitions<MyPlansArgs, MyPlans>({
  query: ({ status, page = 1 }) => ({ url: '/yuebao/getMemberPlans', method: 'POST', body: { status, page } }),
  answer: myPlansOf,
  tags: ['Yuebao'],
});

export const yuebaoApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    yuebaoPlans: build.query<YuebaoPlan[], void>({
      query: () => ({ url: '/yuebao/getMemberYuebaoList', method: 'POST', body: {} }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => (Array.isArray(body.data) ? (body.data as YuebaoPlan[]) : []),
      providesTags: ['Yuebao'],
    }),
    yuebaoMine: build.query<MyPlans, MyPlansArgs>(myPlans.list),
    yuebaoMinePage: build.query<MyPlans, Paged<MyPlansArgs>>(myPlans.page),
    yuebaoHistory: build.query<InterestRow[], { record_id: number }>({
      query: (body) => ({ url: '/yuebao/history', method: 'POST', body }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => (Array.isArray(body.data) ? (body.data as InterestRow[]) : []),
      providesTags: ['Yuebao'],
    }),
    // Buy and redeem are sent once per confirmed intent; never retried. Both move the main wallet.
    yuebaoBuy: build.mutation<{ message: string }, Keyed<BuyRequest>>({
      query: (args) => ({ url: '/yuebao/buy', method: 'POST', ...keyedRequest(args) }),
      transformResponse: (body: Envelope) => ({ message: typeof body.message === 'string' ? body.message : '' }),
      invalidatesTags: [...MONEY_MOVED, 'Yuebao'],
    }),
    yuebaoRedeem: build.mutation<RedeemAnswer, Keyed<{ record_id: number }>>({
      query: (args) => ({ url: '/yuebao/withdrawal', method: 'POST', ...keyedRequest(args) }),
      transformResponse: (body: Envelope) => ({
        money: (body.money as Money | undefined) ?? 0,
        message: typeof body.message === 'string' ? body.message : '',
      }),
      invalidatesTags: [...MONEY_MOVED, 'Yuebao'],
    }),
  }),
});

export const {
  useYuebaoPlansQuery,
  useYuebaoMineQuery,
  useYuebaoHistoryQuery,
  useYuebaoBuyMutation,
  useYuebaoRedeemMutation,
} = yuebaoApi;
export const loadMyPlansPage = pagedList<MyPlansArgs, MyPlans>(
  yuebaoApi.endpoints.yuebaoMine,
  yuebaoApi.endpoints.yuebaoMinePage,
);
