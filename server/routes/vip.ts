import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { requireMember } from '../http/auth';
import { ok } from '../http/envelope';
import { fmt } from '../lib/money';
import { allLevels, approvedDeposits, bonusReceived, totalValidBet } from '../rules/levels';
import { tLevelup } from '../i18n/levelup';
import { answer, openObject } from './answers';

/**
 * GET /member/vips. The VIP table is the level-up table: levels rise by cumulative valid bets
 * (levelup_type 2). member_levels holds what the member has received of each bonus kind so far.
 */
export function registerVip(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  api.get('/member/vips', { schema: { response: { 200: answer({ data: openObject }) } } }, async (req) => {
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
