import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';
import { listFromPage, type PagedList } from '@/lib/pagedList';
import type { DatePreset } from '@/lib/dateRange';
import { KEEP_LIST_S, asObject, pagedDefinitions, pagedList, type Money, type Paged } from './listPages';
import { rangeBody } from './recordBodies';

// ---- request and response types (contract §3.5, §3.8, §4) ----

/** POST /game/record row (supplier-style camelCase columns). */
export type GameRecord = {
  id: number;
  billNo: string;
  api_name: string;
  api_name_text?: string;
  name: string;
  gameName?: string;
  betAmount: Money;
  validBetAmount: Money;
  netAmount: Money;
  status: string;
  gameType: number;
  game_type_text?: string;
  roundNo: string | null;
  playDetail?: string | null;
  wagerDetail: string | null;
  gameResult: string | null;
  betTime: string;
  created_at: string;
};
export type GameRecordStatistic = { sum_bet_amount: Money; sum_valid_bet_amount: Money; sum_net_amount: Money };
export type Option = { key: string; value: string };
export type GameRecordList = PagedList<GameRecord> & {
  statistic: GameRecordStatistic;
  apis: string[];
  gametypes: Option[];
};
export type GameRecordArgs = { range: DatePreset; api_name: string; gameType: string };

/** POST /moneylog row. */
export type MoneyLog = {
  id: number;
  money: Money;
  money_before: Money;
  money_after: Money;
  money_type: string;
  money_type_text?: string;
  number_type: 1 | -1;
  operate_type: number;
  operate_type_text?: string;
  description: string;
  remark?: string;
  created_at: string;
};
export type MoneyLogList = PagedList<MoneyLog> & { statistic: { sum_money: Money; valid_money: Money } };
export type MoneyLogArgs = { range: DatePreset; operate_type: string; money_type: '' | 'money' | 'fs_money' };
export type MoneyLogTypes = { operateTypes: Option[]; moneyTypes: Option[] };

const options = (v: unknown): Option[] => {
  if (Array.isArray(v))
    return v
      .map((o) => asObject(o))
      .filter((o) => o.key !== undefined)
      .map((o) => ({ key: String(o.key), value: String(o.value ?? o.key) }));
  return Object.entries(asObject(v)).map(([key, value]) => ({ key, value: String(value) }));
};

// ---- requests and answers, shared by a list (its first page, cached) and its further pages ----

const gameRecordsQuery = ({ range, api_name, gameType, page = 1 }: Paged<GameRecordArgs>) => ({
  url: '/game/record',
  method: 'POST',
  body: { ...rangeBody('betTime', range, page), api_name, gameType },
});
export const gameRecordsAnswer = (body: Envelope): GameRecordList => {
  const s = asObject(body.statistic);
  return {
    ...listFromPage<GameRecord>(body.data),
    statistic: {
      sum_bet_amount: (s.sum_bet_amount as Money) ?? 0,
      sum_valid_bet_amount: (s.sum_valid_bet_amount as Money) ?? 0,
      sum_net_amount: (s.sum_net_amount as Money) ?? 0,
    },
    apis: Array.isArray(body.apis) ? body.apis.map(String) : [],
    gametypes: options(body.gametypes),
  };
};
const moneyLogQuery = ({ range, operate_type, money_type, page = 1 }: Paged<MoneyLogArgs>) => ({
  url: '/moneylog',
  method: 'POST',
  body: { ...rangeBody('created_at', range, page), operate_type, money_type },
});
export const moneyLogAnswer = (body: Envelope): MoneyLogList => {
  const s = asObject(body.statistic);
  return {
    ...listFromPage<MoneyLog>(body.data),
    statistic: { sum_money: (s.sum_money as Money) ?? 0, valid_money: (s.valid_money as Money) ?? 0 },
  };
};
const gameRecordLists = pagedDefinitions<GameRecordArgs, GameRecordList>({
  query: gameRecordsQuery,
  answer: gameRecordsAnswer,
  tags: ['GameRecord'],
  keep: KEEP_LIST_S,
});
const moneyLogLists = pagedDefinitions<MoneyLogArgs, MoneyLogList>({
  query: moneyLogQuery,
  answer: moneyLogAnswer,
  tags: ['MoneyLog'],
  keep: KEEP_LIST_S,
});

export const recordsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    gameRecords: build.query<GameRecordList, GameRecordArgs>(gameRecordLists.list),
    gameRecordsPage: build.query<GameRecordList, Paged<GameRecordArgs>>(gameRecordLists.page),
    moneyLog: build.query<MoneyLogList, MoneyLogArgs>(moneyLogLists.list),
    moneyLogPage: build.query<MoneyLogList, Paged<MoneyLogArgs>>(moneyLogLists.page),
    moneyLogTypes: build.query<MoneyLogTypes, void>({
      query: () => ({ url: '/moneylog/type' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => {
        const d = asObject(body.data);
        return { operateTypes: options(d.operate_type), moneyTypes: options(d.money_type) };
      },
      keepUnusedDataFor: KEEP_LIST_S,
    }),
  }),
});

export const { useGameRecordsQuery, useMoneyLogQuery, useMoneyLogTypesQuery } = recordsApi;

export const loadGameRecordsPage = pagedList(recordsApi.endpoints.gameRecords, recordsApi.endpoints.gameRecordsPage);
export const loadMoneyLogPage = pagedList(recordsApi.endpoints.moneyLog, recordsApi.endpoints.moneyLogPage);
