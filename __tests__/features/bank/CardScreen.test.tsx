import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../i18n/en.json';
import type { TestServer } from '../../support/server';
import { screens } from '@/app/routes';
import { renderWithServer, startScreenServer } from '../renderWithServer';

const t = (id: string) => (en as Record<string, string>)[id];
let server: TestServer;

beforeAll(async () => {
  server = await startScreenServer(() => screens.Card());
}, 60_000);
afterAll(async () => {
  await server.close();
});

type Card = { id: number; card_no: string; bank_type: string; bank_address: string | null };
const cardsOf = (name: string) =>
  server.ctx.db
    .prepare(
      'SELECT b.id, b.card_no, b.bank_type, b.bank_address FROM member_banks b JOIN members m ON m.id = b.member_id WHERE m.name = ? ORDER BY b.id',
    )
    .all(name) as Card[];

describe('Card screen against the reference server', () => {
  test('adds a bank card, changes its branch and deletes it after confirming; the number stays masked', async () => {
    const start = cardsOf('english1').length;
    await renderWithServer(server, '/Member/Card', server.tokenFor('english1'));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const add = await screen.findByRole('button', { name: t('bank.card.addButton') }, { timeout: 5000 });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
    await user.click(add);
    const bank = (await screen.findByLabelText(/^Bank/)) as HTMLSelectElement;
    await waitFor(() => expect(bank.options.length).toBeGreaterThan(1));
    const bankType = bank.options[1].value;
    await user.selectOptions(bank, bankType);
    const number = screen.getByLabelText(/^Card number/);
    await user.type(number, '123');
    await user.click(screen.getByRole('button', { name: t('bank.card.saveButton') }));
    expect(await screen.findByText(t('bank.form.lengthError'))).toBeTruthy();
    expect(cardsOf('english1')).toHaveLength(start);
    await user.clear(number);
    await user.type(number, '6217000012345678');
    await user.click(screen.getByRole('button', { name: t('bank.card.saveButton') }));
    expect(await screen.findByText(t('bank.card.addedText'), {}, { timeout: 5000 })).toBeTruthy();
    const item = (await screen.findByText('•••• 5678')).closest('li') as HTMLElement;
    expect(document.body.textContent).not.toContain('6217000012345678');
    expect(cardsOf('english1')).toHaveLength(start + 1);
    expect(cardsOf('english1').at(-1)?.bank_type).toBe(bankType);

    await user.click(within(item).getByRole('button', { name: new RegExp(`^${t('bank.card.changeButton')} `) }));
    const branch = await screen.findByLabelText(t('bank.form.branchLabel'));
    await user.type(branch, 'Silom');
    await user.click(screen.getByRole('button', { name: t('bank.card.saveButton') }));
    expect(await screen.findByText('Silom', {}, { timeout: 5000 })).toBeTruthy();
    expect(cardsOf('english1').at(-1)?.bank_address).toBe('Silom');

    const again = (await screen.findByText('•••• 5678')).closest('li') as HTMLElement;
    await user.click(within(again).getByRole('button', { name: new RegExp(`^${t('bank.card.deleteButton')} `) }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t('bank.card.cancelButton') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardsOf('english1')).toHaveLength(start + 1);
    await user.click(within(again).getByRole('button', { name: new RegExp(`^${t('bank.card.deleteButton')} `) }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: t('bank.card.confirmButton') }),
    );
    expect(await screen.findByText(t('bank.card.deletedText'), {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('•••• 5678')).toBeNull());
    expect(cardsOf('english1')).toHaveLength(start);
    expect(server.ctx.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
