import { fmt, fmtNum } from '../lib/money';
import { isoMicro, ymdHis, ymdHisOrNull } from '../lib/time';
import type { PlanRow } from '../rules/yuebao';
import type { InterestRow } from '../rules/yuebaoHoldings';

const HOUR = 3600_000;

/** A plan as the platform answers it (getMemberYuebaoList, and the plan columns of getMemberPlans). */
export function planView(p: PlanRow, sold: number, mine: number | null, lastBuy: number | null, now = 0) {
  const interval = p.limit_order_interval_time;
  const nextBuy = interval && lastBuy !== null ? lastBuy + interval * HOUR : null;
  return {
    id: p.id,
    SettingName: p.setting_name,
    MinAmount: fmtNum(p.min_amount),
    MaxAmount: fmtNum(p.max_amount),
    SettleTime: p.settle_time,
    IsCycleSettle: p.is_cycle_settle,
    Rate: p.rate,
    TotalCount: fmt(p.total_count),
    LimitInterest: fmt(p.limit_interest),
    LimitOrderIntervalTime: interval,
    InterestAuditMultiple: p.interest_audit_multiple,
    LimitUserOrderCount: p.limit_user_order_count > 0 ? fmtNum(p.limit_user_order_count) : -1,
    is_open: p.is_open,
    weight: p.weight,
    lang: p.lang,
    created_at: ymdHis(new Date(p.created_at)),
    updated_at: ymdHis(new Date(p.updated_at)),
    RemainingCount: fmt(Math.max(0, p.total_count - sold)),
    UserOrderCount: mine === null ? null : fmt(mine),
    LimitOrderInterval: nextBuy !== null && nextBuy > now ? ymdHisOrNull(nextBuy) : null,
  };
}

/** One interest settlement as the platform answers it. */
export function historyView(h: InterestRow) {
  return {
    id: h.id,
    member_plan_id: h.member_plan_id,
    interest: fmt(h.interest),
    times: h.times,
    calc_at: ymdHis(new Date(h.calc_at)),
    created_at: isoMicro(new Date(h.created_at)),
    updated_at: isoMicro(new Date(h.updated_at)),
  };
}
