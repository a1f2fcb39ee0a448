import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { typed } from '../http/typeProvider';
import { requireMember } from '../http/auth';
import { ok } from '../http/envelope';
import { fmt } from '../lib/money';
import { allLevels, approvedDeposits, bonusReceived, totalValidBet } from '../rules/levels';
import { tLevelup } from '../i18n/levelup';
import { answer, list, money, row, text, whole } from './answers';

/** The VIP table, what the member has bet and deposited, the level-up kinds and the bonuses received so far. */
const vipsAnswer = answer({
  data: row({
    levels: list(
      row({
        level: whole,
        level_name: text,
        deposit_money: money,
        bet_money: money,
        level_bonus: money,
        day_bonus: money,
        week_bonus: money,
        month_bonus: money,
        year_bonus: money,
        credit_bonus: money,
        levelup_type: whole,
        lang: text,
      }),
    ),
    total_bet: money,
    total_deposit: money,
    levelup_types: row({ 1: text, 2: text, 3: text, 4: text }),
    member_levels: row({
      level_bonus: money,
      day_bonus: money,
      week_bonus: money,
      month_bonus: money,
      year_bonus: money,
    }),
  }),
});

/**
 * GET /member/vips. The VIP table is the level-up table: levels rise by cumulative valid bets
 * (levelup_type 2). member_levels holds what the member has received of each bonus kind so far.
 */
export function registerVip(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;
  api.get('/member/vips', { schema: { response: { 200: vipsAnswer } } }, async (req) => {
    const m = requireMember(ctx, req, { allowDemo: true });
    const levels = allLevels(db).map((l) => ({
      level: l.level,
      level_name: l.level_name,
      deposit_money: fmt(l.deposit_money),
      bet_money: fmt(l.condition_money),
      level_bonus: fmt(l.level_money),
      day_bonus: '0.00',
      week_bonus: fmt(l.week_money),
      month_bonus: fmt(l.month_money),
      year_bonus: '0.00',
      credit_bonus: fmt(l.credit_money),
      levelup_type: 2,
      lang: req.lang,
    }));
    const received = (types: number[]) => fmt(bonusReceived(db, m.id, types));
    return ok({
      data: {
        levels,
        total_bet: fmt(totalValidBet(db, m.id)),
        total_deposit: fmt(approvedDeposits(db, m.id)),
        levelup_types: {
          1: tLevelup(req.lang, 'upDeposit'),
          2: tLevelup(req.lang, 'upBet'),
          3: tLevelup(req.lang, 'upEither'),
          4: tLevelup(req.lang, 'upAll'),
        },
        member_levels: {
          level_bonus: received([20, 29]),
          day_bonus: received([25]),
          week_bonus: received([21, 26]),
          month_bonus: received([22, 27]),
          year_bonus: received([28]),
        },
      },
    });
  });
}
