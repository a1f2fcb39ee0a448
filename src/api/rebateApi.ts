import { keyedRequest, type Keyed } from './intent';
import { baseApi, MONEY_MOVED } from './baseApi';
import type { Envelope } from './baseQuery';
import { fsListAnswer } from './rebateAnswers';
import { OPENING_READ_FRESH_S } from './earlyReads';

// ---- request and response types (docs/platform-api.md#rebate) ----

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

export const rebateApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    fsList: build.query<FsList, void>({
      query: () => ({ url: '/fsnow/list' }),
      extraOptions: { mask: false },
      transformResponse: fsListAnswer,
      providesTags: ['Rebate'],
      // The deadline is the server's "now": an old list would claim less than is due. The screen reads afresh each
      // time it opens; kept only as long as its opening read may be taken (state/openingReads).
      keepUnusedDataFor: OPENING_READ_FRESH_S,
    }),
    // Sent once per tap; never retried. The claim names the list's deadline, so it claims what was shown.
    fsClaim: build.mutation<ClaimResult, Keyed<{ deadtime: number }>>({
      query: (args) => ({ url: '/fsnow/fetch', method: 'POST', ...keyedRequest(args) }),
      transformResponse: (body: Envelope) => ({ message: typeof body.message === 'string' ? body.message : '' }),
      invalidatesTags: [...MONEY_MOVED, 'Rebate'],
    }),
  }),
});

export const { useFsListQuery, useFsClaimMutation } = rebateApi;
