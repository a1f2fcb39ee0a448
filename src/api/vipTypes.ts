/**
 * The VIP table's wire types: the levels and where the member stands. A leaf: the endpoints (api/vipApi) and the
 * answers' readers (api/vipAnswers) both read these, and neither is imported here.
 */
// ---- GET /member/vips (docs/platform-api.md#vip-levels): the VIP levels and where the member stands ----

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
