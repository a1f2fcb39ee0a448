/** @jest-environment node */
import Big from 'big.js';
import { rebateDue } from '@/lib/rebateMath';
import { rebateTotalCents } from '@/lib/rebateTotal';
import { centsAmount } from '@/lib/moneyText';
import { percentOf } from '../../server/lib/money';
import { startTestServer, type TestServer } from '../support/server';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

describe('rebate arithmetic', () => {
  test('the rebate due equals the reference server’s rounding on 3,000 generated bets and rates', () => {
    const r = rng(5);
    for (let i = 0; i < 3000; i += 1) {
      const valid = Math.floor(r() * 100_000_000);
      const rate = (Math.floor(r() * 300) / 100).toFixed(2);
      expect(Number(rebateDue(new Big(valid).div(100).toFixed(2), rate).times(100).toFixed(0))).toBe(
        percentOf(valid, rate),
      );
    }
  });

  test('the total is the exact sum of the lines, whatever form the figures come in', () => {
    expect(rebateTotalCents([{ fs_money: 0.1 }, { fs_money: '0.2' }, { fs_money: 0.3 }])).toBe(BigInt(60));
    expect(rebateTotalCents([])).toBe(BigInt(0));
    expect(rebateTotalCents([{ fs_money: 'junk' }, { fs_money: 12.34 }])).toBe(BigInt(1234));
    expect(rebateTotalCents([{ fs_money: '99999999999.99' }, { fs_money: 0.01 }])).toBe(BigInt('10000000000000'));
    expect(new Big(centsAmount(BigInt(17075))).toFixed(2)).toBe('170.75');
  });
});

describe('rebate against the reference server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  test('for generated bets, each line’s rebate is rebateDue(valid, rate) and a claim credits exactly the total', async () => {
    const { db } = server.ctx;
    const r = rng(9);
    const m = db.prepare("SELECT id, fs_money FROM members WHERE name = 'newbie01'").get() as {
      id: number;
      fs_money: number;
    };
    const add =
      db.prepare(`INSERT INTO game_records (bill_no, api_name, member_id, name, bet_amount, valid_bet_amount, net_amount, game_type, bet_time, created_at)
      VALUES (?, 'AG', ?, 'newbie01', ?, ?, 0, ?, ?, ?)`);
    const t0 = server.ctx.clock.now().getTime() - 3600_000;
    for (let i = 0; i < 120; i += 1) {
      const valid = 100 + Math.floor(r() * 5_000_000);
      add.run(`case-${i}`, m.id, valid, valid, [1, 2, 3, 4, 5, 6, 7][i % 7], t0 + i, t0 + i);
    }
    const token = server.tokenFor('newbie01');
    const list = await server.api('GET', '/fsnow/list?lang=zh_cn', undefined, token);
    expect(list.body.status).toBe('success');
    const lines = list.body.data as Array<{ total_valid: string; rate: string; fs_money: number }>;
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines) expect(new Big(l.fs_money).toFixed(2)).toBe(rebateDue(l.total_valid, l.rate).toFixed(2));
    const claim = await server.api('POST', '/fsnow/fetch?lang=zh_cn', { deadtime: list.body.deadtime }, token);
    expect(claim.body.status).toBe('success');
    const after = db.prepare('SELECT fs_money FROM members WHERE id = ?').get(m.id) as { fs_money: number };
    expect(BigInt(after.fs_money - m.fs_money)).toBe(rebateTotalCents(lines));
    // A second claim of the same list is refused with the server's message, and nothing moves.
    const again = await server.api('POST', '/fsnow/fetch?lang=en', { deadtime: list.body.deadtime }, token);
    expect(again.status).toBe(400);
    expect(typeof again.body.message).toBe('string');
    expect((db.prepare('SELECT fs_money FROM members WHERE id = ?').get(m.id) as { fs_money: number }).fs_money).toBe(
      after.fs_money,
    );
  });
});
