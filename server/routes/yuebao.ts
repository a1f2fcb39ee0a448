import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Ctx } from '../http/context';
import { requireMember } from '../http/auth';
import { commit } from '../http/idempotency';
import { typed } from '../http/typeProvider';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { page, paging } from '../lib/paging';
import { fmt, fmtNum, toCents } from '../lib/money';
import { ymdHis, ymdHisOrNull } from '../lib/time';
import { tYuebao } from '../i18n/yuebao';
import { planName } from '../rules/sameInLang';
import { accrueInterest, holdingOf, nextInterestAt, soldAmount } from '../rules/yuebao';
import { buyPlan, openPlan, redeemPlan } from '../rules/yuebaoMoves';
import {
  heldCount,
  heldPage,
  heldTotals,
  holdsPlan,
  interestHistory,
  lastInterest,
  memberPlanOf,
  openPlans,
} from '../rules/yuebaoHoldings';
import { intIn } from './bodyShapes';
import { historyView, planView } from './yuebaoViews';
import { answer, done, list, money, num, orNull, pageOf, row, text, whole } from './answers';

const plansBody = Type.Object({
  status: Type.Optional(intIn([0, 1])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
});
/** The plan and the amount as typed; the platform's own messages answer a missing or wrong one. */
const buyBody = Type.Object({
  plan_id: Type.Optional(Type.Integer({ minimum: 1 })),
  amount: Type.Optional(Type.String({ maxLength: 16 })),
});
/** A member's plan purchase, named by `record_id`. */
const recordBody = Type.Object({ record_id: Type.Integer({ minimum: 1 }) });

/** A plan's own columns as planView writes them. */
const planColumns = {
  id: whole,
  SettingName: text,
  MinAmount: num,
  MaxAmount: num,
  SettleTime: whole,
  IsCycleSettle: whole,
  Rate: text,
  TotalCount: money,
  LimitInterest: money,
  LimitOrderIntervalTime: orNull(whole),
  InterestAuditMultiple: text,
  LimitUserOrderCount: num,
  is_open: whole,
  weight: whole,
  lang: text,
  created_at: text,
  updated_at: text,
};
/** An interest settlement as historyView writes it. */
const interest = row({
  id: whole,
  member_plan_id: whole,
  interest: money,
  times: whole,
  calc_at: text,
  created_at: text,
  updated_at: text,
});
/** The open plans, each with what is left of it, what the member holds of it and when they may buy again. */
const offerAnswer = answer({
  data: list(
    row({
      ...planColumns,
      RemainingCount: money,
      UserOrderCount: orNull(money),
      LimitOrderInterval: orNull(text),
    }),
  ),
});
/** A page of the member's plans and their totals (the platform's spelling, `summery`). */
const plansAnswer = answer({
  data: pageOf(
    row({
      ...planColumns,
      amount: num,
      CreatedOn: text,
      member_plan_id: whole,
      drawing_at: orNull(text),
      status: whole,
      Interest: num,
      NextInterestTime: orNull(text),
      history: orNull(interest),
    }),
  ),
  summery: row({ TotalCount: whole, Principal: money, Interest: num, TotalLimitInterest: money }),
});

export function registerYuebao(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;

  api.post('/yuebao/getMemberYuebaoList', { schema: { response: { 200: offerAnswer } } }, async (req) => {
    const m = requireMember(ctx, req);
    const data = openPlans(db, req.lang).map((p) => {
      const mine = holdingOf(db, p.id, m.id);
      return planView(p, soldAmount(db, p.id), mine.n ? mine.s : null, mine.last, ctx.clock.now().getTime());
    });
    return ok({ data });
  });

  api.post('/yuebao/getMemberPlans', { schema: { body: plansBody, response: { 200: plansAnswer } } }, async (req) => {
    const m = requireMember(ctx, req);
    const body = req.body ?? {};
    const status = body.status ?? 0;
    db.transaction(() => accrueInterest(db, ctx.clock, m.id))();
    const { page: current, offset } = paging({ page: body.page }, 10);
    const total = heldCount(db, m.id, status);
    const data = heldPage(db, m.id, status, offset).map((r) => {
      const h = lastInterest(db, r.mp_id);
      const { RemainingCount: _r, UserOrderCount: _u, LimitOrderInterval: _l, ...columns } = planView(r, 0, null, null);
      return {
        ...columns,
        // the plan may have been bought in another language than the one now asked for
        SettingName: planName(db, r.id, req.lang),
        amount: fmtNum(r.amount),
        CreatedOn: ymdHis(new Date(r.mp_created)),
        member_plan_id: r.mp_id,
        drawing_at: ymdHisOrNull(r.drawing_at),
        status: r.mp_status,
        Interest: fmtNum(r.interest),
        NextInterestTime: ymdHisOrNull(nextInterestAt(r, memberPlanOf(r, m.id))),
        history: h ? historyView(h) : null,
      };
    });
    const sum = heldTotals(db, m.id, status);
    return ok({
      data: page(data, total, current, 10, '/api/yuebao/getMemberPlans'),
      summery: {
        TotalCount: sum.n,
        Principal: fmt(sum.principal),
        Interest: fmtNum(sum.interest),
        TotalLimitInterest: fmt(sum.cap),
      },
    });
  });

  api.post('/yuebao/buy', { schema: { body: buyBody, response: { 200: done } } }, async (req) => {
    const m = requireMember(ctx, req);
    const { plan_id: planId, amount: raw } = req.body ?? {};
    if (!planId) fail(422, tYuebao(req.lang, 'planRequired'));
    if (!raw || !/^[1-9][0-9]*0$/.test(raw.trim())) fail(422, tYuebao(req.lang, 'amountTen'));
    const amount = toCents(raw.trim());
    if (amount === null) fail(422, tYuebao(req.lang, 'amountTen'));
    const plan = openPlan(db, planId, req.lang);
    return commit(ctx, req, () => {
      buyPlan(db, ctx.clock, { memberId: m.id, plan, amount, lang: req.lang });
      return ok({}, tYuebao(req.lang, 'bought'));
    });
  });

  api.post(
    '/yuebao/withdrawal',
    { schema: { body: recordBody, response: { 200: answer({ money: num }) } } },
    async (req) => {
      const m = requireMember(ctx, req);
      return commit(ctx, req, () => {
        const total = redeemPlan(db, ctx.clock, m.id, req.body.record_id, req.lang);
        return ok({ money: fmtNum(total) }, tYuebao(req.lang, 'redeemed', { money: fmt(total) }));
      });
    },
  );

  api.post(
    '/yuebao/history',
    { schema: { body: recordBody, response: { 200: answer({ data: list(interest) }) } } },
    async (req) => {
      const m = requireMember(ctx, req);
      const id = req.body.record_id;
      // Ownership is checked here; the real platform shows any member's interest history.
      if (!holdsPlan(db, m.id, id)) fail(400, tYuebao(req.lang, 'redeemFailed'));
      db.transaction(() => accrueInterest(db, ctx.clock, m.id))();
      return ok({ data: interestHistory(db, id).map(historyView) });
    },
  );
}
