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
import { move } from '../../rules/ledger';
import { awardWallet } from '../../rules/levels';
import { dayOf, today } from '../../lib/platformDay';
import { tBonus } from '../../i18n/bonus';
import { textsOf } from '../../i18n/lang';
import { pageOnly, type Of } from '../bodyShapes';
import { ownRowsPage } from './ownRows';

type SignRow = { id: number; day: string; streak: number; streak_start: string; money: number; created_at: number };
type AwardRow = { id: number; award_id: number; days: number; money: number; created_at: number };
const PAGE_QUERY = pageOnly;
const awardParams = Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })) });

export function registerDailyBonus(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;
  const signOf = (memberId: number, day: string) =>
    db.prepare('SELECT * FROM daily_bonus WHERE member_id = ? AND day = ?').get(memberId, day) as SignRow | undefined;

  /** The live streak: today's if signed, else yesterday's (still unbroken), else none. */
  const streakOf = (memberId: number) => {
    const t = today(ctx.clock);
    const row = signOf(memberId, t.day) ?? signOf(memberId, dayOf(t.start - 1).day);
    return { days: row?.streak ?? 0, start: row?.streak_start ?? null, todayChecked: row?.day === t.day };
  };

  const requireOpen = (lang: Parameters<typeof tBonus>[0]) => {
    if (getConfig(db, 'is_daily_bonus_open') !== '1') fail(400, tBonus(lang, 'closed'));
  };

  api.post('/dailybonus/check', async (req) => {
    const m = requireMember(ctx, req);
    requireOpen(req.lang);
    return commit(ctx, req, () => {
      const t = today(ctx.clock);
      if (signOf(m.id, t.day)) fail(400, tBonus(req.lang, 'signedToday'));
      const prev = signOf(m.id, dayOf(t.start - 1).day);
      const streak = prev ? prev.streak + 1 : 1;
      const reward = db
        .prepare('SELECT money FROM sign_in_rewards WHERE day <= ? ORDER BY day DESC LIMIT 1')
        .get(streak) as { money: number } | undefined;
      const money = reward?.money ?? 0;
      const now = ctx.clock.now().getTime();
      const info = db
        .prepare(
          'INSERT INTO daily_bonus (member_id, day, streak, streak_start, money, created_at) VALUES (?,?,?,?,?,?)',
        )
        .run(m.id, t.day, streak, prev ? prev.streak_start : t.day, money, now);
      if (money > 0) {
        move(db, ctx.clock, {
          memberId: m.id,
          wallet: awardWallet(db),
          delta: money,
          operateType: 5,
          description: textsOf(tBonus, 'logSign'),
          modelName: 'DailyBonus',
          modelId: Number(info.lastInsertRowid),
        });
      }
      return ok({ data: { money: fmt(money), days: streak } }, tBonus(req.lang, 'signed', { money: fmt(money) }));
    });
  });

  api.get('/dailybonus/history', async (req) => {
    const m = requireMember(ctx, req);
    const month = today(ctx.clock).day.slice(0, 7);
    const rows = db
      .prepare('SELECT day FROM daily_bonus WHERE member_id = ? AND day LIKE ? ORDER BY day')
      .all(m.id, `${month}-%`) as { day: string }[];
    return ok({ data: { checked_day: rows.map((r) => Number(r.day.slice(8, 10))) } });
  });

  api.get('/dailybonus/award/list', async (req) => {
    const m = requireMember(ctx, req);
    const s = streakOf(m.id);
    const awards = db.prepare('SELECT id, days, money FROM sign_in_awards ORDER BY days').all() as {
      id: number;
      days: number;
      money: number;
    }[];
    const claimed = new Set(
      (s.start
        ? db
            .prepare('SELECT award_id FROM daily_bonus_awards WHERE member_id = ? AND streak_start = ?')
            .all(m.id, s.start)
        : []
      ).map((r) => (r as { award_id: number }).award_id),
    );
    const rewards = db.prepare('SELECT day, money FROM sign_in_rewards ORDER BY day').all() as {
      day: number;
      money: number;
    }[];
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
      schema: { params: awardParams },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      requireOpen(req.lang);
      const id = req.params.id ?? 0;
      return commit(ctx, req, () => {
        const award = db.prepare('SELECT id, days, money FROM sign_in_awards WHERE id = ?').get(id) as
          { id: number; days: number; money: number } | undefined;
        if (!award) fail(400, tBonus(req.lang, 'awardMissing'));
        const s = streakOf(m.id);
        if (!s.start || s.days < award.days) fail(400, tBonus(req.lang, 'notEnoughDays'));
        const r = db
          .prepare(
            'INSERT OR IGNORE INTO daily_bonus_awards (member_id, award_id, streak_start, days, money, created_at) VALUES (?,?,?,?,?,?)',
          )
          .run(m.id, award.id, s.start, award.days, award.money, ctx.clock.now().getTime());
        if (!r.changes) fail(400, tBonus(req.lang, 'awardTaken'));
        if (award.money > 0) {
          move(db, ctx.clock, {
            memberId: m.id,
            wallet: awardWallet(db),
            delta: award.money,
            operateType: 5,
            description: textsOf(tBonus, 'logStreak', { days: award.days }),
            modelName: 'DailyBonusAward',
            modelId: Number(r.lastInsertRowid),
          });
        }
        const money = fmt(award.money);
        return ok({ data: { money } }, tBonus(req.lang, 'awarded', { money }));
      });
    },
  );

  const history = <R>(
    req: FastifyRequest<{ Querystring: Of<typeof PAGE_QUERY> }>,
    table: string,
    columns: string,
    order: string,
    out: (r: R) => object,
    path: string,
  ) => {
    const m = requireMember(ctx, req);
    return ok({ data: ownRowsPage(db, m.id, req.query, { table, columns, order, path }, out) });
  };

  api.get('/dailybonus/award/history', { schema: { querystring: PAGE_QUERY } }, async (req) =>
    history(
      req,
      'daily_bonus_awards',
      'id, award_id, days, money, created_at',
      'id DESC',
      (r: AwardRow) => ({ ...r, money: fmt(r.money), created_at: ymdHis(new Date(r.created_at)) }),
      '/api/dailybonus/award/history',
    ),
  );

  api.get('/dailybonus/money/history', { schema: { querystring: PAGE_QUERY } }, async (req) =>
    history(
      req,
      'daily_bonus',
      'id, day, streak, money, created_at',
      'day DESC',
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
