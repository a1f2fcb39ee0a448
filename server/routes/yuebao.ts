import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import type { Db } from '../db/types';
import { everyLang } from '../i18n/lang';
import { requireMember } from '../http/auth';
import { commit } from '../http/idempotency';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { page, paging } from '../lib/paging';
import { fmt, fmtNum, toCents } from '../lib/money';
import { isoMicro, ymdHisOrNull } from '../lib/time';
import { move } from '../rules/ledger';
import { tYuebao } from '../i18n/yuebao';
import { planName, planNames } from '../rules/sameInLang';
import {
  accrueInterest,
  holdingOf,
  nextInterestAt,
  soldAmount,
  type MemberPlanRow,
  type PlanRow,
} from '../rules/yuebao';

const HOUR = 3600_000;

/** A money log of a plan, in every language with the plan's name in each. */
const planText = (db: Db, key: 'logBuy' | 'logPrincipal' | 'logInterest', planId: number) => {
  const names = planNames(db, planId);
  return everyLang((l) => tYuebao(l, key, { plan: names[l] }));
};
/** A member's plan purchase, named by `record_id`. */
const RECORD_BODY = {
  type: 'object',
  required: ['record_id'],
  properties: { record_id: { type: 'integer', minimum: 1 } },
} as const;

function planView(p: PlanRow, sold: number, mine: number | null, lastBuy: number | null, now = 0) {
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
    created_at: ymdHisOrNull(p.created_at),
    updated_at: ymdHisOrNull(p.updated_at),
    RemainingCount: fmt(Math.max(0, p.total_count - sold)),
    UserOrderCount: mine === null ? null : fmt(mine),
    LimitOrderInterval: nextBuy !== null && nextBuy > now ? ymdHisOrNull(nextBuy) : null,
  };
}

function historyView(h: {
  id: number;
  member_plan_id: number;
  interest: number;
  times: number;
  calc_at: number;
  created_at: number;
  updated_at: number;
}) {
  return {
    id: h.id,
    member_plan_id: h.member_plan_id,
    interest: fmt(h.interest),
    times: h.times,
    calc_at: ymdHisOrNull(h.calc_at),
    created_at: isoMicro(new Date(h.created_at)),
    updated_at: isoMicro(new Date(h.updated_at)),
  };
}

export function registerYuebao(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  api.post('/yuebao/getMemberYuebaoList', async (req) => {
    const m = requireMember(ctx, req);
    const plans = db
      .prepare('SELECT * FROM yuebao_plans WHERE is_open = 1 AND lang = ? ORDER BY weight DESC, id')
      .all(req.lang) as PlanRow[];
    const data = plans.map((p) => {
      const mine = holdingOf(db, p.id, m.id);
      return planView(p, soldAmount(db, p.id), mine.n ? mine.s : null, mine.last, ctx.clock.now().getTime());
    });
    return ok({ data });
  });

  api.post(
    '/yuebao/getMemberPlans',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            status: { type: 'integer', enum: [0, 1] },
            page: { type: 'integer', minimum: 1, maximum: 100000 },
          },
        },
      },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const body = (req.body ?? {}) as { status?: number; page?: number };
      const status = body.status ?? 0;
      db.transaction(() => accrueInterest(db, ctx.clock, m.id))();
      const { page: current, offset } = paging({ page: body.page }, 10);
      const total = (
        db
          .prepare('SELECT COUNT(*) AS n FROM member_yuebao_plans WHERE member_id = ? AND status = ?')
          .get(m.id, status) as { n: number }
      ).n;
      const rows = db
        .prepare(
          `SELECT mp.id AS mp_id, mp.amount, mp.interest, mp.settled_times, mp.status AS mp_status, mp.drawing_at,
        mp.created_at AS mp_created, mp.updated_at AS mp_updated, p.* FROM member_yuebao_plans mp JOIN yuebao_plans p ON p.id = mp.plan_id
        WHERE mp.member_id = ? AND mp.status = ? ORDER BY mp.created_at DESC, mp.id DESC LIMIT 10 OFFSET ?`,
        )
        .all(m.id, status, offset) as Array<
        PlanRow & {
          mp_id: number;
          amount: number;
          interest: number;
          settled_times: number;
          mp_status: number;
          drawing_at: number | null;
          mp_created: number;
          mp_updated: number;
        }
      >;
      const lastHistory = db.prepare(
        'SELECT * FROM yuebao_interest_history WHERE member_plan_id = ? ORDER BY times DESC LIMIT 1',
      );
      const data = rows.map((r) => {
        const mp: MemberPlanRow = {
          id: r.mp_id,
          member_id: m.id,
          plan_id: r.id,
          amount: r.amount,
          interest: r.interest,
          settled_times: r.settled_times,
          status: r.mp_status,
          drawing_at: r.drawing_at,
          created_at: r.mp_created,
          updated_at: r.mp_updated,
        };
        const h = lastHistory.get(r.mp_id) as Parameters<typeof historyView>[0] | undefined;
        const {
          RemainingCount: _r,
          UserOrderCount: _u,
          LimitOrderInterval: _l,
          ...columns
        } = planView(r, 0, null, null);
        return {
          ...columns,
          // the plan may have been bought in another language than the one now asked for
          SettingName: planName(db, r.id, req.lang),
          amount: fmtNum(r.amount),
          CreatedOn: ymdHisOrNull(r.mp_created),
          member_plan_id: r.mp_id,
          drawing_at: ymdHisOrNull(r.drawing_at),
          status: r.mp_status,
          Interest: fmtNum(r.interest),
          NextInterestTime: ymdHisOrNull(nextInterestAt(r, mp)),
          history: h ? historyView(h) : null,
        };
      });
      const sum = db
        .prepare(
          `SELECT COUNT(*) AS n, COALESCE(SUM(mp.amount), 0) AS principal, COALESCE(SUM(mp.interest), 0) AS interest,
        COALESCE(SUM(p.limit_interest), 0) AS cap FROM member_yuebao_plans mp JOIN yuebao_plans p ON p.id = mp.plan_id
        WHERE mp.member_id = ? AND mp.status = ?`,
        )
        .get(m.id, status) as { n: number; principal: number; interest: number; cap: number };
      return ok({
        data: page(data, total, current, 10, '/api/yuebao/getMemberPlans'),
        summery: {
          TotalCount: sum.n,
          Principal: fmt(sum.principal),
          Interest: fmtNum(sum.interest),
          TotalLimitInterest: fmt(sum.cap),
        },
      });
    },
  );

  api.post(
    '/yuebao/buy',
    {
      schema: {
        body: {
          type: 'object',
          properties: { plan_id: { type: 'integer', minimum: 1 }, amount: { type: 'string', maxLength: 16 } },
        },
      },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const { plan_id: planId, amount: raw } = (req.body ?? {}) as { plan_id?: number; amount?: string };
      if (!planId) fail(422, tYuebao(req.lang, 'planRequired'));
      if (!raw || !/^[1-9][0-9]*0$/.test(raw.trim())) fail(422, tYuebao(req.lang, 'amountTen'));
      const amount = toCents(raw.trim());
      if (amount === null) fail(422, tYuebao(req.lang, 'amountTen'));
      const plan = db.prepare('SELECT * FROM yuebao_plans WHERE id = ? AND is_open = 1').get(planId) as
        PlanRow | undefined;
      if (!plan) fail(400, tYuebao(req.lang, 'planMissing'));
      const now = ctx.clock.now().getTime();
      return commit(ctx, req, () => {
        if (soldAmount(db, plan.id) + amount > plan.total_count) fail(400, tYuebao(req.lang, 'soldOut'));
        // Unlike the real platform, where the default LimitUserOrderCount (−1) lets a member buy a plan only
        // once, a positive value caps the member's total amount in the plan and −1 means no cap.
        if (plan.limit_user_order_count > 0 && soldAmount(db, plan.id, m.id) + amount > plan.limit_user_order_count) {
          fail(400, tYuebao(req.lang, 'overCap'));
        }
        const info = db
          .prepare(
            'INSERT INTO member_yuebao_plans (member_id, plan_id, amount, created_at, updated_at) VALUES (?,?,?,?,?)',
          )
          .run(m.id, plan.id, amount, now, now);
        move(db, ctx.clock, {
          memberId: m.id,
          wallet: 'money',
          delta: -amount,
          operateType: 16,
          description: planText(db, 'logBuy', plan.id),
          modelName: 'MemberYuebaoPlan',
          modelId: Number(info.lastInsertRowid),
          insufficientMessage: tYuebao(req.lang, 'noMoney'),
        });
        return ok({}, tYuebao(req.lang, 'bought'));
      });
    },
  );

  api.post(
    '/yuebao/withdrawal',
    {
      schema: { body: RECORD_BODY },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const { record_id: id } = req.body as { record_id: number };
      return commit(ctx, req, () => {
        accrueInterest(db, ctx.clock, m.id);
        const mp = db
          .prepare('SELECT * FROM member_yuebao_plans WHERE id = ? AND member_id = ? AND status = 0')
          .get(id, m.id) as MemberPlanRow | undefined;
        if (!mp) fail(400, tYuebao(req.lang, 'redeemFailed'));
        const now = ctx.clock.now().getTime();
        db.prepare('UPDATE member_yuebao_plans SET status = 1, drawing_at = ?, updated_at = ? WHERE id = ?').run(
          now,
          now,
          mp.id,
        );
        const base = { memberId: m.id, modelName: 'MemberYuebaoPlan', modelId: mp.id };
        move(db, ctx.clock, {
          ...base,
          wallet: 'money',
          delta: mp.amount,
          operateType: 19,
          description: planText(db, 'logPrincipal', mp.plan_id),
        });
        if (mp.interest > 0) {
          const description = planText(db, 'logInterest', mp.plan_id);
          move(db, ctx.clock, { ...base, wallet: 'money', delta: mp.interest, operateType: 17, description });
          move(db, ctx.clock, { ...base, wallet: 'ml_money', delta: mp.interest, operateType: 17, description });
        }
        const total = mp.amount + mp.interest;
        return ok({ money: fmtNum(total) }, tYuebao(req.lang, 'redeemed', { money: fmt(total) }));
      });
    },
  );

  api.post(
    '/yuebao/history',
    {
      schema: { body: RECORD_BODY },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const { record_id: id } = req.body as { record_id: number };
      // Ownership is checked here; the real platform shows any member's interest history.
      const own = db.prepare('SELECT id FROM member_yuebao_plans WHERE id = ? AND member_id = ?').get(id, m.id);
      if (!own) fail(400, tYuebao(req.lang, 'redeemFailed'));
      db.transaction(() => accrueInterest(db, ctx.clock, m.id))();
      const rows = db
        .prepare('SELECT * FROM yuebao_interest_history WHERE member_plan_id = ? ORDER BY calc_at DESC, id DESC')
        .all(id) as Parameters<typeof historyView>[0][];
      return ok({ data: rows.map(historyView) });
    },
  );
}
