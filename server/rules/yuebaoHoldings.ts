import type { Db } from '../db/types';
import type { MemberPlanRow, PlanRow } from './yuebao';

/** One interest settlement of a held plan. */
export type InterestRow = {
  id: number;
  member_plan_id: number;
  interest: number;
  times: number;
  calc_at: number;
  created_at: number;
  updated_at: number;
};

/** A plan the member holds, with the plan's own columns. */
export type HeldPlanRow = PlanRow & {
  mp_id: number;
  amount: number;
  interest: number;
  settled_times: number;
  mp_status: number;
  drawing_at: number | null;
  mp_created: number;
  mp_updated: number;
};

/** The open plans offered in a language, heaviest first. */
export function openPlans(db: Db, lang: string): PlanRow[] {
  return db
    .prepare('SELECT * FROM yuebao_plans WHERE is_open = 1 AND lang = ? ORDER BY weight DESC, id')
    .all(lang) as PlanRow[];
}

/** How many plans the member holds in a state (0 in progress, 1 ended). */
export function heldCount(db: Db, memberId: number, status: number): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM member_yuebao_plans WHERE member_id = ? AND status = ?')
      .get(memberId, status) as { n: number }
  ).n;
}

/** A page of 10 of the member's plans in a state, newest first. */
export function heldPage(db: Db, memberId: number, status: number, offset: number): HeldPlanRow[] {
  return db
    .prepare(
      `SELECT mp.id AS mp_id, mp.amount, mp.interest, mp.settled_times, mp.status AS mp_status, mp.drawing_at,
    mp.created_at AS mp_created, mp.updated_at AS mp_updated, p.* FROM member_yuebao_plans mp JOIN yuebao_plans p ON p.id = mp.plan_id
    WHERE mp.member_id = ? AND mp.status = ? ORDER BY mp.created_at DESC, mp.id DESC LIMIT 10 OFFSET ?`,
    )
    .all(memberId, status, offset) as HeldPlanRow[];
}

/** The held plan as its own row. */
export function memberPlanOf(r: HeldPlanRow, memberId: number): MemberPlanRow {
  return {
    id: r.mp_id,
    member_id: memberId,
    plan_id: r.id,
    amount: r.amount,
    interest: r.interest,
    settled_times: r.settled_times,
    status: r.mp_status,
    drawing_at: r.drawing_at,
    created_at: r.mp_created,
    updated_at: r.mp_updated,
  };
}

/** The last interest settlement of a held plan, if any. */
export function lastInterest(db: Db, memberPlanId: number): InterestRow | undefined {
  return db
    .prepare('SELECT * FROM yuebao_interest_history WHERE member_plan_id = ? ORDER BY times DESC LIMIT 1')
    .get(memberPlanId) as InterestRow | undefined;
}

/** Count, principal, interest and interest caps of the member's plans in a state, in cents. */
export function heldTotals(db: Db, memberId: number, status: number) {
  return db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(mp.amount), 0) AS principal, COALESCE(SUM(mp.interest), 0) AS interest,
    COALESCE(SUM(p.limit_interest), 0) AS cap FROM member_yuebao_plans mp JOIN yuebao_plans p ON p.id = mp.plan_id
    WHERE mp.member_id = ? AND mp.status = ?`,
    )
    .get(memberId, status) as { n: number; principal: number; interest: number; cap: number };
}

/** Whether the plan purchase is the member's (the real platform shows anyone's interest history). */
export function holdsPlan(db: Db, memberId: number, recordId: number): boolean {
  return Boolean(
    db.prepare('SELECT id FROM member_yuebao_plans WHERE id = ? AND member_id = ?').get(recordId, memberId),
  );
}

/** Every interest settlement of a held plan, latest first. */
export function interestHistory(db: Db, recordId: number): InterestRow[] {
  return db
    .prepare('SELECT * FROM yuebao_interest_history WHERE member_plan_id = ? ORDER BY calc_at DESC, id DESC')
    .all(recordId) as InterestRow[];
}
