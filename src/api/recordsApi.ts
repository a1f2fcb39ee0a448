import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';
import type { DatePreset } from '@/lib/dateRange';
import { KEEP_LIST_S, pagedDefinitions, pagedList, type Paged } from './listPages';
import { asObject } from '@/lib/jsonShapes';
import {
  gameRecordsAnswer,
  moneyLogAnswer,
  recordOptions,
  type GameRecordList,
  type MoneyLogList,
  type MoneyLogTypes,
} from './recordAnswers';
import { rangeBody } from './recordBodies';

// ---- requests (docs/platform-api.md#recharge-and-records, docs/platform-api.md#games-and-wallets); the answers are api/recordAnswers ----

export type GameRecordArgs = { range: DatePreset; api_name: string; gameType: string };
export type MoneyLogArgs = { range: DatePreset; operate_type: string; money_type: '' | 'money' | 'fs_money' };

const gameRecordsQuery = ({ range, api_name, gameType, page = 1 }: Paged<GameRecordArgs>) => ({
  url: '/game/record',
  method: 'POST',
  body: { ...rangeBody('betTime', range, page), api_name, gameType },
});
const moneyLogQuery = ({ range, operate_type, money_type, page = 1 }: Paged<MoneyLogArgs>) => ({
  url: '/moneylog',
  method: 'POST',
  body: { ...rangeBody('created_at', range, page), operate_type, money_type },
});
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
        return { operateTypes: recordOptions(d.operate_type), moneyTypes: recordOptions(d.money_type) };
      },
      // The types' names are the platform's words: a language change reads them again.
      providesTags: ['Config'],
      keepUnusedDataFor: KEEP_LIST_S,
    }),
  }),
});

export const { useGameRecordsQuery, useMoneyLogQuery, useMoneyLogTypesQuery } = recordsApi;

export const loadGameRecordsPage = pagedList(recordsApi.endpoints.gameRecords, recordsApi.endpoints.gameRecordsPage);
export const loadMoneyLogPage = pagedList(recordsApi.endpoints.moneyLog, recordsApi.endpoints.moneyLogPage);
