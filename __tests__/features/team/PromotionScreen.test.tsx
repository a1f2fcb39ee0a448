import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../i18n/en.json';
import type { TestServer } from '../../support/server';
import { screens } from '@/app/routes';
import { renderWithServer, startScreenServer } from '../renderWithServer';

const t = (id: string) => (en as Record<string, string>)[id];
let server: TestServer;

beforeAll(async () => {
  server = await startScreenServer(() => screens.Promotion());
}, 60_000);
afterAll(async () => {
  await server.close();
});

const member = (name: string) =>
  server.ctx.db.prepare('SELECT id, top_id FROM members WHERE name = ?').get(name) as
    { id: number; top_id: number } | undefined;
const rate = (id: number, type: number) =>
  (
    server.ctx.db.prepare('SELECT rate FROM agent_fd_rates WHERE member_id = ? AND game_type = ?').get(id, type) as
      { rate: string } | undefined
  )?.rate;

describe('Promotion screen against the reference server', () => {
  test('an agent adds a member: a rate above their own is refused with its bound and nothing is sent; then one request adds them', async () => {
    const { sent } = await renderWithServer(server, '/Member/Promotion?tab=team&add=1', server.tokenFor('agent001'));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const live = await screen.findByLabelText(/^Live.*\(0\.10–0\.80%\)/, {}, { timeout: 5000 });
    await user.type(screen.getByLabelText(/^Account name/), 'kidjest1');
    await user.type(screen.getByLabelText(/^Password/), 'pass1234');
    await user.type(screen.getByLabelText(/^Confirm password/), 'pass1234');
    await user.clear(live);
    await user.type(live, '0.9');
    const submit = screen.getByRole('button', { name: t('team.addMember.submitButton') });
    await user.click(submit);
    expect(await screen.findByText(/cannot be above your own 0\.80%/)).toBeTruthy();
    expect(sent('/team/add')).toHaveLength(0);
    await user.clear(live);
    await user.type(live, '0.35');
    await user.dblClick(submit);
    expect(await screen.findByText(t('team.addMember.addedText'), {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(member('kidjest1')).toBeTruthy());
    expect(sent('/team/add')).toHaveLength(1);
    const kid = member('kidjest1') as { id: number; top_id: number };
    expect(kid.top_id).toBe(member('agent001')?.id);
    expect(rate(kid.id, 1)).toBe('0.35');
  });

  test('a member who is not an agent sees the sign-up link and how to become one, without any team call', async () => {
    const before = server.ctx.requests.length;
    await renderWithServer(server, '/Member/Promotion', server.tokenFor('member01'));
    expect(await screen.findByRole('heading', { name: t('team.share.becomeTitle') }, { timeout: 5000 })).toBeTruthy();
    // The link is shown in pieces that each stay whole (components/CopyField addressPieces): read as one value.
    const link = document.querySelector('.copy-value')?.textContent ?? '';
    expect(link).toMatch(/#\/Register$/);
    const mine = member('member01')?.id;
    expect(server.ctx.requests.slice(before).filter((r) => r.memberId === mine && r.path.startsWith('/team/'))).toEqual(
      [],
    );
  });
});
