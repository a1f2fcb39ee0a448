/**
 * The VIP table as the app keeps it (docs/platform-api.md#vip-levels, GET /member/vips): a plain function of the body, with nothing of the
 * framework, so the early shell's figure filler (src/early/fill.ts) reads it as the app does.
 */
import type { Envelope } from './baseQuery';
import type { Money, VipLevel, VipTable } from './vipTypes';
import { asObject } from '@/lib/jsonShapes';

export const vipsOf = (body: Envelope): VipTable => {
  const d = asObject(body.data);
  const received = asObject(d.member_levels);
  const money = (v: unknown): Money => (typeof v === 'string' || typeof v === 'number' ? v : 0);
  return {
    levels: Array.isArray(d.levels) ? (d.levels as VipLevel[]) : [],
    total_bet: money(d.total_bet),
    total_deposit: money(d.total_deposit),
    levelup_types: Object.fromEntries(Object.entries(asObject(d.levelup_types)).map(([k, v]) => [k, String(v)])),
    member_levels: {
      level_bonus: money(received.level_bonus),
      day_bonus: money(received.day_bonus),
      week_bonus: money(received.week_bonus),
      month_bonus: money(received.month_bonus),
      year_bonus: money(received.year_bonus),
    },
  };
};
