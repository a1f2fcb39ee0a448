import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';
import { asObject } from '@/lib/jsonShapes';

// ---- GET /member/vips (contract §4): the VIP levels and where the member stands ----

export type Money = string | number;

export type VipLevel = {
  level: number;
  level_name: string;
  deposit_money: Money;
  bet_money: Money;
  level_bonus: Money;
  week_bonus: Money;
  month_bonus: Money;
  credit_bonus: Money;
  /** 1 deposit, 2 bet, 3 either, 4 both. */
  levelup_type: number;
};
export type VipBonuses = {
  level_bonus: Money;
  day_bonus: Money;
  week_bonus: Money;
  month_bonus: Money;
  year_bonus: Money;
};
export type VipTable = {
  levels: VipLevel[];
  total_bet: Money;
  total_deposit: Money;
  /** The rule of each levelup_type in the member's language. */
  levelup_types: Record<string, string>;
  /** What the member has received of each bonus so far. */
  member_levels: VipBonuses;
};

const vipsOf = (body: Envelope): VipTable => {
  const d = asObject(body.data);
  const received = asObject(d.member_levels);
  const money = (v: unknown): Money => (typeof v === 'string' || typeof v === 'number' ? v : 0);
  return {
    levels: Array.isArray(d.levels) ? (d.levels as VipLevel[]) : [],
    total_bet: money(d.total_bet),
    total_deposit: money(d.total_deposit),
    levelup_types: Object.fromEntries(Object.entries(asObject(d.levelup_types)).map(([k, v]) => [k, String(v)])),
    member_levels: {
      level_bonus: money(received.level_bonus),
      day_bonus: money(received.day_bonus),
      week_bonus: money(received.week_bonus),
      month_bonus: money(received.month_bonus),
      year_bonus: money(received.year_bonus),
    },
  };
};

export const vipApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    vips: build.query<VipTable, void>({
      query: () => ({ url: '/member/vips' }),
      extraOptions: { mask: false },
      transformResponse: vipsOf,
      // Money moving raises the totals the progress reads.
      providesTags: ['Vip', 'Member'],
    }),
  }),
});

export const { useVipsQuery } = vipApi;
