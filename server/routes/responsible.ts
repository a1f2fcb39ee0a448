import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { requireMember } from '../http/auth';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { fmt, toCents } from '../lib/money';
import { parseDate, ymdHis } from '../lib/time';
import { tCore } from '../i18n/core';
import { tResponsible } from '../i18n/responsible';
import { changeLimit, changesOf, confirmLimit, limitsView, LIMIT_KINDS } from '../rules/playLimits';
import { BLOCK_PERIODS, blockEnd, isBlockChoice, takeBlock } from '../rules/playBlocks';
import { answerRealityCheck, realityView, REALITY_MINUTES, sessionView, setRealityMinutes } from '../rules/playReality';
import { statementOf } from '../rules/playFigures';
import { PERIODS } from '../rules/playWindows';
import { typed } from '../http/typeProvider';
import { emptyBodyAsObject, intIn, obj, str, strIn } from './bodyShapes';
import { answer, done, flag, list, money, orNull, row, text, whole } from './answers';

const limitKey = { kind: strIn(LIMIT_KINDS), period: strIn(PERIODS) };
const blockKey = { kind: strIn(Object.keys(BLOCK_PERIODS)), period: str(4) };

/** A lowered limit applies now; a raised one waits, and says when it applies. */
const limitAnswer = answer({ data: row({ applied: flag, applies_at: orNull(text) }) });
/** The reality check's interval and when it is next due (realityView). */
const realityAnswer = answer({
  data: row({
    minutes: whole,
    session_started_at: text,
    now: text,
    next_due_at: orNull(text),
    due_in_s: orNull(whole),
  }),
});
/** Each limit: its amount (null: none), what is used and left in the window, when it turns, a waiting change. */
const limitsAnswer = answer({
  data: row({
    limits: list(
      row({
        kind: text,
        period: text,
        amount: orNull(money),
        used: money,
        left: orNull(money),
        resets_at: text,
        pending: orNull(row({ amount: orNull(money), requested_at: text, applies_at: text, confirmable: flag })),
      }),
    ),
    now: text,
  }),
});
/** The session's figures for the reality check's dialog (sessionView). */
const sessionAnswer = answer({
  data: row({ session_started_at: text, minutes: whole, stakes: money, returns: money, net: money }),
});
const untilAnswer = answer({ data: row({ until: text }) });
const changesAnswer = answer({
  data: list(
    row({
      what: text,
      kind: text,
      period: text,
      amount: orNull(money),
      effective_at: orNull(text),
      created_at: text,
    }),
  ),
});
const month = row({ label: text, deposits: money, withdrawals: money, stakes: money, returns: money, net: money });
const statementAnswer = answer({ data: row({ months: list(month), days: list(month) }) });

/**
 * Responsible play (limits, reality checks, time-out, self-exclusion, the activity statement): members only, not
 * demo players. Started without them (`responsiblePlay: false`) the platform answers 404 here, as one that never
 * had these calls, and enforces nothing.
 */
export function registerResponsible(api: FastifyInstance, ctx: Ctx): void {
  api.register(async (plain) => {
    const rp = typed(plain);
    rp.addHook('onRequest', async (req, reply) => {
      if (!ctx.responsiblePlay)
        reply.code(404).send({ status: 'error', code: 404, message: tCore(req.lang, 'notFound') });
    });

    rp.get('/responsible/limits', { schema: { response: { 200: limitsAnswer } } }, async (req) => {
      const m = requireMember(ctx, req);
      return ok({ data: { limits: limitsView(ctx, m.id), now: ymdHis(ctx.clock.now()) } });
    });

    rp.post(
      '/responsible/limits',
      {
        preValidation: emptyBodyAsObject,
        schema: { body: obj({ ...limitKey, amount: str(20) }, ['kind', 'period']), response: { 200: limitAnswer } },
      },
      async (req) => {
        const m = requireMember(ctx, req);
        const b = req.body;
        const text = (b.amount ?? '').trim();
        const cents = text === '' ? null : toCents(text);
        if (cents !== null && cents <= 0) fail(422, tResponsible(req.lang, 'amountInvalid'));
        if (text !== '' && cents === null) fail(422, tResponsible(req.lang, 'amountInvalid'));
        const { appliesAt } = changeLimit(ctx, m.id, b.kind, b.period, cents);
        const at = appliesAt === null ? null : ymdHis(new Date(appliesAt));
        return ok(
          { data: { applied: at === null, applies_at: at } },
          at ? tResponsible(req.lang, 'waits', { at }) : tResponsible(req.lang, 'saved'),
        );
      },
    );

    rp.post(
      '/responsible/limits/confirm',
      {
        preValidation: emptyBodyAsObject,
        schema: { body: obj(limitKey, ['kind', 'period']), response: { 200: done } },
      },
      async (req) => {
        const m = requireMember(ctx, req);
        const b = req.body;
        confirmLimit(ctx, req.lang, m.id, b.kind, b.period);
        return ok({}, tResponsible(req.lang, 'saved'));
      },
    );

    rp.get('/responsible/reality', { schema: { response: { 200: realityAnswer } } }, async (req) => {
      const m = requireMember(ctx, req);
      return ok({ data: realityView(ctx, m.id) });
    });

    rp.post(
      '/responsible/reality',
      {
        preValidation: emptyBodyAsObject,
        schema: { body: obj({ minutes: intIn(REALITY_MINUTES) }, ['minutes']), response: { 200: realityAnswer } },
      },
      async (req) => {
        const m = requireMember(ctx, req);
        setRealityMinutes(ctx, m.id, req.body.minutes);
        return ok({ data: realityView(ctx, m.id) }, tResponsible(req.lang, 'saved'));
      },
    );

    rp.post('/responsible/reality/ack', { schema: { response: { 200: realityAnswer } } }, async (req) => {
      const m = requireMember(ctx, req);
      answerRealityCheck(ctx, m.id);
      return ok({ data: realityView(ctx, m.id) });
    });

    rp.get('/responsible/session', { schema: { response: { 200: sessionAnswer } } }, async (req) => {
      const m = requireMember(ctx, req);
      return ok({ data: sessionView(ctx, m.id) });
    });

    rp.get(
      '/responsible/block/quote',
      { schema: { querystring: obj(blockKey, ['kind', 'period']), response: { 200: untilAnswer } } },
      async (req) => {
        requireMember(ctx, req);
        const q = req.query;
        if (!isBlockChoice(q.kind, q.period)) fail(422, tResponsible(req.lang, 'choiceInvalid'));
        return ok({ data: { until: ymdHis(new Date(blockEnd(q.kind, q.period, ctx.clock.now().getTime()))) } });
      },
    );

    rp.post(
      '/responsible/block',
      {
        preValidation: emptyBodyAsObject,
        schema: { body: obj({ ...blockKey, until: str(32) }, ['kind', 'period']), response: { 200: untilAnswer } },
      },
      async (req) => {
        const m = requireMember(ctx, req);
        // `until`: the end the member's confirmation stated (the quote's)
        const b = req.body;
        if (!isBlockChoice(b.kind, b.period)) fail(422, tResponsible(req.lang, 'choiceInvalid'));
        const agreed = parseDate(b.until)?.getTime() ?? null;
        const until = ymdHis(new Date(takeBlock(ctx, m.id, b.kind, b.period, agreed)));
        req.renewedToken = null;
        return ok(
          { data: { until } },
          tResponsible(req.lang, b.kind === 'timeout' ? 'timeoutUntil' : 'exclusionUntil', { until }),
        );
      },
    );

    rp.get('/responsible/changes', { schema: { response: { 200: changesAnswer } } }, async (req) => {
      const m = requireMember(ctx, req);
      const rows = changesOf(ctx, m.id);
      const data = rows.map((r) => ({
        what: r.what,
        kind: r.kind,
        period: r.period,
        amount: r.amount === null ? null : fmt(r.amount),
        effective_at: r.effective_at === null ? null : ymdHis(new Date(r.effective_at)),
        created_at: ymdHis(new Date(r.created_at)),
      }));
      return ok({ data });
    });

    rp.get('/responsible/statement', { schema: { response: { 200: statementAnswer } } }, async (req) => {
      const m = requireMember(ctx, req);
      const s = statementOf(ctx.db, m.id, ctx.clock.now().getTime());
      const view = (r: (typeof s.months)[number]) => ({
        label: r.label,
        deposits: fmt(r.deposits),
        withdrawals: fmt(r.withdrawals),
        stakes: fmt(r.stakes),
        returns: fmt(r.returns),
        net: fmt(r.net),
      });
      return ok({ data: { months: s.months.map(view), days: s.days.map(view) } });
    });
  });
}
