import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';
import { asObject } from '@/lib/jsonShapes';

// ---- request and response types (responsible play: limits, reality checks, time-out, exclusion, statement) ----

export type LimitKind = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';
/** Dates are the platform's 'Y-m-d H:i:s' (UTC+8); money decimal strings. */
export type PlayLimit = {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string | null;
  used: string;
  left: string | null;
  resets_at: string;
  pending: { amount: string | null; requested_at: string; applies_at: string; confirmable: boolean } | null;
};
export type RealityCheck = {
  minutes: number;
  session_started_at: string;
  now: string;
  next_due_at: string | null;
  /** seconds until the next check, by the platform's clock; null when checks are off */
  due_in_s: number | null;
};
export type PlaySession = { session_started_at: string; minutes: number; stakes: string; returns: string; net: string };
export type PlayChange = {
  what: string;
  kind: string;
  period: string;
  amount: string | null;
  effective_at: string | null;
  created_at: string;
};
export type StatementRow = {
  label: string;
  deposits: string;
  withdrawals: string;
  stakes: string;
  returns: string;
  net: string;
};
export type BlockChoice = { kind: 'timeout' | 'exclusion'; period: string };

const dataOf = (body: Envelope) => asObject(body.data);
const listOf = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const messageOf = (body: Envelope) => (typeof body.message === 'string' ? body.message : '');

/**
 * The platform's responsible-play calls. A platform without them answers 404: the reality-check read is the one
 * question that finds out (no toast, no mask), and the area then says the tools are with customer service.
 */
export const playApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // null: a platform without these calls (it answered 404). Kept as an answer, not an error, so no later screen
    // asks again: it is found out once a session.
    playReality: build.query<RealityCheck | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const r = await baseQuery({ url: '/responsible/reality' });
        if (r.error) return (r.error as { status?: unknown }).status === 404 ? { data: null } : { error: r.error };
        return { data: dataOf(r.data as Envelope) as RealityCheck };
      },
      extraOptions: { toast: false, mask: false },
      providesTags: ['PlayReality'],
      keepUnusedDataFor: 24 * 3600,
    }),
    setPlayReality: build.mutation<RealityCheck, { minutes: number }>({
      query: (body) => ({ url: '/responsible/reality', method: 'POST', body }),
      transformResponse: (body: Envelope) => dataOf(body) as RealityCheck,
      invalidatesTags: ['PlayReality', 'PlayChanges'],
    }),
    answerRealityCheck: build.mutation<RealityCheck, void>({
      query: () => ({ url: '/responsible/reality/ack', method: 'POST', body: {} }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => dataOf(body) as RealityCheck,
      invalidatesTags: ['PlayReality'],
    }),
    playSession: build.query<PlaySession, void>({
      query: () => ({ url: '/responsible/session' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => dataOf(body) as PlaySession,
      providesTags: ['PlayReality'],
      keepUnusedDataFor: 0,
    }),
    playLimits: build.query<PlayLimit[], void>({
      query: () => ({ url: '/responsible/limits' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => listOf<PlayLimit>(dataOf(body).limits),
      providesTags: ['PlayLimits'],
    }),
    changePlayLimit: build.mutation<
      { applied: boolean; appliesAt: string | null; message: string },
      { kind: LimitKind; period: LimitPeriod; amount: string }
    >({
      query: (body) => ({ url: '/responsible/limits', method: 'POST', body }),
      transformResponse: (body: Envelope) => {
        const d = dataOf(body);
        return {
          applied: d.applied === true,
          appliesAt: typeof d.applies_at === 'string' ? d.applies_at : null,
          message: messageOf(body),
        };
      },
      invalidatesTags: ['PlayLimits', 'PlayChanges'],
    }),
    confirmPlayLimit: build.mutation<unknown, { kind: LimitKind; period: LimitPeriod }>({
      query: (body) => ({ url: '/responsible/limits/confirm', method: 'POST', body }),
      invalidatesTags: ['PlayLimits', 'PlayChanges'],
    }),
    playChanges: build.query<PlayChange[], void>({
      query: () => ({ url: '/responsible/changes' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => listOf<PlayChange>(body.data),
      providesTags: ['PlayChanges'],
    }),
    playStatement: build.query<{ months: StatementRow[]; days: StatementRow[] }, void>({
      query: () => ({ url: '/responsible/statement' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => {
        const d = dataOf(body);
        return { months: listOf<StatementRow>(d.months), days: listOf<StatementRow>(d.days) };
      },
      providesTags: ['PlayChanges'],
      keepUnusedDataFor: 0,
    }),
    quotePlayBlock: build.query<{ until: string }, BlockChoice>({
      query: (params) => ({ url: '/responsible/block/quote', params }),
      transformResponse: (body: Envelope) => ({ until: String(dataOf(body).until ?? '') }),
      providesTags: ['PlayReality'],
      keepUnusedDataFor: 0,
    }),
    /** `until`: the end the member's confirmation stated (the quote's), which the platform keeps */
    takePlayBlock: build.mutation<{ until: string; message: string }, BlockChoice & { until: string }>({
      query: (body) => ({ url: '/responsible/block', method: 'POST', body }),
      transformResponse: (body: Envelope) => ({ until: String(dataOf(body).until ?? ''), message: messageOf(body) }),
    }),
  }),
});

export const {
  usePlayRealityQuery,
  useSetPlayRealityMutation,
  useAnswerRealityCheckMutation,
  usePlaySessionQuery,
  usePlayLimitsQuery,
  usePlayChangesQuery,
  usePlayStatementQuery,
} = playApi;
