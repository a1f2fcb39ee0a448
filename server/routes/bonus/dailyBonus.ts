/*
 * Daily sign-in. Shapes the real platform's documents leave open:
 *   POST dailybonus/check          → {data:{money:"3.00", days:<streak>}}, message "签到成功，获得 3.00 元"
 *   GET  dailybonus/history        → {data:{checked_day:[1,2,5]}} (days of this month, UTC+8)
 *   GET  dailybonus/award/list     → {data:{list:[{id, days, money, status:0 not reached|1 claimable|2 claimed}],
 *                                     config:{continuous_days, today_checked:0|1, rewards:[{day, money}]}}}
 *   POST dailybonus/{id}/award     → {data:{money}}; once per streak, when the streak reaches `days`
 *   GET  dailybonus/award/history  → {data: Page<{id, award_id, days, money, created_at}>}
 *   GET  dailybonus/money/history  → {data: Page<{id, day, days, money, created_at}>}
 * A streak continues when yesterday was signed; the reward is that of the streak day (the last repeats).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import { requireMember } from '../../http/auth';
import { commit } from '../../http/idempotency';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { fmt } from '../../lib/money';
import { ymdHis } from '../../lib/time';
import { getConfig } from '../../rules/configs';
import { tBonus } from '../../i18n/bonus';
import { pageOnly, type Of } from '../bodyShapes';
import { ownRowsPage } from '../../rules/ownRows';
import { answer, list, money, pageOf, row, text, whole } from '../answers';
import {
  AWARD_HISTORY,
  claimedAwards,
  claimStreakAward,
  dayRewards,
  SIGN_HISTORY,
  signedDaysThisMonth,
  signToday,
  streakAwards,
  streakOf,
  type AwardRow,
  type SignRow,
} from '../../rules/dailyBonus';

const PAGE_QUERY = pageOnly;
const awardParams = Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })) });

const signAnswer = answer({ data: row({ money, days: whole }) });
const daysAnswer = answer({ data: row({ checked_day: list(whole) }) });
const awardsAnswer = answer({
  data: row({
    list: list(row({ id: whole, days: whole, money, status: whole })),
    config: row({
      continuous_days: whole,
      today_checked: whole,
      rewards: list(row({ day: whole, money })),
    }),
  }),
});
/** A page of the streak awards claimed. */
const awardHistoryAnswer = answer({
  data: pageOf(row({ id: whole, award_id: whole, days: whole, money, created_at: text })),
});
/** A page of the sign-ins, each with the streak it made. */
const signHistoryAnswer = answer({
  data: pageOf(row({ id: whole, day: text, days: whole, money, created_at: text })),
});

export function registerDailyBonus(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;
  const requireOpen = (lang: Parameters<typeof tBonus>[0]) => {
    if (getConfig(db, 'is_daily_bonus_open') !== '1') fail(400, tBonus(lang, 'closed'));
  };

  api.post('/dailybonus/check', { schema: { response: { 200: signAnswer } } }, async (req) => {
    const m = requireMember(ctx, req);
    requireOpen(req.lang);
    return commit(ctx, req, () => {
      const { money, streak } = signToday(db, ctx.clock, m.id, req.lang);
      return ok({ data: { money: fmt(money), days: streak } }, tBonus(req.lang, 'signed', { money: fmt(money) }));
    });
  });

  api.get('/dailybonus/history', { schema: { response: { 200: daysAnswer } } }, async (req) => {
    const m = requireMember(ctx, req);
    return ok({ data: { checked_day: signedDaysThisMonth(db, ctx.clock, m.id) } });
  });

  api.get('/dailybonus/award/list', { schema: { response: { 200: awardsAnswer } } }, async (req) => {
    const m = requireMember(ctx, req);
    const s = streakOf(db, ctx.clock, m.id);
    const awards = streakAwards(db);
    const claimed = claimedAwards(db, m.id, s.start);
    const rewards = dayRewards(db);
    return ok({
      data: {
        list: awards.map((a) => ({
          id: a.id,
          days: a.days,
          money: fmt(a.money),
          status: claimed.has(a.id) ? 2 : s.days >= a.days ? 1 : 0,
        })),
        config: {
          continuous_days: s.days,
          today_checked: s.todayChecked ? 1 : 0,
          rewards: rewards.map((r) => ({ day: r.day, money: fmt(r.money) })),
        },
      },
    });
  });

  api.post(
    '/dailybonus/:id/award',
    {
      schema: { params: awardParams, response: { 200: answer({ data: row({ money }) }) } },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      requireOpen(req.lang);
      const id = req.params.id ?? 0;
      return commit(ctx, req, () => {
        const award = claimStreakAward(db, ctx.clock, m.id, id, req.lang);
        const money = fmt(award.money);
        return ok({ data: { money } }, tBonus(req.lang, 'awarded', { money }));
      });
    },
  );

  const history = <R, O extends object>(
    req: FastifyRequest<{ Querystring: Of<typeof PAGE_QUERY> }>,
    rows: typeof SIGN_HISTORY,
    out: (r: R) => O,
    path: string,
  ) => {
    const m = requireMember(ctx, req);
    return ok({ data: ownRowsPage(db, m.id, req.query, { ...rows, path }, out) });
  };

  api.get(
    '/dailybonus/award/history',
    { schema: { querystring: PAGE_QUERY, response: { 200: awardHistoryAnswer } } },
    async (req) =>
      history(
        req,
        AWARD_HISTORY,
        (r: AwardRow) => ({ ...r, money: fmt(r.money), created_at: ymdHis(new Date(r.created_at)) }),
        '/api/dailybonus/award/history',
      ),
  );

  api.get(
    '/dailybonus/money/history',
    { schema: { querystring: PAGE_QUERY, response: { 200: signHistoryAnswer } } },
    async (req) =>
      history(
        req,
        SIGN_HISTORY,
        (r: Omit<SignRow, 'streak_start'>) => ({
          id: r.id,
          day: r.day,
          days: r.streak,
          money: fmt(r.money),
          created_at: ymdHis(new Date(r.created_at)),
        }),
        '/api/dailybonus/money/history',
      ),
  );
}
