/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

async function op(method: string, path: string, body?: unknown) {
  const res = await fetch(`${s.url}/__operator${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
const row = (name: string) =>
  s.ctx.db.prepare('SELECT id, money, ml_money FROM members WHERE name = ?').get(name) as {
    id: number;
    money: number;
    ml_money: number;
  };
const gameWallet = (name: string, api: string) =>
  (
    s.ctx.db.prepare('SELECT money FROM member_apis WHERE member_id = ? AND api_name = ?').get(row(name).id, api) as
      { money: number } | undefined
  )?.money;

describe('operator: recharges', () => {
  it('lists pending recharges; approving credits money and turnover once', async () => {
    const pending = await op('GET', '/recharges?name=member01');
    expect(pending.body.recharges.length).toBeGreaterThanOrEqual(2);
    const [first, second] = pending.body.recharges as Array<{ id: number; money: number }>;
    const before = row('member01');
    expect((await op('POST', `/recharges/${first.id}/approve`)).body.ok).toBe(true);
    const after = row('member01');
    expect(after.money - before.money).toBe(first.money);
    expect(after.ml_money - before.ml_money).toBe(first.money / 2);
    expect((await op('POST', `/recharges/${first.id}/approve`)).status).toBe(409);
    expect(row('member01').money).toBe(after.money);
    const logs = s.ctx.db
      .prepare("SELECT money_type, money FROM money_logs WHERE model_name = 'Recharge' AND model_id = ? ORDER BY id")
      .all(first.id);
    expect(logs).toEqual([
      { money_type: 'money', money: first.money },
      { money_type: 'ml_money', money: first.money / 2 },
    ]);
    const list = await s.api('POST', '/recharge/list', { status: 2 }, s.tokenFor('member01'));
    expect(list.body.data.data[0]).toMatchObject({
      status: 2,
      confirm_at: expect.any(String),
      after_money: (after.money / 100).toFixed(2),
    });

    expect((await op('POST', `/recharges/${second.id}/reject`, { reason: '金额不符' })).body.ok).toBe(true);
    expect(row('member01').money).toBe(after.money);
    const failed = s.ctx.db.prepare('SELECT status, fail_reason FROM recharges WHERE id = ?').get(second.id);
    expect(failed).toEqual({ status: 3, fail_reason: '金额不符' });
    expect((await op('POST', `/recharges/${second.id}/approve`)).status).toBe(409);
  });
});

describe('operator: withdrawals', () => {
  it('approves without moving money and rejects with a full refund (type 11)', async () => {
    const pending = (await op('GET', '/drawings?name=member01')).body.drawings as Array<{
      id: number;
      money: number;
      counter_fee: number;
    }>;
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const before = row('member01').money;
    expect((await op('POST', `/drawings/${pending[0].id}/approve`)).body.ok).toBe(true);
    expect(row('member01').money).toBe(before);
    expect((await op('POST', `/drawings/${pending[1].id}/reject`, { reason: 'card closed' })).body.ok).toBe(true);
    const refunded = pending[1].money + pending[1].counter_fee;
    expect(row('member01').money).toBe(before + refunded);
    const log = s.ctx.db
      .prepare(
        "SELECT operate_type, money, number_type FROM money_logs WHERE model_name = 'Drawing' AND model_id = ? ORDER BY id DESC LIMIT 1",
      )
      .get(pending[1].id);
    expect(log).toEqual({ operate_type: 11, money: refunded, number_type: 1 });
    expect((await op('POST', `/drawings/${pending[1].id}/reject`)).status).toBe(409);
    expect(row('member01').money).toBe(before + refunded);
  });
});

describe('operator: simulated rounds', () => {
  it('settles rounds against the game wallet and writes bet records', async () => {
    const walletBefore = gameWallet('member01', 'AG') as number;
    const countBefore = (
      s.ctx.db
        .prepare("SELECT COUNT(*) AS n FROM game_records WHERE member_id = ? AND api_name = 'AG'")
        .get(row('member01').id) as { n: number }
    ).n;
    const r = await op('POST', '/rounds', { name: 'member01', api_code: 'AG', count: 5 });
    expect(r.body).toMatchObject({ ok: true, api_name: 'AG' });
    expect(r.body.rounds).toHaveLength(5);
    const net = r.body.rounds.reduce((a: number, x: { net: number }) => a + x.net, 0);
    expect(gameWallet('member01', 'AG')).toBe(walletBefore + net);
    expect(r.body.balance).toBe(walletBefore + net);
    const countAfter = (
      s.ctx.db
        .prepare("SELECT COUNT(*) AS n FROM game_records WHERE member_id = ? AND api_name = 'AG'")
        .get(row('member01').id) as { n: number }
    ).n;
    expect(countAfter).toBe(countBefore + 5);
  });

  it('gives free-play rounds to a member without game money, moving nothing', async () => {
    const before = row('team0003').money;
    const r = await op('POST', '/rounds', { name: 'team0003', count: 3 });
    expect(r.body.ok).toBe(true);
    expect(gameWallet('team0003', r.body.api_name)).toBe(0);
    expect(row('team0003').money).toBe(before);
    const records = await s.api('POST', '/game/record', {}, s.tokenFor('team0003'));
    expect(records.body.data.total).toBe(3);
    expect(records.body.data.data[0].playDetail).toBe('free play');
    expect((await op('POST', '/rounds', { name: 'nobody' })).status).toBe(404);
  });
});
