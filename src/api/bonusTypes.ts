/**
 * The bonus programmes' wire types (daily sign-in, red packet, lucky wheel): what the platform sends. A leaf: the
 * endpoints (api/bonusApi) and the answers' readers (api/bonusAnswers) both read these, and neither is imported
 * here.
 */
// ---- daily sign-in, red packet and lucky wheel (docs/platform-api.md#daily-bonus-red-packet-and-wheel); every call needs a real member ----

export type Money = string | number;
/** [yuan reached today, chances it gives]. */
export type Tier = [number, number];

/** 0 not reached yet, 1 claimable, 2 claimed (for the current streak). */
export type StreakAward = { id: number; days: number; money: Money; status: 0 | 1 | 2 };
export type SignAwards = {
  list: StreakAward[];
  /** Consecutive days signed up to today (or yesterday), whether today is signed, the reward of each streak day (the last repeats). */
  streak: number;
  todayChecked: boolean;
  rewards: Array<{ day: number; money: Money }>;
};
export type SignRecord = { id: number; day: string; days: number; money: Money; created_at: string };
export type AwardRecord = { id: number; award_id: number; days: number; money: Money; created_at: string };

export type RedbagInfo = {
  desc: string;
  times: number;
  used: number;
  remain: number;
  today_recharge: Money;
  today_bet: Money;
  setting: { recharge: Tier[]; bet: Tier[] };
  size: { min: Money; max: Money };
};
export type RedbagRecord = { id: number; money: Money; created_at: string };

export type WheelPrize = { id: number; name: string; money: Money };
/** Spins: one per `per` yuan deposited today, at most `max` a day. */
export type WheelSetting = { prizes: WheelPrize[]; desc: string; per: number; max: number };
export type WheelChances = { times: number; used: number; remain: number; today_recharge: Money };
export type WheelResult = { prize: WheelPrize; index: number; remain: number; message: string };
export type WheelRecord = { id: number; prize_id: number; name: string; money: Money; created_at: string };

/** A one-shot request's answer: the server's words and what it paid. */
export type Credited = { money: Money; message: string };
