/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';
import { move } from '../../server/rules/ledger';
import { everyLang } from '../../server/i18n/lang';
import { toCents, fmt } from '../../server/lib/money';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('server core', () => {
  it('answers unknown API paths with the platform envelope and 404', async () => {
    const r = await s.api('GET', '/no/such/path');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ status: 'error', code: 404 });
  });

  it('refuses a malformed JSON body with 422, not 500', async () => {
    const res = await fetch(`${s.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(422);
  });

  it('answers 503 with a redirect while maintenance is on, and not after', async () => {
    await fetch(`${s.url}/__operator/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"on":true}',
    });
    const r = await s.api('GET', '/system/configs?group=system');
    expect(r.status).toBe(503);
    expect(r.body.redirect).toMatch(/^http:\/\//);
    await fetch(`${s.url}/__operator/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"on":false}',
    });
    expect((await s.api('GET', '/system/configs?group=system')).status).not.toBe(503);
  });

  it('injects an HTTP status for the next N calls of a path only', async () => {
    await fetch(`${s.url}/__operator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/x/y', kind: 'status', status: 500, count: 1 }),
    });
    expect((await s.api('GET', '/x/y')).status).toBe(500);
    expect((await s.api('GET', '/x/y')).status).toBe(404);
  });

  it('never lets the ledger take a wallet below zero and logs every movement', () => {
    const id = (s.ctx.db.prepare("SELECT id FROM members WHERE name='newbie01'").get() as { id: number }).id;
    const run = (delta: number) =>
      s.ctx.db.transaction(() =>
        move(s.ctx.db, s.ctx.clock, {
          memberId: id,
          wallet: 'money',
          delta,
          operateType: 1,
          description: everyLang(() => 't'),
        }),
      )();
    expect(run(1000)).toBe(1000);
    expect(() => run(-1001)).toThrow();
    expect(run(-1000)).toBe(0);
    const logs = s.ctx.db
      .prepare('SELECT money, money_before, money_after, number_type FROM money_logs WHERE member_id = ?')
      .all(id);
    expect(logs).toEqual([
      { money: 1000, money_before: 0, money_after: 1000, number_type: 1 },
      { money: 1000, money_before: 1000, money_after: 0, number_type: -1 },
    ]);
  });

  it('parses and formats money exactly', () => {
    expect(toCents('0.1')! + toCents('0.2')!).toBe(30);
    expect(fmt(toCents('1234567.89')!)).toBe('1234567.89');
    expect(toCents('1e3')).toBeNull();
    expect(toCents('abc')).toBeNull();
    expect(fmt(-5)).toBe('-0.05');
  });
});
