/**
 * The rebate's wire types: the unclaimed lines and a claim's answer. A leaf: the endpoints (api/rebateApi) and the
 * answers' readers (api/rebateAnswers) both read these, and neither is imported here.
 */
// ---- request and response types (docs/platform-api.md#rebate) ----

export type Money = string | number;
/** One game type's unclaimed rebate: valid bet, rate (percent) and the rebate due (a number, 2 dp). */
export type FsItem = {
  total_valid: Money;
  gameType: number;
  api_names: string;
  rate: string;
  fs_money: Money;
  game_type_text: string;
};
/** GET /fsnow/list: the lines up to `deadtime` (the server's now, unix s) and the rebate already paid. */
export type FsList = { items: FsItem[]; deadtime: number; today: Money; yesterday: Money; total: Money };
export type ClaimResult = { message: string };
