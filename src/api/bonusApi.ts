import { keyedRequest, type Keyed } from './intent';
import { baseApi, MONEY_MOVED } from './baseApi';
import type { ApiArgs, Envelope } from './baseQuery';
import { listFromPage, type PagedList, type WithId } from '@/lib/pagedList';
import { pagedDefinitions, pagedList, type Paged } from './listPages';
import { asObject } from '@/lib/jsonShapes';
import { awardsOf, num, redbagOf, signMonthOf, wheelChancesOf, wheelSettingOf } from './bonusAnswers';

// ---- daily sign-in, red packet and lucky wheel (docs/platform-api.md#daily-bonus-red-packet-and-wheel); every call needs a real member ----

export type Money = string | number;
/** [yuan reached today, chances it gives]. */
export type Tier = [number, number];

/** 0 not reached yet, 1 claimable, 2 claimed (for the current streak). */
export type StreakAward = { id: number; days: number; money: Money; status: 0 | 1 | 2 };
export type SignAwards = {
  list: StreakAward[];
  /** Consecutive days signed up to today (or yesterday), whether today is signed, the reward of each streak day (the last repeats). */
  streak: number;
  todayChecked: boolean;
  rewards: Array<{ day: number; money: Money }>;
};
export type SignRecord = { id: number; day: string; days: number; money: Money; created_at: string };
export type AwardRecord = { id: number; award_id: number; days: number; money: Money; created_at: string };

export type RedbagInfo = {
  desc: string;
  times: number;
  used: number;
  remain: number;
  today_recharge: Money;
  today_bet: Money;
  setting: { recharge: Tier[]; bet: Tier[] };
  size: { min: Money; max: Money };
};
export type RedbagRecord = { id: number; money: Money; created_at: string };

export type WheelPrize = { id: number; name: string; money: Money };
/** Spins: one per `per` yuan deposited today, at most `max` a day. */
export type WheelSetting = { prizes: WheelPrize[]; desc: string; per: number; max: number };
export type WheelChances = { times: number; used: number; remain: number; today_recharge: Money };
export type WheelResult = { prize: WheelPrize; index: number; remain: number; message: string };
export type WheelRecord = { id: number; prize_id: number; name: string; money: Money; created_at: string };

/** A one-shot request's answer: the server's words and what it paid. */
export type Credited = { money: Money; message: string };

type NoArgs = Record<string, never>;
const messageOf = (body: Envelope) => (typeof body.message === 'string' ? body.message : '');
/** A plain history of one kind of bonus: newest first, no filters. */
const history = <T extends WithId>(query: (page: number) => ApiArgs, tags: Array<'Bonus' | 'MoneyLog'>) =>
  pagedDefinitions<NoArgs, PagedList<T>>({
    query: ({ page = 1 }) => query(page),
    answer: (body) => listFromPage<T>(body.data),
    tags,
  });

const signs = history<SignRecord>(
  (page) => ({ url: '/dailybonus/money/history', params: { page, limit: 20 } }),
  ['Bonus'],
);
const awards = history<AwardRecord>(
  (page) => ({ url: '/dailybonus/award/history', params: { page, limit: 20 } }),
  ['Bonus'],
);
const redbags = history<RedbagRecord>(
  (page) => ({ url: '/redbag/log', method: 'POST', body: { page, limit: 20 } }),
  ['Bonus'],
);
const spins = history<WheelRecord>(
  (page) => ({ url: '/wheel/log', method: 'POST', body: { page, limit: 20 } }),
  ['Bonus'],
);

// Sign, claim, grab and spin are one-shot: each is sent once per tap and never retried; each pays into a wallet.
// Their buttons say they are busy, so no mask. A failure also refreshes the figures: a time-out may have paid.
const ONE_SHOT = { mask: false } as const;
const PAID = [...MONEY_MOVED, 'Bonus'] as const;

export const bonusApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    signMonth: build.query<number[], void>({
      query: () => ({ url: '/dailybonus/history' }),
      extraOptions: { mask: false },
      transformResponse: signMonthOf,
      providesTags: ['Bonus'],
    }),
    signAwards: build.query<SignAwards, void>({
      query: () => ({ url: '/dailybonus/award/list' }),
      extraOptions: { mask: false },
      transformResponse: awardsOf,
      providesTags: ['Bonus'],
    }),
    signIn: build.mutation<Credited & { days: number }, Keyed>({
      query: (args) => ({ url: '/dailybonus/check', method: 'POST', ...keyedRequest(args) }),
      extraOptions: ONE_SHOT,
      transformResponse: (body: Envelope) => ({
        money: (asObject(body.data).money as Money) ?? 0,
        days: num(asObject(body.data).days),
        message: messageOf(body),
      }),
      invalidatesTags: [...PAID],
    }),
    signClaim: build.mutation<Credited, Keyed<{ id: number }>>({
      query: ({ id, ...intent }) => ({ url: `/dailybonus/${id}/award`, method: 'POST', ...keyedRequest(intent) }),
      extraOptions: ONE_SHOT,
      transformResponse: (body: Envelope) => ({
        money: (asObject(body.data).money as Money) ?? 0,
        message: messageOf(body),
      }),
      invalidatesTags: [...PAID],
    }),
    signHistory: build.query<PagedList<SignRecord>, NoArgs>(signs.list),
    signHistoryPage: build.query<PagedList<SignRecord>, Paged<NoArgs>>(signs.page),
    signAwardHistory: build.query<PagedList<AwardRecord>, NoArgs>(awards.list),
    signAwardHistoryPage: build.query<PagedList<AwardRecord>, Paged<NoArgs>>(awards.page),

    redbagInfo: build.query<RedbagInfo, void>({
      query: () => ({ url: '/redbag/desc' }),
      extraOptions: { mask: false },
      transformResponse: redbagOf,
      providesTags: ['Bonus'],
    }),
    redbagGrab: build.mutation<Credited & { remain: number }, Keyed>({
      query: (args) => ({ url: '/activity/redbag', method: 'POST', ...keyedRequest(args) }),
      extraOptions: ONE_SHOT,
      transformResponse: (body: Envelope) => ({
        money: (asObject(body.data).money as Money) ?? 0,
        remain: num(asObject(body.data).remain),
        message: messageOf(body),
      }),
      invalidatesTags: [...PAID],
    }),
    redbagLog: build.query<PagedList<RedbagRecord>, NoArgs>(redbags.list),
    redbagLogPage: build.query<PagedList<RedbagRecord>, Paged<NoArgs>>(redbags.page),

    wheelSetting: build.query<WheelSetting, void>({
      query: () => ({ url: '/wheel/setting' }),
      extraOptions: { mask: false },
      transformResponse: wheelSettingOf,
      // The prizes' names are the platform's content: a language change reads them again.
      providesTags: ['Config'],
    }),
    wheelChances: build.query<WheelChances, { name: string }>({
      query: (body) => ({ url: '/wheel/query', method: 'POST', body }),
      extraOptions: { mask: false },
      transformResponse: wheelChancesOf,
      providesTags: ['Bonus'],
    }),
    wheelSpin: build.mutation<WheelResult, Keyed<{ name: string }>>({
      query: (args) => ({ url: '/wheel/award', method: 'POST', ...keyedRequest(args) }),
      extraOptions: ONE_SHOT,
      transformResponse: (body: Envelope) => {
        const d = asObject(body.data);
        const prize = asObject(d.prize);
        return {
          prize: { id: num(prize.id), name: String(prize.name ?? ''), money: (prize.money as Money) ?? 0 },
          index: num(d.index),
          remain: num(d.remain),
          message: messageOf(body),
        };
      },
      // The wheel turns before the result is shown: the screen refreshes the figures once it stops.
    }),
    wheelLog: build.query<PagedList<WheelRecord>, NoArgs>(spins.list),
    wheelLogPage: build.query<PagedList<WheelRecord>, Paged<NoArgs>>(spins.page),
  }),
});

export const {
  useSignMonthQuery,
  useSignAwardsQuery,
  useSignInMutation,
  useSignClaimMutation,
  useSignHistoryQuery,
  useSignAwardHistoryQuery,
  useRedbagInfoQuery,
  useRedbagGrabMutation,
  useRedbagLogQuery,
  useWheelSettingQuery,
  useWheelChancesQuery,
  useWheelSpinMutation,
  useWheelLogQuery,
} = bonusApi;

/** Wallets, the member and the bonus figures, refreshed after a spin has been shown or when an answer was lost. */
export const refreshPaid = () => bonusApi.util.invalidateTags([...PAID]);

export const loadSignHistoryPage = pagedList<NoArgs, PagedList<SignRecord>>(
  bonusApi.endpoints.signHistory,
  bonusApi.endpoints.signHistoryPage,
);
export const loadSignAwardHistoryPage = pagedList<NoArgs, PagedList<AwardRecord>>(
  bonusApi.endpoints.signAwardHistory,
  bonusApi.endpoints.signAwardHistoryPage,
);
export const loadRedbagLogPage = pagedList<NoArgs, PagedList<RedbagRecord>>(
  bonusApi.endpoints.redbagLog,
  bonusApi.endpoints.redbagLogPage,
);
export const loadWheelLogPage = pagedList<NoArgs, PagedList<WheelRecord>>(
  bonusApi.endpoints.wheelLog,
  bonusApi.endpoints.wheelLogPage,
);
export const NO_ARGS: NoArgs = {};
