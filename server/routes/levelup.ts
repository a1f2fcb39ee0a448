import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../http/typeProvider';
import type { Ctx } from '../http/context';
import type { Lang } from '../i18n/lang';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { fmt } from '../lib/money';
import { ymdHis } from '../lib/time';
import { getConfig } from '../rules/configs';
import {
  allLevels,
  levelAwards,
  levelFor,
  memberForSearch,
  plainAmount,
  shortAmount,
  totalValidBet,
} from '../rules/levels';
import { tLevelup } from '../i18n/levelup';
import { answer, list, mapOf, money, moneyOrZero, num, row, text, whole } from './answers';

const TEXT_PARTS = ['activity', 'example', 'level', 'month'] as const;

function requireOpen(ctx: Ctx, lang: Lang): void {
  if (getConfig(ctx.db, 'activity_shengji_enable', lang) !== '1') fail(400, tLevelup(lang, 'closed'));
}

const searchQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: 32 }) });

/** A level as the page shows it: the bets to reach it in short form (a whole number, or "12.5万"). */
const levelRow = row({
  level: whole,
  dama: Type.Union([whole, text]),
  level_money: text,
  total_level_money: num,
  week_award: text,
  month_award: text,
  credit: text,
  is_vip: whole,
  is_speed: whole,
  is_special: whole,
  is_fs: whole,
});
/** The level table and the page's texts by slot key. */
const settingAnswer = answer({ data: row({ levels: list(levelRow), text: mapOf(text) }) });
/** Where a member stands: amounts are money strings, or 0 when there is none (a platform quirk). */
const searchAnswer = answer({
  data: row({
    name: text,
    level: whole,
    total_bet: moneyOrZero,
    level_award: moneyOrZero,
    week_award: moneyOrZero,
    month_award: moneyOrZero,
    remain_bet: whole,
    list: list(
      row({
        created_at: text,
        money,
        operate_type: whole,
        money_type: text,
        operate_type_text: text,
        money_type_text: text,
      }),
    ),
  }),
});

export function registerLevelup(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const { db } = ctx;
  const dash = ' - ';

  for (const kind of ['live', 'slot'] as const) {
    api.get(`/levelup/${kind}/setting`, { schema: { response: { 200: settingAnswer } } }, async (req) => {
      requireOpen(ctx, req.lang);
      let running = 0;
      const yuan = (c: number) => (c > 0 ? tLevelup(req.lang, 'yuan', { money: plainAmount(c) }) : dash);
      const levels = allLevels(db).map((l) => {
        running += l.level_money;
        return {
          level: l.level,
          dama: shortAmount(l.condition_money, req.lang),
          level_money: plainAmount(l.level_money),
          total_level_money: Number(plainAmount(running)),
          week_award: yuan(l.week_money),
          month_award: yuan(l.month_money),
          credit: l.credit_money > 0 ? String(shortAmount(l.credit_money, req.lang)) : dash,
          is_vip: 1,
          is_speed: 1,
          is_special: 1,
          is_fs: 1,
        };
      });
      // Both pages answer with the slot key names, whichever texts they carry (a platform quirk).
      const text = Object.fromEntries(
        TEXT_PARTS.map((p) => [`levelup_slot_${p}`, getConfig(db, `levelup_${kind}_${p}`, req.lang)]),
      );
      return ok({ data: { levels, text } });
    });

    api.get(
      `/levelup/${kind}/search`,
      {
        schema: { querystring: searchQuery, response: { 200: searchAnswer } },
      },
      async (req) => {
        requireOpen(ctx, req.lang);
        const name = req.query.name;
        const m = memberForSearch(db, name);
        if (!m || m.is_demo || m.status !== 1) fail(400, tLevelup(req.lang, 'noMember'));
        const levels = allLevels(db);
        const bet = totalValidBet(db, m.id);
        const cur = levels.find((l) => l.level === m.level);
        const next = levels.find((l) => l.level === Math.max(m.level, levelFor(levels, bet)) + 1);
        const logs = levelAwards(db, m.id);
        return ok({
          data: {
            name: m.name,
            level: m.level,
            total_bet: bet > 0 ? fmt(bet) : 0,
            level_award: cur ? fmt(cur.level_money) : 0,
            week_award: cur ? fmt(cur.week_money) : 0,
            month_award: cur ? fmt(cur.month_money) : 0,
            remain_bet: next ? Math.max(0, Math.ceil((next.condition_money - bet) / 100)) : 0,
            list: logs.map((l) => ({
              created_at: ymdHis(new Date(l.created_at)),
              money: fmt(l.money),
              operate_type: l.operate_type,
              money_type: l.money_type,
              operate_type_text: tLevelup(req.lang, `type${l.operate_type}`),
              money_type_text: tLevelup(req.lang, l.money_type === 'fs_money' ? 'walletFs' : 'walletMoney'),
            })),
          },
        });
      },
    );
  }
}
