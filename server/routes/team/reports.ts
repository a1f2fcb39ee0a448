/* The agent's chart and report: what each figure means is said in rules/teamReports.ts. */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../../http/typeProvider';
import { dateRangeSchema } from '../../rules/filters';
import type { Ctx } from '../../http/context';
import { ok } from '../../http/envelope';
import { fmt } from '../../lib/money';
import { FIGURES, figureByDay, figureTotal, period, teamHeadcount } from '../../rules/teamReports';
import { requireAgent } from './agent';
import { DAY_MS, dayOf, today } from '../../lib/platformDay';
import { answer, list, money, row, text, whole } from '../answers';

/** The period: one string, or a pair of strings (from, to). */
const reportBody = Type.Object({ created_at: Type.Union([Type.String({ maxLength: 64 }), dateRangeSchema]) });

/** Fifteen days of the downline's figures, each a money string. */
const chartAnswer = answer({
  data: list(
    row({ date: text, recharge: money, drawing: money, game_record: money, win: money, fanshui: money, hongli: money }),
  ),
});
const reportAnswer = answer({
  data: row({
    total_recharge: money,
    total_drawing: money,
    total_validbet_amount: money,
    total_online: money,
    total_count: whole,
    active_count: whole,
    total_shuyin: money,
    total_hongli: money,
    total_fanshui: money,
    total_other: money,
    new_member_count: whole,
    total_sy: money,
  }),
});

export function registerTeamReports(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;
  const total = (k: string, agentId: number, from: number, to: number) =>
    figureTotal(db, FIGURES[k], agentId, from, to);

  api.post('/team/chart', { schema: { response: { 200: chartAnswer } } }, async (req) => {
    const me = requireAgent(ctx, req);
    const end = today(ctx.clock).end;
    const from = end - 15 * DAY_MS;
    const series = Object.fromEntries(
      ['recharge', 'drawing', 'valid', 'win', 'fanshui', 'hongli'].map((k) => [
        k,
        figureByDay(db, FIGURES[k], me.id, from, end),
      ]),
    );
    const data = Array.from({ length: 15 }, (_, i) => {
      const v = (k: string) => fmt(series[k].get(i) ?? 0);
      return {
        date: dayOf(from + i * DAY_MS).day,
        recharge: v('recharge'),
        drawing: v('drawing'),
        game_record: v('valid'),
        win: v('win'),
        fanshui: v('fanshui'),
        hongli: v('hongli'),
      };
    });
    return ok({ data });
  });

  api.post(
    '/team/report',
    {
      schema: { body: reportBody, response: { 200: reportAnswer } },
    },
    async (req) => {
      const me = requireAgent(ctx, req);
      const [from, to] = period(req.lang, req.body.created_at);
      const t = (k: string) => total(k, me.id, from, to);
      const heads = teamHeadcount(db, me.id, from, to);
      const win = t('win');
      const hongli = t('hongli');
      const fanshui = t('fanshui');
      return ok({
        data: {
          total_recharge: fmt(t('recharge')),
          total_drawing: fmt(t('drawing')),
          total_validbet_amount: fmt(t('valid')),
          total_online: fmt(t('online')),
          total_count: heads.total,
          active_count: heads.active,
          total_shuyin: fmt(win),
          total_hongli: fmt(hongli),
          total_fanshui: fmt(fanshui),
          total_other: fmt(t('other')),
          new_member_count: heads.joined,
          total_sy: fmt(-win - hongli - fanshui),
        },
      });
    },
  );
}
