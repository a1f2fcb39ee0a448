import { waitFor } from '@testing-library/react';
import en from '../../../i18n/en.json';
import type { TestServer } from '../../support/server';
import { screens } from '@/app/routes';
import { renderWithServer, startScreenServer } from '../renderWithServer';

let server: TestServer;

beforeAll(async () => {
  server = await startScreenServer(() => screens.Vip());
}, 60_000);
afterAll(async () => {
  await server.close();
});

const current = () => document.getElementById('vip-current')?.textContent;

describe('VIP screen against the reference server', () => {
  test("the member's standing waits for the member's info: never 'standard member' for a member who has a level", async () => {
    const { level } = server.ctx.db.prepare("SELECT level FROM members WHERE name = 'member01'").get() as {
      level: number;
    };
    expect(level).toBeGreaterThan(0);
    server.ctx.faults.push({ path: '/auth/me', kind: 'delay', ms: 1500, count: 1 });
    const { sent } = await renderWithServer(server, '/Member/Vip', server.tokenFor('member01'));
    // The level table has answered; the member's info has not.
    await waitFor(() => expect(sent('/member/vips').length).toBe(1), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 500));
    expect(current()).toBeUndefined();
    expect(document.body.textContent).not.toContain(en['vip.standing.noLevelText']);

    await waitFor(() => expect(current()).toBe(`VIP${level}`), { timeout: 5000 });
  });
});
