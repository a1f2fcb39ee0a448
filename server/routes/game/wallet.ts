import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../../http/typeProvider';
import { oneOfStrings } from '../../rules/filters';
import type { Ctx } from '../../http/context';
import { requireMember } from '../../http/auth';
import { commit } from '../../http/idempotency';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { fmt, toCents, type Cents } from '../../lib/money';
import { tGame } from '../../i18n/game';
import { tCore } from '../../i18n/core';
import type { Lang } from '../../i18n/lang';
import {
  allWallets,
  ensureGameWallet,
  findOpenApi,
  gameWallet,
  normaliseApiCode,
  someWallets,
  type ApiRow,
} from '../../rules/suppliers';
import {
  depositToGame,
  lastTransferInApi,
  recoverFrom,
  wholeUnits,
  withTransferLock,
  withdrawFromGame,
} from '../../rules/transfers';
import { refuseAtLossLimit } from '../../rules/playLimits';
import { openGameSession } from '../../rules/gameSessions';
import { followIntoGame, recoverIfEmpty, setTransferMode, transferMode } from '../../rules/transferMode';
import { answer, list, money, row, text, whole } from '../answers';

const moneyField = Type.String({ maxLength: 20 });
const apiCodeField = Type.String({ minLength: 1, maxLength: 20 });
const loginQuery = Type.Object({
  api_code: apiCodeField,
  isMobile: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  gameType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  gameCode: Type.Optional(Type.String({ maxLength: 64 })),
});
const apiBody = Type.Object({ api_code: apiCodeField });
const depositBody = Type.Object({
  api_code: apiCodeField,
  money: moneyField,
  money_type: Type.Optional(oneOfStrings(['money', 'fs_money'])),
});
const withdrawBody = Type.Object({ api_code: apiCodeField, money: moneyField });
/** On or off, as the app sends it: 0/1, '0'/'1' or a boolean. */
const modeBody = Type.Object({
  status: Type.Unsafe<0 | 1 | '0' | '1' | boolean>({ enum: [0, 1, '0', '1', true, false] }),
});
const recoverBody = Type.Object({ api_code: Type.Optional(Type.String({ maxLength: 20 })) });

/** A wallet as suppliers.ts writes it: its balance, or the platform's word for a supplier account not opened yet. */
const wallet = row({ api_name: text, api_title: text, money: text });
/** Every wallet of the member, the main ones first. */
const walletsAnswer = answer({ data: row({ api_moneys: list(wallet) }) });
/** The wallets of one game's page, and whether auto transfer is on. */
const someAnswer = answer({ data: row({ money_info: list(wallet), is_trans_on: whole }) });

function openApi(ctx: Ctx, code: unknown, lang: Lang): ApiRow {
  const api = findOpenApi(ctx.db, normaliseApiCode(code));
  if (!api) fail(400, tGame(lang, 'apiMissing'));
  return api;
}

/** Whole units of a transfer amount; junk or less than one unit is refused. */
function transferCents(v: unknown, lang: Lang): Cents {
  const cents = toCents(v);
  if (cents === null || cents < 0) fail(422, tGame(lang, 'amountInvalid'));
  const whole = wholeUnits(cents);
  if (whole < 100) fail(400, tGame(lang, 'amountInvalid'));
  return whole;
}

export function registerGameWallet(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  api.route({
    method: ['GET', 'POST'],
    url: '/game/login',
    schema: { querystring: loginQuery, response: { 200: answer({ game_url: text }) } },
    handler: async (req) => {
      const m = requireMember(ctx, req, { allowDemo: true });
      const q = req.query;
      const a = openApi(ctx, q.api_code, req.lang);
      refuseAtLossLimit(ctx, req.lang, m.id);
      const now = ctx.clock.now().getTime();
      ctx.db.transaction(() => ensureGameWallet(ctx.db, m.id, a.api_name, now))();
      if (transferMode(ctx.db, m.id).is_trans_on) {
        await withTransferLock(ctx, m.id, req.lang, () => followIntoGame(ctx, m.id, a.api_name, req.lang));
      }
      const token = openGameSession(ctx.db, now, {
        memberId: m.id,
        apiName: a.api_name,
        gameType: q.gameType,
        gameCode: String(q.gameCode ?? ''),
      });
      return ok({ game_url: `/sim/game/${a.api_name}?session=${token}&lang=${req.lang}` });
    },
  });

  api.post('/game/api_moneys', { schema: { response: { 200: walletsAnswer } } }, async (req) => {
    const m = requireMember(ctx, req, { allowDemo: true });
    return ok({ data: { api_moneys: allWallets(ctx.db, m.id, req.lang) } });
  });

  api.post('/game/api_money', { schema: { body: apiBody, response: { 200: someAnswer } } }, async (req) => {
    const m = requireMember(ctx, req, { allowDemo: true });
    const a = openApi(ctx, req.body.api_code, req.lang);
    const recovered = recoverIfEmpty(ctx, m.id, a.api_name, req.lang);
    const names = recovered ? [a.api_name, recovered] : [a.api_name];
    return ok({
      data: {
        money_info: someWallets(ctx.db, m.id, req.lang, names),
        is_trans_on: transferMode(ctx.db, m.id).is_trans_on,
      },
    });
  });

  api.post(
    '/game/deposit',
    {
      schema: { body: depositBody, response: { 200: answer({ money }) } },
    },
    async (req) => {
      const m = requireMember(ctx, req, { allowDemo: true });
      const b = req.body;
      const a = openApi(ctx, b.api_code, req.lang);
      const cents = transferCents(b.money, req.lang);
      refuseAtLossLimit(ctx, req.lang, m.id);
      return withTransferLock(ctx, m.id, req.lang, () =>
        commit(ctx, req, () => {
          depositToGame(ctx.db, ctx.clock, {
            memberId: m.id,
            apiName: a.api_name,
            cents,
            from: b.money_type ?? 'money',
            lang: req.lang,
          });
          return ok({ money: fmt(cents) }, tGame(req.lang, 'depositOk'));
        }),
      );
    },
  );

  api.post(
    '/game/withdrawal',
    {
      schema: { body: withdrawBody, response: { 200: answer({ money }) } },
    },
    async (req) => {
      const m = requireMember(ctx, req, { allowDemo: true });
      const b = req.body;
      const a = openApi(ctx, b.api_code, req.lang);
      const cents = transferCents(b.money, req.lang);
      return withTransferLock(ctx, m.id, req.lang, () =>
        commit(ctx, req, () => {
          withdrawFromGame(ctx.db, ctx.clock, { memberId: m.id, apiName: a.api_name, cents, lang: req.lang });
          return ok({ money: fmt(cents) }, tGame(req.lang, 'withdrawOk'));
        }),
      );
    },
  );

  api.post(
    '/game/change_trans',
    {
      schema: { body: modeBody, response: { 200: answer({ api_code: Type.Optional(text) }) } },
    },
    async (req) => {
      const m = requireMember(ctx, req, { allowDemo: true });
      const status = Number(req.body.status) ? 1 : 0;
      if (status === 0) {
        setTransferMode(ctx.db, m.id, false);
        return ok({}, tGame(req.lang, 'manualMode'));
      }
      const last = lastTransferInApi(ctx.db, m.id);
      await withTransferLock(ctx, m.id, req.lang, () => {
        if (last) recoverFrom(ctx.db, ctx.clock, m.id, last, req.lang);
        setTransferMode(ctx.db, m.id, true);
      });
      return ok({ api_code: last ?? '' }, tGame(req.lang, 'autoMode'));
    },
  );

  api.post('/game/balance', { schema: { body: apiBody, response: { 200: answer({ money: text }) } } }, async (req) => {
    const m = requireMember(ctx, req, { allowDemo: true });
    const a = openApi(ctx, req.body.api_code, req.lang);
    const bal = gameWallet(ctx.db, m.id, a.api_name);
    return ok({ money: bal === null ? tCore(req.lang, 'notOpened') : fmt(bal) });
  });

  api.post('/game/recovery_last', { schema: { body: recoverBody, response: { 200: walletsAnswer } } }, async (req) => {
    const m = requireMember(ctx, req, { allowDemo: true });
    const code = req.body?.api_code;
    const apiName = code ? openApi(ctx, code, req.lang).api_name : lastTransferInApi(ctx.db, m.id);
    const wallets = () => ok({ data: { api_moneys: allWallets(ctx.db, m.id, req.lang) } });
    if (!apiName) return commit(ctx, req, wallets);
    return withTransferLock(ctx, m.id, req.lang, () =>
      commit(ctx, req, () => {
        recoverFrom(ctx.db, ctx.clock, m.id, apiName, req.lang);
        return wallets();
      }),
    );
  });
}
