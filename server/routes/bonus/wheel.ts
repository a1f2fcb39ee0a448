/*
 * Lucky wheel. Shapes the real platform's documents leave open:
 *   GET  wheel/setting → {data:{prizes:[{id, name, money:"5.88", weight}], desc:<HTML>, per:<yuan per spin>, max:<spins a day>}}
 *   POST wheel/query {name} → {data:{times, used, remain, today_recharge}}
 *   POST wheel/award {name} → {data:{prize:{id, name, money}, index:<position in prizes>, remain}}
 *   POST wheel/log {page?, limit?} → {data: Page<{id, prize_id, name, money, created_at}>}, newest first
 * Spins: one per `per` yuan of today's approved deposits, at most `max` (wheel_setting_json).
 * `name` must be the signed-in member's own account.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import { textsOf, type Lang } from '../../i18n/lang';
import { requireMember } from '../../http/auth';
import { commit } from '../../http/idempotency';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { fmt } from '../../lib/money';
import { getConfig, jsonConfig } from '../../rules/configs';
import { move } from '../../rules/ledger';
import { awardWallet, plainAmount } from '../../rules/levels';
import { today } from '../../lib/platformDay';
import { todayDeposits } from '../../rules/today';
import { tBonus } from '../../i18n/bonus';
import { ymdHis } from '../../lib/time';
import { ownRowsPage } from './ownRows';
import { pageOnly, type Of } from '../bodyShapes';

const nameBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 32 }) });

type Prize = { id: number; money: number; weight: number };
type LogRow = { id: number; prize_id: number; money: number; created_at: number };

export function registerWheel(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;
  const prizes = () => db.prepare('SELECT id, money, weight FROM wheel_prizes ORDER BY sort, id').all() as Prize[];
  const prizeName = (lang: Lang, p: { money: number }) =>
    p.money > 0 ? tBonus(lang, 'cash', { money: plainAmount(p.money) }) : tBonus(lang, 'thanks');
  const setting = () => {
    const s = jsonConfig<{ per?: number; max?: number }>(getConfig(db, 'wheel_setting_json'), {});
    return { per: Math.max(1, Number(s.per) || 100), max: Math.max(0, Number(s.max) || 0) };
  };
  const spins = (memberId: number) => {
    const { per, max } = setting();
    const recharge = todayDeposits(db, ctx.clock, memberId);
    const times = Math.min(max, Math.floor(recharge / (per * 100)));
    const used = (
      db
        .prepare('SELECT COUNT(*) AS n FROM wheel_logs WHERE member_id = ? AND day = ?')
        .get(memberId, today(ctx.clock).day) as { n: number }
    ).n;
    return { times, used, remain: Math.max(0, times - used), recharge };
  };
  const NAME_BODY = { body: nameBody };
  const own = (req: Parameters<typeof requireMember>[1] & { body: Of<typeof nameBody> }) => {
    const m = requireMember(ctx, req);
    if (getConfig(db, 'is_wheel_open') !== '1') fail(400, tBonus(req.lang, 'closed'));
    if (req.body.name !== m.name) fail(400, tBonus(req.lang, 'noMember'));
    return m;
  };

  api.get('/wheel/setting', async (req) => {
    requireMember(ctx, req);
    const { per, max } = setting();
    return ok({
      data: {
        prizes: prizes().map((p) => ({
          id: p.id,
          name: prizeName(req.lang, p),
          money: fmt(p.money),
          weight: p.weight,
        })),
        desc: getConfig(db, 'wheel_desc', req.lang),
        per,
        max,
      },
    });
  });

  api.post('/wheel/query', { schema: NAME_BODY }, async (req) => {
    const m = own(req);
    const s = spins(m.id);
    return ok({ data: { times: s.times, used: s.used, remain: s.remain, today_recharge: fmt(s.recharge) } });
  });

  api.post('/wheel/award', { schema: NAME_BODY }, async (req) => {
    const m = own(req);
    return commit(ctx, req, () => {
      const s = spins(m.id);
      if (s.remain <= 0) fail(400, tBonus(req.lang, 'noSpins'));
      const list = prizes();
      const total = list.reduce((a, p) => a + p.weight, 0);
      let roll = total > 0 ? randomInt(total) : 0;
      const index = Math.max(
        0,
        list.findIndex((p) => (roll -= p.weight) < 0),
      );
      const prize = list[index];
      const info = db
        .prepare('INSERT INTO wheel_logs (member_id, prize_id, day, money, created_at) VALUES (?,?,?,?,?)')
        .run(m.id, prize.id, today(ctx.clock).day, prize.money, ctx.clock.now().getTime());
      if (prize.money > 0) {
        move(db, ctx.clock, {
          memberId: m.id,
          wallet: awardWallet(db),
          delta: prize.money,
          operateType: 15,
          description: textsOf(tBonus, 'logWheel'),
          modelName: 'Wheel',
          modelId: Number(info.lastInsertRowid),
        });
      }
      const name = prizeName(req.lang, prize);
      return ok(
        { data: { prize: { id: prize.id, name, money: fmt(prize.money) }, index, remain: s.remain - 1 } },
        prize.money > 0 ? tBonus(req.lang, 'won', { prize: name }) : name,
      );
    });
  });

  // Every spin, prizes of nothing included, which the money log cannot show.
  api.post(
    '/wheel/log',
    {
      schema: { body: pageOnly },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const q = {
        table: 'wheel_logs',
        columns: 'id, prize_id, money, created_at',
        order: 'id DESC',
        path: '/api/wheel/log',
      };
      return ok({
        data: ownRowsPage(db, m.id, req.body, q, (r: LogRow) => ({
          id: r.id,
          prize_id: r.prize_id,
          name: prizeName(req.lang, r),
          money: fmt(r.money),
          created_at: ymdHis(new Date(r.created_at)),
        })),
      });
    },
  );
}
