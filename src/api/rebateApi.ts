import { baseApi, MONEY_MOVED } from './baseApi';
import type { Envelope } from './baseQuery';

// ---- request and response types (contract §3.3) ----

export type Money = string | number;
/** One game type's unclaimed rebate: valid bet, rate (percent) and the rebate due (a number, 2 dp). */
export type FsItem = {
  total_valid: Money;
  gameType: number;
  api_names: string;
  rate: string;
  fs_money: Money;
  game_type_text: string;
};
/** GET /fsnow/list: the lines up to `deadtime` (the server's now, unix s) and the rebate already paid. */
export type FsList = { items: FsItem[]; deadtime: number; today: Money; yesterday: Money; total: Money };
export type ClaimResult = { message: string };

const fsListOf = (body: Envelope): FsList => ({
  items: Array.isArray(body.data) ? (body.data as FsItem[]) : [],
  deadtime: Number(body.deadtime) || 0,
  today: (body.today as Money | undefined) ?? 0,
  yesterday: (body.yesterday as Money | undefined) ?? 0,
  total: (body.total as Money | undefined) ?? 0,
});

export const rebateApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    fsList: build.query<FsList, void>({
      query: () => ({ url: '/fsnow/list' }),
      extraOptions: { mask: false },
      transformResponse: fsListOf,
      providesTags: ['Rebate'],
      // The deadline is the server's "now": an old list would claim less than is due.
      keepUnusedDataFor: 0,
    }),
    // Sent once per tap; never retried. The claim names the list's deadline, so it claims what was shown.
    fsClaim: build.mutation<ClaimResult, { deadtime: number }>({
      query: (body) => ({ url: '/fsnow/fetch', method: 'POST', body }),
      transformResponse: (body: Envelope) => ({ message: typeof body.message === 'string' ? body.message : '' }),
      invalidatesTags: [...MONEY_MOVED, 'Rebate'],
    }),
  }),
});

export const { useFsListQuery, useFsClaimMutation } = rebateApi;
