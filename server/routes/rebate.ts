import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { requireMember } from '../http/auth';
import { commit } from '../http/idempotency';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { fmt, fmtNum } from '../lib/money';
import { typed } from '../http/typeProvider';
import { int, obj } from './bodyShapes';
import { DAY_MS, dayStart } from '../lib/platformDay';
import { tRebate } from '../i18n/rebate';
import { gameTypeText } from '../i18n/game';
import { getConfig } from '../rules/configs';
import { claimedJustNow, claimFs, computeFs, fsLevelsConfigured, rebatePaid, rebateWallet } from '../rules/rebate';
import { asLang } from '../i18n/lang';
import { answer, done, list, money, moneyOrZero, num, row, text, whole } from './answers';

const fetchBody = obj({ deadtime: int(0, 99999999999) }, ['deadtime']);

/** Today's rebate lines and the rebates paid (today, yesterday, all time); a demo player's has no sums. */
const fsAnswer = answer({
  data: list(
    row({
      total_valid: money,
      gameType: whole,
      api_names: text,
      rate: text,
      fs_money: num,
      game_type_text: text,
    }),
  ),
  deadtime: whole,
  today: Type.Optional(moneyOrZero),
  yesterday: Type.Optional(moneyOrZero),
  total: Type.Optional(moneyOrZero),
});

export function registerRebate(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  api.get('/fsnow/list', { schema: { response: { 200: fsAnswer } } }, async (req) => {
    const m = requireMember(ctx, req, { allowDemo: true });
    const nowMs = ctx.clock.now().getTime();
    const deadtime = Math.floor(nowMs / 1000);
    if (m.is_demo) return ok({ data: [], deadtime });
    const lang = asLang(m.lang);
    if (!fsLevelsConfigured(ctx.db, lang)) fail(400, tRebate(req.lang, 'noLevels'));
    const lines = computeFs(ctx.db, m.id, lang, deadtime * 1000);
    const sumSince = (from: number, to: number) => rebatePaid(ctx.db, m.id, from, to);
    const today = dayStart(nowMs);
    return ok({
      data: lines.map((l) => ({
        total_valid: fmt(l.totalValid),
        gameType: l.gameType,
        api_names: l.apiNames,
        rate: l.rate,
        fs_money: fmtNum(l.fs),
        game_type_text: gameTypeText(l.gameType, req.lang),
      })),
      deadtime,
      today: sumSince(today, Number.MAX_SAFE_INTEGER),
      yesterday: sumSince(today - DAY_MS, today),
      total: sumSince(0, Number.MAX_SAFE_INTEGER),
    });
  });

  api.post(
    '/fsnow/fetch',
    {
      schema: { body: fetchBody, response: { 200: done } },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const lang = req.lang;
      if (getConfig(ctx.db, 'is_realtime_fs_mode') !== '1') fail(400, tRebate(lang, 'closed'));
      const nowMs = ctx.clock.now().getTime();
      const deadtime = Math.min(req.body.deadtime, Math.floor(nowMs / 1000));
      const mLang = asLang(m.lang);
      if (!fsLevelsConfigured(ctx.db, mLang)) fail(400, tRebate(lang, 'noLevels'));
      const wallet = rebateWallet(ctx.db);
      return commit(ctx, req, () => {
        if (claimedJustNow(ctx.db, m.id, deadtime, nowMs)) fail(400, tRebate(lang, 'duplicate'));
        if (claimFs(ctx.db, ctx.clock, { memberId: m.id, lang: mLang, deadlineMs: deadtime * 1000, wallet }) <= 0)
          fail(400, tRebate(lang, 'nothing'));
        return ok({}, tRebate(lang, 'claimed'));
      });
    },
  );
}
