import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { move } from '../rules/ledger';
import { tCredit } from '../i18n/credit';
import { runMemberTasks } from '../rules/tasks';
import { textsOf } from '../i18n/lang';

const DAY = 86400_000;
const idOf = (req: { params: unknown }) => Number((req.params as { id: string }).id);

/** Back-office steps of the programmes: loan review, activity application review, the level/salary task. */
export function registerOperatorProgrammes(op: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  op.get('/loans', async (req) => {
    const name = (req.query as { name?: string }).name;
    const rows = db
      .prepare(
        `SELECT c.id, c.member_id, m.name, c.money, c.type, c.borrow_day, c.status, c.is_return, c.created_at
      FROM credit_records c JOIN members m ON m.id = c.member_id ${name ? 'WHERE m.name = ?' : ''} ORDER BY c.id DESC`,
      )
      .all(...(name ? [name] : []));
    return { ok: true, loans: rows };
  });

  /** Grants a pending loan: the amount goes to the main wallet and onto used_credit, once. */
  op.post('/loans/:id/approve', async (req, reply) => {
    const id = idOf(req);
    const done = db.transaction(() => {
      const loan = db
        .prepare(
          "SELECT c.*, m.lang FROM credit_records c JOIN members m ON m.id = c.member_id WHERE c.id = ? AND c.type = 'borrow' AND c.status = 1",
        )
        .get(id) as { id: number; member_id: number; money: number; borrow_day: number; lang: string } | undefined;
      if (!loan) return false;
      const now = ctx.clock.now().getTime();
      db.prepare('UPDATE credit_records SET status = 2, dead_at = ?, updated_at = ? WHERE id = ?').run(
        now + loan.borrow_day * DAY,
        now,
        loan.id,
      );
      const base = {
        memberId: loan.member_id,
        operateType: 23,
        description: textsOf(tCredit, 'logBorrow'),
        modelName: 'CreditPayRecord',
        modelId: loan.id,
      };
      move(db, ctx.clock, { ...base, wallet: 'money', delta: loan.money });
      move(db, ctx.clock, { ...base, wallet: 'used_credit', delta: loan.money });
      return true;
    })();
    if (!done) return reply.code(404).send({ ok: false });
    return { ok: true };
  });

  op.post('/loans/:id/reject', async (req, reply) => {
    const r = db
      .prepare("UPDATE credit_records SET status = 3, updated_at = ? WHERE id = ? AND type = 'borrow' AND status = 1")
      .run(ctx.clock.now().getTime(), idOf(req));
    if (!r.changes) return reply.code(404).send({ ok: false });
    return { ok: true };
  });

  op.post('/applications/:id/status', async (req, reply) => {
    const b = (req.body ?? {}) as { status?: unknown; remark?: unknown };
    const status = Number(b.status);
    if (![0, 1, 2, 3].includes(status)) return reply.code(422).send({ ok: false });
    const r = db
      .prepare('UPDATE activity_applies SET status = ?, remark = ?, updated_at = ? WHERE id = ?')
      .run(status, typeof b.remark === 'string' ? b.remark.slice(0, 200) : '', ctx.clock.now().getTime(), idOf(req));
    if (!r.changes) return reply.code(404).send({ ok: false });
    return { ok: true };
  });

  /** Runs a member's level-up and salary task now (it also runs at every login). */
  op.post('/tasks/:name', async (req, reply) => {
    const row = db.prepare('SELECT id FROM members WHERE name = ?').get((req.params as { name: string }).name) as
      { id: number } | undefined;
    if (!row) return reply.code(404).send({ ok: false });
    runMemberTasks(ctx, row.id);
    return { ok: true };
  });
}
