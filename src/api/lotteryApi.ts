import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';

// ---- request and response types (docs/platform-api.md#lottery) ----

/**
 * A local ("JZ") lottery. The platform relays its provider's shape, which the platform does not document; the
 * fields read here are the ones any row is reduced to (`lotteryOf`), and a row without a code is dropped.
 */
export type Lottery = {
  id: number | string;
  name: string;
  game_code: string;
  icon: string | null;
  issue: string | null;
};

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

function lotteryOf(raw: unknown): Lottery | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const game_code = text(r.game_code ?? r.code ?? r.lottery_code);
  if (!game_code) return null;
  return {
    id: text(r.id) || game_code,
    name: text(r.name ?? r.title) || game_code,
    game_code,
    icon: text(r.icon ?? r.img ?? r.logo) || null,
    issue: text(r.issue) || null,
  };
}

const lotteriesOf = (body: Envelope): Lottery[] =>
  (Array.isArray(body.data) ? body.data : []).map(lotteryOf).filter((l): l is Lottery => l !== null);

/** How many hot lotteries the home row shows (docs/screens.md#numbers-and-limits: the count is a parameter). */
export const HOT_LOTTERY_COUNT = 6;

export const lotteryApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    hotLotteries: build.query<Lottery[], number>({
      query: (count) => ({ url: '/lottery/hot', params: { count } }),
      extraOptions: { mask: false },
      transformResponse: lotteriesOf,
      providesTags: ['Lottery'],
      keepUnusedDataFor: 600,
    }),
    lotteryList: build.query<Lottery[], void>({
      query: () => ({ url: 'lottery/list' }),
      extraOptions: { mask: false },
      transformResponse: lotteriesOf,
      providesTags: ['Lottery'],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useHotLotteriesQuery, useLotteryListQuery } = lotteryApi;
