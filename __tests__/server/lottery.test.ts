/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';
import { currentIssue } from '../../server/rules/lotteries';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('local lottery', () => {
  it('answers the hot lotteries, at most `count`, with code JZ and this server as url', async () => {
    const r = await s.api('GET', '/lottery/hot?count=3');
    expect(r.body.data.length).toBe(3);
    expect(r.body.url).toBe(s.url);
    for (const l of r.body.data) {
      expect(l).toMatchObject({ code: 'JZ' });
      expect(l.issue).toMatch(/^\d{8}-\d{4}$/);
      expect(l.icon).toMatch(/^\/assets\//);
      expect(l.next_draw_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it("lists every lottery in the member's language", async () => {
    const zh = await s.api('GET', '/lottery/list');
    expect(zh.body.data.map((l: { name: string }) => l.name)).toContain('极速快3');
    const en = await s.api('GET', '/lottery/list', undefined, s.tokenFor('english1'));
    expect(en.body.data.map((l: { name: string }) => l.name)).toContain('Speed K3');
    expect(en.body.data.length).toBe(zh.body.data.length);
  });

  it('moves to the next issue when the clock passes a draw', async () => {
    const noon = Date.UTC(2026, 10, 22, 4, 0, 30); // 12:00:30 in UTC+8
    expect(currentIssue(noon, 60)).toEqual({ issue: '20261122-0721', nextDrawAt: Date.UTC(2026, 10, 22, 4, 1, 0) });
    expect(currentIssue(noon + 30_000, 60).issue).toBe('20261122-0722');
    expect(currentIssue(Date.UTC(2026, 10, 22, 16, 0, 1), 300).issue).toBe('20261123-0001');
  });

  it('refuses a non-numeric count with 422', async () => {
    expect((await s.api('GET', '/lottery/hot?count=many')).status).toBe(422);
  });
});
