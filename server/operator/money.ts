import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { approveRecharge, rejectRecharge } from '../rules/recharges';
import { approveDrawing, rejectDrawing } from '../rules/drawings';
import { playRound } from '../rules/rounds';
import { ensureGameWallet, gameWallet, memberLang, normaliseApiCode } from '../rules/suppliers';
import { AppError } from '../http/errors';

type IdParams = { id: string };
type Reason = { reason?: unknown } | undefined;

const reasonOf = (b: Reason) => (typeof b?.reason === 'string' && b.reason ? b.reason.slice(0, 200) : 'rejected by operator');

function memberByName(ctx: Ctx, name: unknown): { id: number; lang: string } | undefined {
  return ctx.db.prepare('SELECT id, lang FROM members WHERE name = ?').get(String(name ?? '')) as { id: number; lang: string } | undefined;
}

/** Operator controls for money: review recharges and withdrawals, settle simulated game rounds. */
export function registerOperatorMoney(op: FastifyInstance, ctx: Ctx): void {
  op.post('/recharges/:id/approve', async (req, reply) => {
    const done = approveRecharge(ctx.db, ctx.clock, Number((req.params as IdParams).id));
    return done ? { ok: true } : reply.code(409).send({ ok: false, message: 'not pending' });
  });

  op.post('/recharges/:id/reject', async (req, reply) => {
    const done = rejectRecharge(ctx.db, ctx.clock, Number((req.params as IdParams).id), reasonOf(req.body as Reason));
    return done ? { ok: true } : reply.code(409).send({ ok: false, message: 'not pending' });
  });

  op.post('/drawings/:id/approve', async (req, reply) => {
    const done = approveDrawing(ctx.db, ctx.clock, Number((req.params as IdParams).id));
    return done ? { ok: true } : reply.code(409).send({ ok: false, message: 'not pending' });
  });

  op.post('/drawings/:id/reject', async (req, reply) => {
    const done = rejectDrawing(ctx.db, ctx.clock, Number((req.params as IdParams).id), reasonOf(req.body as Reason));
    return done ? { ok: true } : reply.code(409).send({ ok: false, message: 'not pending' });
  });

  op.get('/recharges', async (req) => {
    const m = memberByName(ctx, (req.query as { name?: string }).name);
    const rows = m
      ? ctx.db.prepare('SELECT id, bill_no, money, payment_type, created_at FROM recharges WHERE member_id = ? AND status = 1 ORDER BY id').all(m.id)
      : ctx.db.prepare('SELECT id, bill_no, name, money, payment_type, created_at FROM recharges WHERE status = 1 ORDER BY id').all();
    return { ok: true, recharges: rows };
  });

  op.get('/drawings', async (req) => {
    const m = memberByName(ctx, (req.query as { name?: string }).name);
    const rows = m
      ? ctx.db.prepare('SELECT id, bill_no, money, counter_fee, created_at FROM drawings WHERE member_id = ? AND status = 1 ORDER BY id').all(m.id)
      : ctx.db.prepare('SELECT id, bill_no, name, money, counter_fee, created_at FROM drawings WHERE status = 1 ORDER BY id').all();
    return { ok: true, drawings: rows };
  });

  /**
   * Settles `count` rounds for a member at one supplier (default: the game wallet holding the most),
   * staking a tenth of the wallet each time; without game money the rounds are free play.
   */
  op.post('/rounds', async (req, reply) => {
    const b = (req.body ?? {}) as { name?: unknown; api_code?: unknown; count?: unknown };
    const m = memberByName(ctx, b.name);
    if (!m) return reply.code(404).send({ ok: false, message: 'no such member' });
    const count = Math.max(1, Math.min(200, Math.trunc(Number(b.count) || 10)));
    let apiName = b.api_code ? normaliseApiCode(b.api_code) : '';
    if (!apiName) {
      const richest = ctx.db.prepare('SELECT api_name FROM member_apis WHERE member_id = ? ORDER BY money DESC, id LIMIT 1').get(m.id) as { api_name: string } | undefined;
      apiName = richest?.api_name ?? 'AG';
    }
    const game = ctx.db.prepare('SELECT g.game_type, a.title_json FROM api_games g JOIN apis a ON a.api_name = g.api_name WHERE g.api_name = ? ORDER BY g.weight DESC LIMIT 1')
      .get(apiName) as { game_type: number; title_json: string } | undefined;
    if (!game) return reply.code(404).send({ ok: false, message: 'no such supplier' });
    ctx.db.transaction(() => ensureGameWallet(ctx.db, m.id, apiName, ctx.clock.now().getTime()))();
    const rounds = [];
    try {
      for (let i = 0; i < count; i++) {
        const bal = gameWallet(ctx.db, m.id, apiName) ?? 0;
        const stake = Math.floor(bal / 1000) * 100;
        const free = stake < 100;
        rounds.push(playRound(ctx.db, ctx.clock, { memberId: m.id, apiName, gameType: game.game_type, gameName: apiName, bet: free ? 1000 : stake, lang: memberLang(m.lang), free }));
      }
    } catch (e) {
      if (e instanceof AppError) return reply.code(409).send({ ok: false, message: e.message, rounds });
      throw e;
    }
    return { ok: true, api_name: apiName, rounds, balance: gameWallet(ctx.db, m.id, apiName) };
  });
}
