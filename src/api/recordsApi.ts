import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';
import { listFromPage, mergePages, type PagedList } from '@/lib/pagedList';
import { presetRange, type DatePreset } from '@/lib/dateRange';

// ---- request and response types (contract §3.5, §3.8, §4) ----

export type Money = string | number;

/** POST /game/record row (supplier-style camelCase columns). */
export type GameRecord = {
  id: number; billNo: string; api_name: string; api_name_text?: string; name: string; gameName?: string;
  betAmount: Money; validBetAmount: Money; netAmount: Money; status: string; gameType: number; game_type_text?: string;
  roundNo: string | null; playDetail?: string | null; wagerDetail: string | null; gameResult: string | null;
  betTime: string; created_at: string;
};
export type GameRecordStatistic = { sum_bet_amount: Money; sum_valid_bet_amount: Money; sum_net_amount: Money };
export type Option = { key: string; value: string };
export type GameRecordList = PagedList<GameRecord> & { statistic: GameRecordStatistic; apis: string[]; gametypes: Option[] };
export type GameRecordArgs = { range: DatePreset; api_name: string; gameType: string };

/** POST /moneylog row. */
export type MoneyLog = {
  id: number; money: Money; money_before: Money; money_after: Money; money_type: string; money_type_text?: string;
  number_type: 1 | -1; operate_type: number; operate_type_text?: string; description: string; remark?: string; created_at: string;
};
export type MoneyLogList = PagedList<MoneyLog> & { statistic: { sum_money: Money; valid_money: Money } };
export type MoneyLogArgs = { range: DatePreset; operate_type: string; money_type: '' | 'money' | 'fs_money' };
export type MoneyLogTypes = { operateTypes: Option[]; moneyTypes: Option[] };

/** POST /recharge/list row. */
export type RechargeRecord = {
  id: number; bill_no: string; name: string; money: Money; payment_type: string; payment_type_text?: string; account: string;
  payment_desc: string | null; payment_detail: Record<string, unknown> | string | null; status: number; status_text?: string;
  fail_reason: string | null; hk_at: string | null; confirm_at: string | null; created_at: string;
};
/** POST /drawing/list row. */
export type DrawingRecord = {
  id: number; bill_no: string; name: string; money: Money; account: string; counter_fee: Money; fail_reason: string | null;
  member_bank_info: string | Record<string, unknown> | null; status: number; status_text?: string; confirm_at: string | null; created_at: string;
};
export type SumList<T> = PagedList<T> & { statistic: { sum_money: Money } };
export type RangeArgs = { range: DatePreset };
/** A list's filters plus the page asked for. */
export type Paged<A> = A & { page?: number };

/** Rows per page asked of the server: big enough that a long list needs few calls, within its limit of 100. */
export const RECORDS_PAGE_SIZE = 50;
/** A list the member left stays cached a while, so coming back shows it at once, scrolled where it was. */
const KEEP_LIST_S = 600;

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const options = (v: unknown): Option[] => {
  if (Array.isArray(v)) return v.map((o) => obj(o)).filter((o) => o.key !== undefined).map((o) => ({ key: String(o.key), value: String(o.value ?? o.key) }));
  return Object.entries(obj(v)).map(([key, value]) => ({ key, value: String(value) }));
};

const now = () => Date.now();

// ---- requests and answers, shared by a list (its first page, cached) and its further pages ----

const gameRecordsQuery = ({ range, api_name, gameType, page = 1 }: Paged<GameRecordArgs>) => ({
  url: '/game/record',
  method: 'POST',
  body: { betTime: presetRange(range, now()), api_name, gameType, page, limit: RECORDS_PAGE_SIZE },
});
const gameRecordsAnswer = (body: Envelope): GameRecordList => {
  const s = obj(body.statistic);
  return {
    ...listFromPage<GameRecord>(body.data),
    statistic: { sum_bet_amount: (s.sum_bet_amount as Money) ?? 0, sum_valid_bet_amount: (s.sum_valid_bet_amount as Money) ?? 0, sum_net_amount: (s.sum_net_amount as Money) ?? 0 },
    apis: Array.isArray(body.apis) ? body.apis.map(String) : [],
    gametypes: options(body.gametypes),
  };
};
const moneyLogQuery = ({ range, operate_type, money_type, page = 1 }: Paged<MoneyLogArgs>) => ({
  url: '/moneylog',
  method: 'POST',
  body: { created_at: presetRange(range, now()), operate_type, money_type, page, limit: RECORDS_PAGE_SIZE },
});
const moneyLogAnswer = (body: Envelope): MoneyLogList => {
  const s = obj(body.statistic);
  return { ...listFromPage<MoneyLog>(body.data), statistic: { sum_money: (s.sum_money as Money) ?? 0, valid_money: (s.valid_money as Money) ?? 0 } };
};
const rangeQuery = (url: string) => ({ range, page = 1 }: Paged<RangeArgs>) => ({
  url,
  method: 'POST',
  body: { created_at: presetRange(range, now()), page, limit: RECORDS_PAGE_SIZE },
});
const sumAnswer = <T extends { id: number }>(body: Envelope): SumList<T> => ({
  ...listFromPage<T>(body.data),
  statistic: { sum_money: (obj(body.statistic).sum_money as Money) ?? 0 },
});

/**
 * A list entry holds its first page and every page merged after it (by id): a refetch (pull to refresh,
 * a mutation's invalidation) asks page 1 again, so new rows come in on top and loaded pages stay.
 */
const mergeList = <L extends PagedList<{ id: number }>>(current: L, incoming: L): L => ({ ...incoming, ...mergePages(current, incoming) });

export const recordsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gameRecords: build.query<GameRecordList, GameRecordArgs>({
      query: gameRecordsQuery,
      extraOptions: { mask: false },
      transformResponse: gameRecordsAnswer,
      merge: mergeList,
      providesTags: ['GameRecord'],
      keepUnusedDataFor: KEEP_LIST_S,
    }),
    gameRecordsPage: build.query<GameRecordList, Paged<GameRecordArgs>>({
      query: gameRecordsQuery,
      extraOptions: { mask: false },
      transformResponse: gameRecordsAnswer,
      keepUnusedDataFor: 0,
    }),
    moneyLog: build.query<MoneyLogList, MoneyLogArgs>({
      query: moneyLogQuery,
      extraOptions: { mask: false },
      transformResponse: moneyLogAnswer,
      merge: mergeList,
      providesTags: ['MoneyLog'],
      keepUnusedDataFor: KEEP_LIST_S,
    }),
    moneyLogPage: build.query<MoneyLogList, Paged<MoneyLogArgs>>({
      query: moneyLogQuery,
      extraOptions: { mask: false },
      transformResponse: moneyLogAnswer,
      keepUnusedDataFor: 0,
    }),
    moneyLogTypes: build.query<MoneyLogTypes, void>({
      query: () => ({ url: '/moneylog/type' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => {
        const d = obj(body.data);
        return { operateTypes: options(d.operate_type), moneyTypes: options(d.money_type) };
      },
      keepUnusedDataFor: KEEP_LIST_S,
    }),
    rechargeList: build.query<SumList<RechargeRecord>, RangeArgs>({
      query: rangeQuery('/recharge/list'),
      extraOptions: { mask: false },
      transformResponse: sumAnswer<RechargeRecord>,
      merge: mergeList,
      providesTags: ['Recharge'],
      keepUnusedDataFor: KEEP_LIST_S,
    }),
    rechargeListPage: build.query<SumList<RechargeRecord>, Paged<RangeArgs>>({
      query: rangeQuery('/recharge/list'),
      extraOptions: { mask: false },
      transformResponse: sumAnswer<RechargeRecord>,
      keepUnusedDataFor: 0,
    }),
    drawingList: build.query<SumList<DrawingRecord>, RangeArgs>({
      query: rangeQuery('/drawing/list'),
      extraOptions: { mask: false },
      transformResponse: sumAnswer<DrawingRecord>,
      merge: mergeList,
      providesTags: ['Drawing'],
      keepUnusedDataFor: KEEP_LIST_S,
    }),
    drawingListPage: build.query<SumList<DrawingRecord>, Paged<RangeArgs>>({
      query: rangeQuery('/drawing/list'),
      extraOptions: { mask: false },
      transformResponse: sumAnswer<DrawingRecord>,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGameRecordsQuery, useMoneyLogQuery, useMoneyLogTypesQuery, useRechargeListQuery, useDrawingListQuery } = recordsApi;

type RecordList = 'gameRecords' | 'moneyLog' | 'rechargeList' | 'drawingList';
type ListArgs = { gameRecords: GameRecordArgs; moneyLog: MoneyLogArgs; rechargeList: RangeArgs; drawingList: RangeArgs };

/**
 * Fetches page `page` of a list and merges it into the list's cache entry. Further pages go through their
 * own uncached endpoint so the list entry keeps asking page 1 when it is refetched or invalidated.
 */
export function loadRecordsPage<K extends RecordList>(list: K, args: ListArgs[K], page: number) {
  return async (dispatch: (action: unknown) => unknown): Promise<void> => {
    const pageEndpoint = recordsApi.endpoints[`${list}Page` as `${K}Page`] as unknown as { initiate: (a: unknown, o: unknown) => unknown };
    const request = dispatch(pageEndpoint.initiate({ ...args, page }, { subscribe: false, forceRefetch: true })) as { unwrap: () => Promise<PagedList<{ id: number }>> };
    const incoming = await request.unwrap();
    dispatch(recordsApi.util.updateQueryData(list as 'moneyLog', args as MoneyLogArgs, (draft) => mergeList(draft, incoming as MoneyLogList)));
  };
}

/** Page 1 of a list again (pull to refresh): merged on top of what is loaded. */
export function refreshRecords<K extends RecordList>(list: K, args: ListArgs[K]) {
  return async (dispatch: (action: unknown) => unknown): Promise<void> => {
    const endpoint = recordsApi.endpoints[list] as unknown as { initiate: (a: unknown, o: unknown) => unknown };
    await (dispatch(endpoint.initiate(args, { subscribe: false, forceRefetch: true })) as { unwrap: () => Promise<unknown> }).unwrap();
  };
}
