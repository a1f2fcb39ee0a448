/** @jest-environment node */
import Big from 'big.js';
import { interestAfter, interestPreview, isMultipleOfTen, periodInterest } from '@/lib/yuebaoInterest';
import { percentOf } from '../../server/lib/money';
import { startTestServer, type TestServer } from '../support/server';

/** A small seeded generator, so a failing case can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}
const pick = <T>(r: () => number, xs: T[]) => xs[Math.floor(r() * xs.length)];
const cents = (yuan: Big) => Number(yuan.times(100).toFixed(0));

type Case = { amount: number; rate: string; settle: number; cyclic: 0 | 1; cap: number; hours: number };
function cases(n: number, seed: number): Case[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => ({
    amount: (1 + Math.floor(r() * 100_000)) * 10,
    rate: (Math.floor(r() * 1000) / 100 + 0.01).toFixed(2),
    settle: pick(r, [1, 6, 12, 24, 72, 168]),
    cyclic: r() < 0.7 ? 1 : 0,
    cap: r() < 0.2 ? 0 : Math.floor(r() * 5_000_000),
    hours: Math.floor(r() * 3000 * 100) / 100,
  }));
}
const terms = (c: Case) => ({
  rate: c.rate,
  settleHours: c.settle,
  cyclic: c.cyclic === 1,
  cap: new Big(c.cap).div(100).toFixed(2),
});

describe('Yuebao interest arithmetic', () => {
  test('one period equals the reference server’s own rounding on 2,000 generated cases', () => {
    for (const c of cases(2000, 7)) {
      expect(cents(periodInterest(String(c.amount), c.rate))).toBe(percentOf(c.amount * 100, c.rate));
    }
  });

  test('the purchase rule', () => {
    expect(['10', '100', '123450'].every(isMultipleOfTen)).toBe(true);
    expect(['', '0', '5', '15', '010', '10.0', '-10', '1e2'].some(isMultipleOfTen)).toBe(false);
  });

  test('the preview: single plans pay once; cyclic plans stop at the cap, the last payment trimmed', () => {
    const single = interestPreview('1000', { rate: '5.00', settleHours: 168, cyclic: false, cap: '5000.00' });
    expect(single).toMatchObject({ periods: 1, hours: 168 });
    expect(single.perPeriod.toFixed(2)).toBe('50.00');
    const capped = interestPreview('5000', { rate: '0.50', settleHours: 24, cyclic: true, cap: '500.00' });
    expect(capped.perPeriod.toFixed(2)).toBe('25.00');
    expect(capped).toMatchObject({ periods: 20, hours: 480 });
    expect(capped.total?.toFixed(2)).toBe('500.00');
    const trimmed = interestPreview('3330', { rate: '1.00', settleHours: 12, cyclic: true, cap: '100.00' });
    expect(trimmed.periods).toBe(4);
    expect(trimmed.total?.toFixed(2)).toBe('100.00');
    expect(
      interestAfter('3330', { rate: '1.00', settleHours: 12, cyclic: true, cap: '100.00' }, 47.99).toFixed(2),
    ).toBe('99.90');
    const open = interestPreview('100', { rate: '1.00', settleHours: 24, cyclic: true, cap: 0 });
    expect(open).toMatchObject({ periods: null, total: null, hours: null });
    // The cap below one period's interest: the first payment is the cap itself.
    expect(
      interestPreview('100000', { rate: '1.00', settleHours: 24, cyclic: true, cap: '200.00' }).perPeriod.toFixed(2),
    ).toBe('200.00');
  });

  test('the preview’s total is what the plan pays by then, and one period earlier it had not reached the cap', () => {
    for (const c of cases(500, 11).filter((x) => x.cyclic && x.cap > 0)) {
      const p = interestPreview(String(c.amount), terms(c));
      if (p.perPeriod.lte(0) || !p.periods) continue;
      expect(p.total?.toFixed(2)).toBe(interestAfter(String(c.amount), terms(c), p.periods * c.settle).toFixed(2));
      expect(p.total?.toFixed(2)).toBe(new Big(c.cap).div(100).toFixed(2));
      expect(interestAfter(String(c.amount), terms(c), (p.periods - 1) * c.settle).lt(new Big(c.cap).div(100))).toBe(
        true,
      );
    }
  });
});

describe('Yuebao interest against the reference server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  test('what the server accrues on 200 generated purchases equals interestAfter, to the cent', async () => {
    const { db } = server.ctx;
    const now = server.ctx.clock.now().getTime();
    const member = (db.prepare("SELECT id FROM members WHERE name = 'member01'").get() as { id: number }).id;
    const addPlan =
      db.prepare(`INSERT INTO yuebao_plans (setting_name, min_amount, max_amount, settle_time, is_cycle_settle, rate, total_count,
      limit_interest, limit_order_interval_time, interest_audit_multiple, limit_user_order_count, is_open, weight, lang, created_at, updated_at)
      VALUES ('case', 1000, 100000000, ?, ?, ?, 10000000000, ?, NULL, '1.00', -1, 0, 0, 'zh_cn', ?, ?)`);
    const addBuy = db.prepare(
      'INSERT INTO member_yuebao_plans (member_id, plan_id, amount, created_at, updated_at) VALUES (?,?,?,?,?)',
    );
    const generated = cases(200, 23).map((c) => {
      const plan = Number(addPlan.run(c.settle, c.cyclic, c.rate, c.cap, now, now).lastInsertRowid);
      const at = now - Math.round(c.hours * 3600_000);
      return { c, id: Number(addBuy.run(member, plan, c.amount * 100, at, at).lastInsertRowid) };
    });
    // The listing runs the server's lazy accrual, as the screen's first read does.
    const token = server.tokenFor('member01');
    const listed = await server.api('POST', '/yuebao/getMemberPlans?lang=zh_cn', { status: 0 }, token);
    expect(listed.body.status).toBe('success');
    const interestOf = db.prepare('SELECT interest FROM member_yuebao_plans WHERE id = ?');
    for (const { c, id } of generated) {
      const server = (interestOf.get(id) as { interest: number }).interest;
      expect({ c, cents: cents(interestAfter(String(c.amount), terms(c), c.hours)) }).toEqual({ c, cents: server });
    }
    // The listing's own figure (a number, 2 dp) says the same for the rows on its first page.
    for (const row of listed.body.data.data as Array<{ member_plan_id: number; Interest: number; amount: number }>) {
      const g = generated.find((x) => x.id === row.member_plan_id);
      if (g)
        expect(new Big(row.Interest).toFixed(2)).toBe(
          interestAfter(String(g.c.amount), terms(g.c), g.c.hours).toFixed(2),
        );
    }
  });
});
