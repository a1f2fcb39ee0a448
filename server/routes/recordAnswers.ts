import { Type } from '@sinclair/typebox';
import { answer, list, money, moneyOrZero, num, pageOf, row, text, whole } from './answers';

/** A kind (money-log operate type, game type) by its key and its name in the reader's language. */
const keyed = list(row({ key: whole, value: text }));
/** The wallets' names, as the money-log pages offer them. */
export const walletNames = row({ money: text, fs_money: text });

/** A money-log line as rules/moneylog.ts writes it. */
const moneylogLine = row({
  id: whole,
  member_id: whole,
  money,
  money_before: money,
  money_after: money,
  money_type: text,
  number_type: whole,
  operate_type: whole,
  user_id: whole,
  model_name: text,
  model_id: whole,
  description: text,
  remark: text,
  created_at: text,
  updated_at: text,
  deleted_at: Type.Null(),
  operate_type_text: text,
  money_type_text: text,
});

/**
 * A page of the money log with the kinds seen in the last month, its sums and the wallets' names: a member's
 * own (/moneylog) and a downline member's (/team/moneylog).
 */
export const moneylogAnswer = answer({
  data: pageOf(moneylogLine),
  operate_type: keyed,
  statistic: row({ sum_money: num, valid_money: num }),
  money_type: walletNames,
});

/** A bet record as rules/gameRecords.ts writes it: the platform's GameRecord with its supplier-style columns. */
const gameRecord = row({
  id: whole,
  rowid: whole,
  billNo: text,
  api_name: text,
  member_id: whole,
  name: text,
  playerName: text,
  betAmount: money,
  validBetAmount: money,
  netAmount: money,
  status: text,
  gameType: whole,
  gameName: text,
  roundNo: text,
  playDetail: text,
  wagerDetail: text,
  gameResult: text,
  betTime: text,
  lastUpdateTime: text,
  confirmTime: text,
  recalcuTime: Type.Null(),
  stringex: text,
  result: text,
  remark: text,
  is_fs: whole,
  is_fd: whole,
  is_ml_use: whole,
  created_at: text,
  updated_at: text,
  api_name_text: text,
  game_type_text: text,
});

/**
 * A page of bet records, its sums, the suppliers played in the last month and the game types: a member's own
 * (/game/record) and a downline member's (/team/gamerecord).
 */
export const gameRecordsAnswer = answer({
  data: pageOf(gameRecord),
  statistic: row({ sum_bet_amount: moneyOrZero, sum_valid_bet_amount: moneyOrZero, sum_net_amount: moneyOrZero }),
  apis: list(text),
  gametypes: keyed,
});
