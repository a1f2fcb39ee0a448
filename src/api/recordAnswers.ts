/**
 * The bet records' and money log's answers as the app keeps them (docs/platform-api.md#recharge-and-records, docs/platform-api.md#games-and-wallets): plain functions of a
 * page's body, with nothing of the framework, so the early shell's figure filler (src/early/fill.ts) reads an
 * answer as the app does (api/recordsApi and api/teamApi call them).
 */
import type { Envelope } from './baseQuery';
import { listFromPage, type PagedList } from '@/lib/pagedList';
import type { Money } from './listAnswers';
import { asObject } from '@/lib/jsonShapes';

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
export type MoneyLogTypes = { operateTypes: Option[]; moneyTypes: Option[] };

/** A filter's choices, as the platform sends them: a list of {key, value} or an object of key: value. */
export const recordOptions = (v: unknown): Option[] => {
  if (Array.isArray(v))
    return v
      .map((o) => asObject(o))
      .filter((o) => o.key !== undefined)
      .map((o) => ({ key: String(o.key), value: String(o.value ?? o.key) }));
  return Object.entries(asObject(v)).map(([key, value]) => ({ key, value: String(value) }));
};

/** A page of bet records (its first, cached, and its further ones). */
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
    gametypes: recordOptions(body.gametypes),
  };
};
/** A page of the money log. */
export const moneyLogAnswer = (body: Envelope): MoneyLogList => {
  const s = asObject(body.statistic);
  return {
    ...listFromPage<MoneyLog>(body.data),
    statistic: { sum_money: (s.sum_money as Money) ?? 0, valid_money: (s.valid_money as Money) ?? 0 },
  };
};
