import { keyedRequest, type Keyed } from './intent';
import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';
import { KEEP_LIST_S, pagedDefinitions, pagedList, type Paged } from './listPages';
import { asArray, asObject } from '@/lib/jsonShapes';
import { activityHallAnswer } from './activityAnswers';
import { listFromPage, type PagedList } from '@/lib/pagedList';

// ---- request and response types (docs/platform-api.md#site-content, docs/platform-api.md#activity-hall) ----

/** A promotion as the Promotions tab lists it (GET /activities). */
export type ActivitySummary = {
  id: number;
  title: string;
  subtitle: string;
  cover_image: string;
  type: number;
  type_text: string;
};
/** apply_type: 0 none, 1 through customer service, 2 in the activity hall, 3 an external link. */
export type Activity = ActivitySummary & {
  content: string;
  apply_type: 0 | 1 | 2 | 3;
  apply_url: string | null;
  apply_desc: string | null;
  hall_image: string | null;
  hall_field: string;
  date_desc: string | null;
  rule_content: string | null;
  is_hot?: number;
};
export type ActivityHall = { activity: Activity[]; random: Array<{ name: string; title: string }> };
export type Option = { value: string; text: string };
export type ApplyConfig = { gameTypes: Option[]; apiGameTypes: Option[] };
/** What an application sends: the activity's hall fields and the captcha. */
export type ApplyRequest = { id: number; fields: Record<string, string | number>; key: string; captcha: string };
export type ApplyStatus = 0 | 1 | 2 | 3;
export type Application = {
  id: number;
  activity_id: number;
  status: ApplyStatus;
  status_text: string;
  remark: string | null;
  created_at: string;
  activity: { id: number; title: string };
};
export type ApplyResultArgs = { member_name: string; activity_id?: number };
export type ApplyResultList = PagedList<Application>;

/** `{key: text}` maps and `[{key, value}]` lists both become options, in the server's order. */
const optionsOf = (v: unknown): Option[] =>
  Array.isArray(v)
    ? v
        .map((o) => asObject(o))
        .map((o) => ({ value: String(o.key ?? o.value ?? ''), text: String(o.value ?? o.text ?? o.key ?? '') }))
    : Object.entries(asObject(v)).map(([value, text]) => ({ value, text: String(text) }));

// The only entry with the Activity tag: an application makes the member's progress stale, not the promotions
// (which are 'Promotion', refetched when the member changes language).
// The page size is fixed at 5 by the platform whatever `limit` asks.
const applyResultLists = pagedDefinitions<ApplyResultArgs, ApplyResultList>({
  query: ({ member_name, activity_id, page = 1 }: Paged<ApplyResultArgs>) => ({
    url: '/act/apply/result',
    params: { member_name, activity_id, page, limit: 5 },
  }),
  answer: (body: Envelope) => listFromPage<Application>(body.data),
  tags: ['Activity'],
  keep: KEEP_LIST_S,
});

export const activityApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    activities: build.query<ActivitySummary[], void>({
      query: () => ({ url: '/activities' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => asArray<ActivitySummary>(body.data),
      providesTags: ['Promotion'],
      keepUnusedDataFor: KEEP_LIST_S,
    }),
    /** One activity as JSON (the mobile detail and the hall form); /activity/{id} answers HTML meant for the desktop. */
    activity: build.query<Activity, number>({
      query: (id) => ({ url: `/act/${id}` }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => body.data as Activity,
      providesTags: ['Promotion'],
      keepUnusedDataFor: KEEP_LIST_S,
    }),
    activityHall: build.query<ActivityHall, void>({
      query: () => ({ url: '/act/list' }),
      extraOptions: { mask: false },
      transformResponse: activityHallAnswer,
      providesTags: ['Promotion'],
      keepUnusedDataFor: KEEP_LIST_S,
    }),
    applyConfig: build.query<ApplyConfig, void>({
      query: () => ({ url: '/act/apply/config' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => {
        const d = asObject(body.data);
        return { gameTypes: optionsOf(d.game_type_array), apiGameTypes: optionsOf(d.api_game_type_type) };
      },
      providesTags: ['Promotion'],
      keepUnusedDataFor: KEEP_LIST_S,
    }),
    /** One application: sent once, never retried; a second the same day is refused by the platform. */
    applyActivity: build.mutation<{ message: string }, Keyed<ApplyRequest>>({
      query: ({ id, fields, key, captcha, ...intent }) => ({
        url: `/act/apply/${id}`,
        method: 'POST',
        ...keyedRequest(intent),
        body: { ...fields, key, captcha },
      }),
      transformResponse: (body: Envelope) => ({ message: typeof body.message === 'string' ? body.message : '' }),
      invalidatesTags: ['Activity'],
    }),
    applyResult: build.query<ApplyResultList, ApplyResultArgs>(applyResultLists.list),
    applyResultPage: build.query<ApplyResultList, Paged<ApplyResultArgs>>(applyResultLists.page),
  }),
});

export const {
  useActivitiesQuery,
  useActivityQuery,
  useActivityHallQuery,
  useApplyConfigQuery,
  useApplyActivityMutation,
  useApplyResultQuery,
} = activityApi;

export const loadApplyResultPage = pagedList(activityApi.endpoints.applyResult, activityApi.endpoints.applyResultPage);
