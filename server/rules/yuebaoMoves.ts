import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import type { Cents } from '../lib/money';
import { fail } from '../lib/errors';
import { everyLang, type Lang } from '../i18n/lang';
import { tYuebao } from '../i18n/yuebao';
import { move } from './ledger';
import { planNames } from './sameInLang';
import { accrueInterest, soldAmount, type MemberPlanRow, type PlanRow } from './yuebao';

/** A money log of a plan, in every language with the plan's name in each. */
const planText = (db: Db, key: 'logBuy' | 'logPrincipal' | 'logInterest', planId: number) => {
  const names = planNames(db, planId);
  return everyLang((l) => tYuebao(l, key, { plan: names[l] }));
};

/** The open plan to buy, or a refusal in the caller's language. */
export function openPlan(db: Db, planId: number, lang: Lang): PlanRow {
  const plan = db.prepare('SELECT * FROM yuebao_plans WHERE id = ? AND is_open = 1').get(planId) as PlanRow | undefined;
  if (!plan) fail(400, tYuebao(lang, 'planMissing'));
  return plan;
}

/**
 * Buys `amount` of the plan from the main wallet (money log 16). Refused when the plan would be oversold or
 * over the member's cap, or the wallet is short. Unlike the real platform, where the default
 * LimitUserOrderCount (−1) lets a member buy a plan only once, a positive value caps the member's total
 * amount in the plan and −1 means no cap.
 */
export function buyPlan(db: Db, clock: Clock, o: { memberId: number; plan: PlanRow; amount: Cents; lang: Lang }) {
  const { memberId, plan, amount, lang } = o;
  if (soldAmount(db, plan.id) + amount > plan.total_count) fail(400, tYuebao(lang, 'soldOut'));
  if (plan.limit_user_order_count > 0 && soldAmount(db, plan.id, memberId) + amount > plan.limit_user_order_count)
    fail(400, tYuebao(lang, 'overCap'));
  const now = clock.now().getTime();
  const info = db
    .prepare('INSERT INTO member_yuebao_plans (member_id, plan_id, amount, created_at, updated_at) VALUES (?,?,?,?,?)')
    .run(memberId, plan.id, amount, now, now);
  move(db, clock, {
    memberId,
    wallet: 'money',
    delta: -amount,
    operateType: 16,
    description: planText(db, 'logBuy', plan.id),
    modelName: 'MemberYuebaoPlan',
    modelId: Number(info.lastInsertRowid),
    insufficientMessage: tYuebao(lang, 'noMoney'),
  });
}

/**
 * Redeems a plan the member holds, at any time: interest is brought up to date, then the principal (money
 * log 19) and the interest (17) go to the main wallet, the interest also onto the turnover owed. Returns what
 * was paid.
 */
export function redeemPlan(db: Db, clock: Clock, memberId: number, recordId: number, lang: Lang): Cents {
  accrueInterest(db, clock, memberId);
  const mp = db
    .prepare('SELECT * FROM member_yuebao_plans WHERE id = ? AND member_id = ? AND status = 0')
    .get(recordId, memberId) as MemberPlanRow | undefined;
  if (!mp) fail(400, tYuebao(lang, 'redeemFailed'));
  const now = clock.now().getTime();
  db.prepare('UPDATE member_yuebao_plans SET status = 1, drawing_at = ?, updated_at = ? WHERE id = ?').run(
    now,
    now,
    mp.id,
  );
  const base = { memberId, modelName: 'MemberYuebaoPlan', modelId: mp.id };
  move(db, clock, {
    ...base,
    wallet: 'money',
    delta: mp.amount,
    operateType: 19,
    description: planText(db, 'logPrincipal', mp.plan_id),
  });
  if (mp.interest > 0) {
    const description = planText(db, 'logInterest', mp.plan_id);
    move(db, clock, { ...base, wallet: 'money', delta: mp.interest, operateType: 17, description });
    move(db, clock, { ...base, wallet: 'ml_money', delta: mp.interest, operateType: 17, description });
  }
  return mp.amount + mp.interest;
}
