import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';
import { asObject } from '@/lib/jsonShapes';

// ---- request and response types (docs/platform-api.md#level-up); public calls, the member named by account ----

export type Money = string | number;
export type LevelUpKind = 'live' | 'slot';

/** One level of the programme. `dama`, `week_award`, `month_award` and `credit` arrive as the server's own short texts ("12.5万", "18元", " - "). */
export type LevelRow = {
  level: number;
  dama: string | number;
  level_money: Money;
  total_level_money: Money;
  week_award: string;
  month_award: string;
  credit: string;
};
/** The level table and the programme's texts (HTML). The live page answers with the slot key names too. */
export type LevelSetting = {
  levels: LevelRow[];
  text: { activity: string; example: string; level: string; month: string };
};

export type LevelLog = {
  created_at: string;
  money: Money;
  operate_type: 20 | 21 | 22;
  operate_type_text: string;
  money_type_text: string;
};
/** A member's standing: `remain_bet` is the whole-yuan bet still needed for the next level (0 at the top). */
export type LevelStanding = {
  name: string;
  level: number;
  total_bet: Money;
  level_award: Money;
  week_award: Money;
  month_award: Money;
  remain_bet: Money;
  list: LevelLog[];
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

const settingOf = (body: Envelope): LevelSetting => {
  const data = asObject(body.data);
  const text = asObject(data.text);
  return {
    levels: Array.isArray(data.levels) ? (data.levels as LevelRow[]) : [],
    text: {
      activity: str(text.levelup_slot_activity),
      example: str(text.levelup_slot_example),
      level: str(text.levelup_slot_level),
      month: str(text.levelup_slot_month),
    },
  };
};

const standingOf = (body: Envelope): LevelStanding => {
  const d = asObject(body.data);
  return {
    name: str(d.name),
    level: Number(d.level) || 0,
    total_bet: (d.total_bet as Money) ?? 0,
    level_award: (d.level_award as Money) ?? 0,
    week_award: (d.week_award as Money) ?? 0,
    month_award: (d.month_award as Money) ?? 0,
    remain_bet: (d.remain_bet as Money) ?? 0,
    list: Array.isArray(d.list) ? (d.list as LevelLog[]) : [],
  };
};

export const levelupApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    levelSetting: build.query<LevelSetting, LevelUpKind>({
      query: (kind) => ({ url: `/levelup/${kind}/setting` }),
      extraOptions: { mask: false },
      transformResponse: settingOf,
      providesTags: ['LevelUp'],
    }),
    levelSearch: build.query<LevelStanding, { kind: LevelUpKind; name: string }>({
      query: ({ kind, name }) => ({ url: `/levelup/${kind}/search`, params: { name } }),
      // An unknown account is the member's typo, said next to the field rather than in a toast.
      extraOptions: { mask: false, toast: false },
      transformResponse: standingOf,
      providesTags: ['LevelUp'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLevelSettingQuery, useLevelSearchQuery } = levelupApi;
