import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../i18n/en.json';
import type { TestServer } from '../../support/server';
import { screens } from '@/app/routes';
import { renderWithServer, startScreenServer } from '../renderWithServer';

const t = (id: string, values: Record<string, string> = {}) =>
  (en as Record<string, string>)[id].replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
let server: TestServer;

beforeAll(async () => {
  server = await startScreenServer(() => screens.Transfer());
}, 60_000);
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.ctx.requests.length = 0;
});

type Row = { id: number; money: number; fs_money: number; ml_money: number; is_trans_on: number };
const member = (name: string) =>
  server.ctx.db
    .prepare('SELECT id, money, fs_money, ml_money, is_trans_on FROM members WHERE name = ?')
    .get(name) as Row;
const gameWallet = (name: string, api: string) =>
  (
    server.ctx.db
      .prepare(
        'SELECT a.money FROM member_apis a JOIN members m ON m.id = a.member_id WHERE m.name = ? AND a.api_name = ?',
      )
      .get(name, api) as { money: number } | undefined
  )?.money;
const dollars = (c: number) => `$${Math.trunc(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`;
const figure = (key: string) => document.querySelector(`.wallet-summary [data-wallet="${key}"] dd`)?.textContent;
const gameRow = (api: string) =>
  document.querySelector(`.game-wallet[data-wallet="${api}"] .game-wallet-money`)?.textContent;

describe('Transfer screen against the reference server', () => {
  test('shows the main and rebate wallets, remaining turnover and every supplier, N/A where not opened', async () => {
    const row = member('english1');
    await renderWithServer(server, '/Member/Transfer', server.tokenFor('english1'));
    await waitFor(() => expect(document.querySelectorAll('.game-wallet').length).toBeGreaterThan(1), { timeout: 5000 });
    await waitFor(() => expect(figure('money')).toBe(dollars(row.money)));
    expect(figure('fs_money')).toBe(dollars(row.fs_money));
    expect(figure('ml_money')).toBe(dollars(row.ml_money));
    const opened = server.ctx.db.prepare('SELECT api_name FROM member_apis WHERE member_id = ?').all(row.id) as Array<{
      api_name: string;
    }>;
    const closed = [...document.querySelectorAll('.game-wallet')]
      .map((li) => li.getAttribute('data-wallet') ?? '')
      .filter((api) => !opened.some((o) => o.api_name === api));
    expect(closed.length).toBeGreaterThan(0);
    for (const api of closed) expect(gameRow(api)).toBe('N/A');
    expect(screen.getByText(t('wallet.mode.autoText'))).toBeTruthy();
    expect(screen.queryByLabelText(t('wallet.manual.amountLabel'))).toBeNull();
  });

  test('switching to manual asks first; a pair without a game wallet is refused on the phone; a double-tapped deposit is sent once and the balances follow', async () => {
    const before = member('english1');
    const agBefore = gameWallet('english1', 'AG') ?? 0;
    await renderWithServer(server, '/Member/Transfer', server.tokenFor('english1'));
    // antd-mobile's dialog ignores pointers while it animates in, which jsdom never finishes.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: t('wallet.mode.toManualButton') }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t('wallet.mode.confirmManualText'))).toBeTruthy();
    expect(server.ctx.requests.filter((r) => r.path === '/game/change_trans')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: t('wallet.mode.confirmButton') }));
    expect(await screen.findByText(t('wallet.mode.switchedManualText'), {}, { timeout: 5000 })).toBeTruthy();
    expect(member('english1').is_trans_on).toBe(0);

    const from = await screen.findByLabelText(t('wallet.manual.fromLabel'), {}, { timeout: 5000 });
    const to = screen.getByLabelText(t('wallet.manual.toLabel'));
    const amount = screen.getByLabelText(t('wallet.manual.amountLabel'));
    await user.selectOptions(from, 'money');
    await user.selectOptions(to, 'fs_money');
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: t('wallet.manual.submitButton') }));
    expect(await screen.findByText(t('wallet.manual.betweenWalletsError'))).toBeTruthy();

    await user.selectOptions(to, 'AG');
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('button', { name: t('wallet.manual.submitButton') }));
    expect(await screen.findByText(t('wallet.manual.wholeUnitsError'))).toBeTruthy();
    expect(server.ctx.requests.filter((r) => r.path === '/game/deposit')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.dblClick(screen.getByRole('button', { name: t('wallet.manual.submitButton') }));
    expect(
      await screen.findByText(t('wallet.manual.depositDoneText', { amount: '100' }), {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(server.ctx.requests.filter((r) => r.path === '/game/deposit')).toHaveLength(1);
    expect(member('english1').money).toBe(before.money - 10_000);
    expect(gameWallet('english1', 'AG')).toBe(agBefore + 10_000);
    await waitFor(() => expect(figure('money')).toBe(dollars(before.money - 10_000)));
    await waitFor(() => expect(gameRow('AG')).toBe(dollars(agBefore + 10_000)));
  });

  test('until the member info answers, turnover is a placeholder and the mode is neither said nor switchable', async () => {
    const row = member('english1');
    server.ctx.faults.push({ path: '/auth/me', kind: 'delay', ms: 1500, count: 1 });
    await renderWithServer(server, '/Member/Transfer', server.tokenFor('english1'));
    // The wallets have answered (the main wallet comes from them); the member's info has not.
    await waitFor(() => expect(figure('money')).toBe(dollars(row.money)), { timeout: 5000 });
    expect(figure('ml_money')).toBe('');
    expect(document.querySelector('.wallet-summary [data-wallet="ml_money"] .skeleton')).not.toBeNull();
    expect(screen.queryByTestId('transfer-mode')).toBeNull();
    expect(screen.queryByRole('button', { name: t('wallet.mode.toManualButton') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('wallet.mode.toAutoButton') })).toBeNull();
    expect(screen.queryByLabelText(t('wallet.manual.amountLabel'))).toBeNull();

    await waitFor(() => expect(figure('ml_money')).toBe(dollars(row.ml_money)), { timeout: 5000 });
    const modeText = row.is_trans_on ? 'wallet.mode.autoText' : 'wallet.mode.manualText';
    expect(screen.getByTestId('transfer-mode').textContent).toBe(t(modeText));
    expect(screen.queryByLabelText(t('wallet.manual.amountLabel')) === null).toBe(Boolean(row.is_trans_on));
  });

  test('member info that fails leaves placeholders and a retry that brings the figures', async () => {
    const row = member('english1');
    server.ctx.faults.push({ path: '/auth/me', kind: 'status', status: 500, count: 1 });
    await renderWithServer(server, '/Member/Transfer', server.tokenFor('english1'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('common.actions.retryButton') }, { timeout: 5000 }));
    expect(figure('ml_money')).toBe('');
    expect(screen.queryByTestId('transfer-mode')).toBeNull();
    await waitFor(() => expect(figure('ml_money')).toBe(dollars(row.ml_money)), { timeout: 5000 });
    expect(screen.getByTestId('transfer-mode')).toBeTruthy();
    expect(server.ctx.requests.filter((r) => r.path === '/auth/me').length).toBeGreaterThanOrEqual(2);
  });
});
