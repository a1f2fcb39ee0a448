import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { approveRecharge, rejectRecharge } from '../rules/recharges';
import { approveDrawing, rejectDrawing } from '../rules/drawings';
import { playRound } from '../rules/rounds';
import { ensureGameWallet, gameWallet, normaliseApiCode } from '../rules/suppliers';
import { AppError } from '../lib/errors';
import { asLang } from '../i18n/lang';

type IdParams = { id: string };
type Reason = { reason?: unknown } | undefined;

const reasonOf = (b: Reason) =>
  typeof b?.reason === 'string' && b.reason ? b.reason.slice(0, 200) : 'rejected by operator';

function memberByName(ctx: Ctx, name: unknown): { id: number; lang: string } | undefined {
  return ctx.db.prepare('SELECT id, lang FROM members WHERE name = ?').get(String(name ?? '')) as
    { id: number; lang: string } | undefined;
}

/** Operator controls for money: review recharges and withdrawals, settle simulated game rounds. */
export function registerOperatorMoney(op: FastifyInstance, ctx: Ctx): void {
  /** A review acts once: a bill that is no longer pending answers 409. */
  const review = (path: string, act: (id: number, body: Reason) => boolean) =>
    op.post(path, async (req, reply) => {
      const done = act(Number((req.params as IdParams).id), req.body as Reason);
      return done ? { ok: true } : reply.code(409).send({ ok: false, message: 'not pending' });
    });
  review('/recharges/:id/approve', (id) => approveRecharge(ctx.db, ctx.clock, id));
  review('/recharges/:id/reject', (id, b) => rejectRecharge(ctx.db, ctx.clock, id, reasonOf(b)));
  review('/drawings/:id/approve', (id) => approveDrawing(ctx.db, ctx.clock, id));
  review('/drawings/:id/reject', (id, b) => rejectDrawing(ctx.db, ctx.clock, id, reasonOf(b)));

  /** Pending bills, oldest first: one member's (by `?name=`) or everyone's with the member's name. */
  const pending = (table: 'recharges' | 'drawings', columns: string) =>
    op.get(`/${table}`, async (req) => {
      const m = memberByName(ctx, (req.query as { name?: string }).name);
      const rows = m
        ? ctx.db
            .prepare(
              `SELECT id, bill_no, ${columns}, created_at FROM ${table} WHERE member_id = ? AND status = 1 ORDER BY id`,
            )
            .all(m.id)
        : ctx.db
            .prepare(`SELECT id, bill_no, name, ${columns}, created_at FROM ${table} WHERE status = 1 ORDER BY id`)
            .all();
      return { ok: true, [table]: rows };
    });
  pending('recharges', 'money, payment_type');
  pending('drawings', 'money, counter_fee');

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
      const richest = ctx.db
        .prepare('SELECT api_name FROM member_apis WHERE member_id = ? ORDER BY money DESC, id LIMIT 1')
        .get(m.id) as { api_name: string } | undefined;
      apiName = richest?.api_name ?? 'AG';
    }
    const game = ctx.db
      .prepare(
        'SELECT g.game_type, a.title_json FROM api_games g JOIN apis a ON a.api_name = g.api_name WHERE g.api_name = ? ORDER BY g.weight DESC LIMIT 1',
      )
      .get(apiName) as { game_type: number; title_json: string } | undefined;
    if (!game) return reply.code(404).send({ ok: false, message: 'no such supplier' });
    ctx.db.transaction(() => ensureGameWallet(ctx.db, m.id, apiName, ctx.clock.now().getTime()))();
    const rounds = [];
    try {
      for (let i = 0; i < count; i++) {
        const bal = gameWallet(ctx.db, m.id, apiName) ?? 0;
        const stake = Math.floor(bal / 1000) * 100;
        const free = stake < 100;
        rounds.push(
          playRound(ctx.db, ctx.clock, {
            memberId: m.id,
            apiName,
            gameType: game.game_type,
            gameName: apiName,
            bet: free ? 1000 : stake,
            lang: asLang(m.lang),
            free,
          }),
        );
      }
    } catch (e) {
      if (e instanceof AppError) return reply.code(409).send({ ok: false, message: e.message, rounds });
      throw e;
    }
    return { ok: true, api_name: apiName, rounds, balance: gameWallet(ctx.db, m.id, apiName) };
  });
}
