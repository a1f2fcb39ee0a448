import type { FastifyInstance } from 'fastify';
import type { Ctx, FaultKind } from '../http/context';
import { reseed } from '../db/open';
import { setConfig } from '../rules/configs';
import { startSession } from '../http/auth';
import { setSupplierLatency } from '../rules/transfers';

const KINDS: FaultKind[] = ['delay', 'status', 'malformed', 'drop', 'dropAnswer', 'delayAnswer'];

/** Controls for tests, demos and support: reset, maintenance, force offline, faults, clock, request log. */
export function registerOperatorCore(op: FastifyInstance, ctx: Ctx): void {
  op.post('/reset', async () => {
    reseed(ctx.db, ctx.clock);
    ctx.faults.length = 0;
    ctx.requests.length = 0;
    ctx.clock.offsetMs = 0;
    setSupplierLatency(ctx, null);
    return { ok: true };
  });

  /** How long the simulated suppliers take to answer a game transfer, in ms (null: the usual). */
  op.post('/supplier', async (req, reply) => {
    const ms = (req.body as { latency_ms?: unknown } | undefined)?.latency_ms ?? null;
    if (ms !== null && (!Number.isInteger(ms) || (ms as number) < 0 || (ms as number) > 120_000))
      return reply.code(422).send({ ok: false });
    setSupplierLatency(ctx, ms as number | null);
    return { ok: true, latency_ms: ms };
  });

  /** Switches the responsible-play calls off (a platform without them: 404, nothing enforced) or on again. */
  op.post('/responsible-play', async (req) => {
    ctx.responsiblePlay = Boolean((req.body as { on?: unknown } | undefined)?.on);
    return { ok: true, responsiblePlay: ctx.responsiblePlay };
  });

  op.post('/maintenance', async (req) => {
    const on = Boolean((req.body as { on?: unknown } | undefined)?.on);
    setConfig(ctx.db, 'system', 'is_system_maintenance', on ? '1' : '0');
    return { ok: true, maintenance: on };
  });

  op.post('/force-offline', async (req, reply) => {
    const name = String((req.body as { name?: unknown } | undefined)?.name ?? '');
    const r = ctx.db.prepare('UPDATE members SET status = -2 WHERE name = ? AND status = 1').run(name);
    if (!r.changes) return reply.code(404).send({ ok: false });
    return { ok: true };
  });

  op.post('/faults', async (req, reply) => {
    const b = (req.body ?? {}) as { path?: unknown; kind?: unknown; ms?: unknown; status?: unknown; count?: unknown };
    if (typeof b.path !== 'string' || !KINDS.includes(b.kind as FaultKind)) return reply.code(422).send({ ok: false });
    ctx.faults.push({
      path: b.path,
      kind: b.kind as FaultKind,
      ms: Number(b.ms) || undefined,
      status: Number(b.status) || undefined,
      count: Math.max(1, Number(b.count) || 1),
    });
    return { ok: true, faults: ctx.faults };
  });

  op.delete('/faults', async () => {
    ctx.faults.length = 0;
    return { ok: true };
  });

  /** Moves the server's clock forward (interest, salaries, expiry), in hours. */
  op.post('/clock', async (req) => {
    const hours = Number((req.body as { hours?: unknown } | undefined)?.hours) || 0;
    ctx.clock.offsetMs += hours * 3600_000;
    return { ok: true, now: ctx.clock.now().toISOString() };
  });

  /** The API requests seen since the last reset (passwords redacted): proof that nothing was sent twice. */
  op.get('/requests', async (req) => {
    const path = (req.query as { path?: string }).path;
    return { requests: path ? ctx.requests.filter((r) => r.path === path) : ctx.requests };
  });

  op.delete('/requests', async () => {
    ctx.requests.length = 0;
    return { ok: true };
  });

  /** A session for a member without the login form (support reproductions, measurements); ends their other one. */
  op.post('/session', async (req, reply) => {
    const name = String((req.body as { name?: unknown } | undefined)?.name ?? '');
    const row = ctx.db.prepare('SELECT id FROM members WHERE name = ? AND status = 1').get(name) as
      { id: number } | undefined;
    if (!row) return reply.code(404).send({ ok: false });
    return { ok: true, token: startSession(ctx, row.id, '127.0.0.1').token };
  });

  op.get('/members/:name', async (req, reply) => {
    const row = ctx.db
      .prepare(
        'SELECT id, name, money, fs_money, ml_money, status, is_trans_on, used_credit, total_credit FROM members WHERE name = ?',
      )
      .get((req.params as { name: string }).name);
    if (!row) return reply.code(404).send({ ok: false });
    return { ok: true, member: row };
  });
}
