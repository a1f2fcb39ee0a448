import { keyedRequest, type Keyed } from './intent';
import { baseApi, MONEY_MOVED } from './baseApi';
import { DEFAULT_TIMEOUT_MS, LONG_TIMEOUT_MS, type ApiError, type Envelope } from './baseQuery';

// ---- request and response types (docs/platform-api.md#games-and-wallets) ----

/** One row of game/api_moneys: 'money' (main), 'fs_money' (rebate), then one per supplier ('未开通' when never opened). */
export type Wallet = { api_name: string; api_title: string; money: string | number };
export type DepositRequest = { api_code: string; money: string; money_type: 'money' | 'fs_money' };
export type GameWithdrawalRequest = { api_code: string; money: string };
export type ChangeTransRequest = { status: 0 | 1 };
export type MessageResult = { message: string };

const messageOf = (body: Envelope): MessageResult => ({
  message: typeof body.message === 'string' ? body.message : '',
});

const walletsOf = (body: Envelope): Wallet[] => {
  const rows = (body.data as { api_moneys?: unknown } | undefined)?.api_moneys;
  return Array.isArray(rows) ? (rows as Wallet[]) : [];
};

export const walletApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    apiMoneys: build.query<Wallet[], void>({
      query: () => ({ url: 'game/api_moneys', method: 'POST', body: {} }),
      extraOptions: { mask: false },
      transformResponse: walletsOf,
      providesTags: ['Wallet'],
    }),
    /** A supplier's live balance: a background read with its own short time-out and no mask. */
    gameBalance: build.mutation<{ money: string | number }, { api_code: string }>({
      query: (body) => ({ url: 'game/balance', method: 'POST', body }),
      extraOptions: { mask: false, timeout: DEFAULT_TIMEOUT_MS },
      transformResponse: (body: Envelope) => ({ money: (body.money as string | number | undefined) ?? '0' }),
      async onQueryStarted({ api_code }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            walletApi.util.updateQueryData('apiMoneys', undefined, (rows) => {
              const row = rows.find((w) => w.api_name === api_code);
              if (row) row.money = data.money;
            }),
          );
        } catch {
          /* the toast already told the member; the old figure stays */
        }
      },
    }),
    deposit: build.mutation<MessageResult, Keyed<DepositRequest>>({
      query: (args) => ({ url: 'game/deposit', method: 'POST', ...keyedRequest(args) }),
      extraOptions: { timeout: LONG_TIMEOUT_MS },
      transformResponse: messageOf,
      invalidatesTags: MONEY_MOVED,
    }),
    gameWithdrawal: build.mutation<MessageResult, Keyed<GameWithdrawalRequest>>({
      query: (args) => ({ url: 'game/withdrawal', method: 'POST', ...keyedRequest(args) }),
      extraOptions: { timeout: LONG_TIMEOUT_MS },
      transformResponse: messageOf,
      invalidatesTags: MONEY_MOVED,
    }),
    changeTrans: build.mutation<MessageResult, ChangeTransRequest>({
      query: (body) => ({ url: 'game/change_trans', method: 'POST', body }),
      extraOptions: { timeout: DEFAULT_TIMEOUT_MS },
      transformResponse: messageOf,
      // Switching to auto pulls the last game's balance back into the main wallet.
      invalidatesTags: MONEY_MOVED,
    }),
    /**
     * Brings every game wallet holding at least one unit back to the main wallet, one supplier at a time
     * (game/recovery_last with its code); stops at the first refusal. Each supplier is asked once.
     */
    // One intent, a request per supplier, each under a key of its own (`keys`, made from the intent's: lib/intentKey
    // partKey), the same again when the intent is re-sent.
    recoverAll: build.mutation<{ recovered: number }, Keyed<{ apiCodes: string[]; keys: Record<string, string> }>>({
      async queryFn({ apiCodes, keys, resend }, _api, _extra, baseQuery) {
        let recovered = 0;
        for (const api_code of apiCodes) {
          const r = await baseQuery({
            url: '/game/recovery_last',
            method: 'POST',
            body: { api_code },
            intentKey: keys[api_code],
            background: resend,
          });
          if (r.error) return { error: r.error as ApiError };
          recovered += 1;
        }
        return { data: { recovered } };
      },
      invalidatesTags: MONEY_MOVED,
    }),
  }),
});

export const {
  useApiMoneysQuery,
  useGameBalanceMutation,
  useDepositMutation,
  useGameWithdrawalMutation,
  useChangeTransMutation,
  useRecoverAllMutation,
} = walletApi;
