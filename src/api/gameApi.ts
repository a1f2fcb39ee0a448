import type { Keyed } from './intent';
import { baseApi, MONEY_MOVED } from './baseApi';
import { LONG_TIMEOUT_MS, type Envelope } from './baseQuery';

// ---- request and response types (docs/platform-api.md#games-and-wallets, docs/platform-api.md#site-content) ----

/** A supplier (platform) as the home categories list it. */
export type ApiGame = {
  id: number;
  title: string;
  subtitle?: string | null;
  web_pic?: string | null;
  mobile_pic?: string | null;
  logo_url?: string | null;
  icon_url?: string | null;
  api_name: string;
  game_type: number;
  params?: string | null;
  is_open?: number;
  tags?: string | null;
  client_type?: number;
};
export type GameCategory = {
  title: string;
  icon_before?: string | null;
  icon_after?: string | null;
  child: ApiGame[] | null;
};
export type GameLoginRequest = {
  api_code: string;
  isMobile: 0 | 1;
  gameType?: number | string;
  gameCode?: string | number;
};
export type GameLoginData = { game_url: string };
export type GameListItem = {
  id: number;
  api_name: string;
  name: string;
  en_name?: string;
  game_type: number;
  game_code: string;
  img_url?: string | null;
  full_image_url?: string | null;
  tags?: string | null;
  api?: { api_name: string; api_title: string };
};
export const gameApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    homeGames: build.query<GameCategory[], void>({
      query: () => ({ url: '/games' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => (Array.isArray(body.data) ? (body.data as GameCategory[]) : []),
      providesTags: ['Game'],
      keepUnusedDataFor: 3600,
    }),
    // A GET with side effects (auto-transfer moves money into the game): a mutation, sent once, never retried.
    gameLogin: build.mutation<GameLoginData, GameLoginRequest>({
      query: (params) => ({ url: '/game/login', params }),
      extraOptions: { timeout: LONG_TIMEOUT_MS },
      transformResponse: (body: Envelope) => ({ game_url: typeof body.game_url === 'string' ? body.game_url : '' }),
      invalidatesTags: MONEY_MOVED,
    }),
    /** Back from a game in auto-transfer mode: the game's balance returns to the main wallet (sent once, never retried). */
    recoveryLast: build.mutation<void, { api_code?: string } & Partial<Keyed>>({
      // Keyed when it is one supplier's part of recovering all (walletApi recoverAll sends its own).
      query: ({ intentKey, resend, ...body }) => ({
        url: '/game/recovery_last',
        method: 'POST',
        body,
        intentKey,
        background: resend,
      }),
      extraOptions: { mask: false, timeout: LONG_TIMEOUT_MS },
      transformResponse: () => undefined,
      invalidatesTags: MONEY_MOVED,
    }),
  }),
});

export const { useHomeGamesQuery, useGameLoginMutation, useRecoveryLastMutation } = gameApi;
