import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { percentOf, type Cents } from '../lib/money';

export type PlanRow = {
  id: number;
  setting_name: string;
  min_amount: Cents;
  max_amount: Cents;
  settle_time: number;
  is_cycle_settle: number;
  rate: string;
  total_count: Cents;
  limit_interest: Cents;
  limit_order_interval_time: number | null;
  interest_audit_multiple: string;
  limit_user_order_count: Cents;
  is_open: number;
  weight: number;
  lang: string;
  created_at: number;
  updated_at: number;
};

export type MemberPlanRow = {
  id: number;
  member_id: number;
  plan_id: number;
  amount: Cents;
  interest: Cents;
  settled_times: number;
  status: number;
  drawing_at: number | null;
  created_at: number;
  updated_at: number;
};

const HOUR = 3600_000;

/** Interest of one settlement period: amount × Rate %, rounded half up to the cent in integer arithmetic. */
export function periodInterest(amount: Cents, rate: string): Cents {
  return percentOf(amount, rate);
}

/** How many settlement periods a running plan has completed by `at`. */
export function periodsDue(plan: PlanRow, mp: MemberPlanRow, at: number): number {
  const end = mp.drawing_at ?? at;
  const n = Math.floor((end - mp.created_at) / (plan.settle_time * HOUR));
  return Math.max(0, plan.is_cycle_settle ? n : Math.min(1, n));
}

/**
 * Interest still payable for one period given what has accrued. The real platform ignores
 * LimitInterest when accruing; here the advertised cap is honoured, so no member is paid beyond it.
 */
function cappedInterest(plan: PlanRow, accrued: Cents, amount: Cents): Cents {
  const due = periodInterest(amount, plan.rate);
  if (plan.limit_interest <= 0) return due;
  return Math.max(0, Math.min(due, plan.limit_interest - accrued));
}

/** True when the plan will pay no further interest (single plan settled, or cap reached). */
export function isFinished(plan: PlanRow, mp: MemberPlanRow): boolean {
  if (mp.status !== 0) return true;
  if (!plan.is_cycle_settle && mp.settled_times >= 1) return true;
  return plan.limit_interest > 0 && mp.interest >= plan.limit_interest;
}

/**
 * Lazily settles every elapsed period of the member's running plans (one history row per period).
 * Runs inside a transaction; the UNIQUE (member_plan_id, times) key makes a repeated settlement a no-op.
 */
export function accrueInterest(db: Db, clock: Clock, memberId: number): void {
  const now = clock.now().getTime();
  const running = db
    .prepare('SELECT * FROM member_yuebao_plans WHERE member_id = ? AND status = 0')
    .all(memberId) as MemberPlanRow[];
  const planOf = db.prepare('SELECT * FROM yuebao_plans WHERE id = ?');
  const addHistory = db.prepare(
    'INSERT OR IGNORE INTO yuebao_interest_history (member_plan_id, interest, times, calc_at, created_at, updated_at) VALUES (?,?,?,?,?,?)',
  );
  const update = db.prepare(
    'UPDATE member_yuebao_plans SET interest = ?, settled_times = ?, updated_at = ? WHERE id = ?',
  );
  for (const mp of running) {
    const plan = planOf.get(mp.plan_id) as PlanRow;
    const due = periodsDue(plan, mp, now);
    let interest = mp.interest;
    let times = mp.settled_times;
    while (times < due) {
      const add = cappedInterest(plan, interest, mp.amount);
      if (add <= 0) break;
      times += 1;
      interest += add;
      addHistory.run(mp.id, add, times, mp.created_at + times * plan.settle_time * HOUR, now, now);
    }
    if (times !== mp.settled_times) update.run(interest, times, now, mp.id);
  }
}

/**
 * The rows of one plan in every language (the platform keeps a row per language, tied by its code): a plan's
 * stock and a member's holding are one whichever language's list the member bought from or reads.
 */
const SAME_PLAN = `SELECT b.id FROM yuebao_plans a JOIN yuebao_plans b ON b.id = a.id OR (a.code != '' AND b.code = a.code)
  WHERE a.id = ?`;

/** Σ of the amounts bought of a plan (in any language's row), by everyone or by one member. */
export function soldAmount(db: Db, planId: number, memberId?: number): Cents {
  const row =
    memberId === undefined
      ? db
          .prepare(`SELECT COALESCE(SUM(amount), 0) AS s FROM member_yuebao_plans WHERE plan_id IN (${SAME_PLAN})`)
          .get(planId)
      : db
          .prepare(
            `SELECT COALESCE(SUM(amount), 0) AS s FROM member_yuebao_plans WHERE plan_id IN (${SAME_PLAN}) AND member_id = ?`,
          )
          .get(planId, memberId);
  return (row as { s: number }).s;
}

/** A member's holding in a plan (in any language's row): the sum, how many purchases and the last one's time. */
export function holdingOf(db: Db, planId: number, memberId: number): { s: Cents; n: number; last: number | null } {
  return db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) AS s, COUNT(*) AS n, MAX(created_at) AS last FROM member_yuebao_plans
      WHERE plan_id IN (${SAME_PLAN}) AND member_id = ?`,
    )
    .get(planId, memberId) as { s: Cents; n: number; last: number | null };
}

/** The next settlement time of a running plan, or null when nothing more will be paid. */
export function nextInterestAt(plan: PlanRow, mp: MemberPlanRow): number | null {
  if (isFinished(plan, mp)) return null;
  return mp.created_at + (mp.settled_times + 1) * plan.settle_time * HOUR;
}
