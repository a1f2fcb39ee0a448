/*
 * Lucky wheel. Shapes the real platform's documents leave open:
 *   GET  wheel/setting → {data:{prizes:[{id, name, money:"5.88", weight}], desc:<HTML>, per:<yuan per spin>, max:<spins a day>}}
 *   POST wheel/query {name} → {data:{times, used, remain, today_recharge}}
 *   POST wheel/award {name} → {data:{prize:{id, name, money}, index:<position in prizes>, remain}}
 *   POST wheel/log {page?, limit?} → {data: Page<{id, prize_id, name, money, created_at}>}, newest first
 * Spins: one per `per` yuan of today's approved deposits, at most `max` (wheel_setting_json).
 * `name` must be the signed-in member's own account.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import type { Lang } from '../../i18n/lang';
import { requireMember } from '../../http/auth';
import { commit } from '../../http/idempotency';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { fmt } from '../../lib/money';
import { getConfig } from '../../rules/configs';
import { plainAmount } from '../../rules/levels';
import { spinWheel, WHEEL_HISTORY, wheelPrizes, wheelSetting, wheelSpins, type WheelLogRow } from '../../rules/wheel';
import { tBonus } from '../../i18n/bonus';
import { ymdHis } from '../../lib/time';
import { ownRowsPage } from '../../rules/ownRows';
import { pageOnly, type Of } from '../bodyShapes';
import { answer, list, money, num, pageOf, row, text, whole } from '../answers';

const nameBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 32 }) });

const prizeRow = { id: whole, name: text, money };
const settingAnswer = answer({
  data: row({ prizes: list(row({ ...prizeRow, weight: whole })), desc: text, per: num, max: num }),
});
const queryAnswer = answer({ data: row({ times: whole, used: whole, remain: whole, today_recharge: money }) });
const awardAnswer = answer({ data: row({ prize: row(prizeRow), index: whole, remain: whole }) });
const logAnswer = answer({
  data: pageOf(row({ id: whole, prize_id: whole, name: text, money, created_at: text })),
});

export function registerWheel(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;
  const prizes = () => wheelPrizes(db);
  const prizeName = (lang: Lang, p: { money: number }) =>
    p.money > 0 ? tBonus(lang, 'cash', { money: plainAmount(p.money) }) : tBonus(lang, 'thanks');
  const setting = () => wheelSetting(db);
  const spins = (memberId: number) => wheelSpins(db, ctx.clock, memberId);
  const NAME_BODY = { body: nameBody };
  const own = (req: Parameters<typeof requireMember>[1] & { body: Of<typeof nameBody> }) => {
    const m = requireMember(ctx, req);
    if (getConfig(db, 'is_wheel_open') !== '1') fail(400, tBonus(req.lang, 'closed'));
    if (req.body.name !== m.name) fail(400, tBonus(req.lang, 'noMember'));
    return m;
  };

  api.get('/wheel/setting', { schema: { response: { 200: settingAnswer } } }, async (req) => {
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

  api.post('/wheel/query', { schema: { ...NAME_BODY, response: { 200: queryAnswer } } }, async (req) => {
    const m = own(req);
    const s = spins(m.id);
    return ok({ data: { times: s.times, used: s.used, remain: s.remain, today_recharge: fmt(s.recharge) } });
  });

  api.post('/wheel/award', { schema: { ...NAME_BODY, response: { 200: awardAnswer } } }, async (req) => {
    const m = own(req);
    return commit(ctx, req, () => {
      const { prize, index, remain } = spinWheel(db, ctx.clock, m.id, req.lang);
      const name = prizeName(req.lang, prize);
      return ok(
        { data: { prize: { id: prize.id, name, money: fmt(prize.money) }, index, remain } },
        prize.money > 0 ? tBonus(req.lang, 'won', { prize: name }) : name,
      );
    });
  });

  // Every spin, prizes of nothing included, which the money log cannot show.
  api.post(
    '/wheel/log',
    {
      schema: { body: pageOnly, response: { 200: logAnswer } },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const q = { ...WHEEL_HISTORY, path: '/api/wheel/log' };
      return ok({
        data: ownRowsPage(db, m.id, req.body, q, (r: WheelLogRow) => ({
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
