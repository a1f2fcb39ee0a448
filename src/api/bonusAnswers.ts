/**
 * The bonus programmes' answers as the app keeps them (docs/platform-api.md#daily-bonus-red-packet-and-wheel): plain functions of the body, with nothing of the
 * framework, so the early shell's figure filler (src/early/fill.ts) reads them as the app does.
 */
import type { Envelope } from './baseQuery';
import type {
  Money,
  RedbagInfo,
  SignAwards,
  StreakAward,
  Tier,
  WheelChances,
  WheelPrize,
  WheelSetting,
} from './bonusTypes';
import { asObject } from '@/lib/jsonShapes';

export const num = (v: unknown) => Number(v) || 0;
const tiers = (v: unknown): Tier[] =>
  Array.isArray(v)
    ? v.filter((t) => Array.isArray(t) && t.length === 2).map((t) => [num(t[0]), num(t[1])] as Tier)
    : [];

export const awardsOf = (body: Envelope): SignAwards => {
  const d = asObject(body.data);
  const config = asObject(d.config);
  return {
    list: Array.isArray(d.list) ? (d.list as StreakAward[]) : [],
    streak: num(config.continuous_days),
    todayChecked: num(config.today_checked) === 1,
    rewards: Array.isArray(config.rewards) ? (config.rewards as SignAwards['rewards']) : [],
  };
};

export const redbagOf = (body: Envelope): RedbagInfo => {
  const d = asObject(body.data);
  const setting = asObject(d.setting);
  const size = asObject(d.size);
  return {
    desc: typeof d.desc === 'string' ? d.desc : '',
    times: num(d.times),
    used: num(d.used),
    remain: num(d.remain),
    today_recharge: (d.today_recharge as Money) ?? 0,
    today_bet: (d.today_bet as Money) ?? 0,
    setting: { recharge: tiers(setting.recharge), bet: tiers(setting.bet) },
    size: { min: (size.min as Money) ?? 0, max: (size.max as Money) ?? 0 },
  };
};

export const wheelSettingOf = (body: Envelope): WheelSetting => {
  const d = asObject(body.data);
  return {
    prizes: Array.isArray(d.prizes) ? (d.prizes as WheelPrize[]) : [],
    desc: typeof d.desc === 'string' ? d.desc : '',
    per: num(d.per) || 100,
    max: num(d.max),
  };
};

/** Today's spins of the wheel (wheel/query). */
export const wheelChancesOf = (body: Envelope): WheelChances => {
  const d = asObject(body.data);
  return {
    times: num(d.times),
    used: num(d.used),
    remain: num(d.remain),
    today_recharge: (d.today_recharge as Money) ?? 0,
  };
};

/** This month's days signed in (dailybonus/history). */
export const signMonthOf = (body: Envelope): number[] => {
  const days = asObject(body.data).checked_day;
  return Array.isArray(days) ? days.map(Number).filter((n) => Number.isInteger(n)) : [];
};
