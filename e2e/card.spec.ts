import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';

const CARD = '6217000099998888';
const USDT = 'TQ5XqPp4Y3sZ7d1hKzM9wR2nV8cL6bJ4aF';

type Row = { id: number; card_no: string; bank_type: string; bank_address: string | null; owner_name: string };
const cardsOf = (server: E2eServer, name: string): Row[] =>
  server.ctx.db
    .prepare(
      'SELECT b.id, b.card_no, b.bank_type, b.bank_address, b.owner_name FROM member_banks b JOIN members m ON m.id = b.member_id WHERE m.name = ? ORDER BY b.id',
    )
    .all(name) as Row[];

/**
 * Runs `act` and waits for the toast it raises. The wait starts before the action: a toast lives a few seconds,
 * and on a loaded machine a wait started after a slow click can begin once it has gone.
 */
async function withToast(page: Page, message: string, act: () => Promise<void>) {
  const shown = page.getByText(message).first().waitFor({ state: 'visible' });
  await act();
  await shown;
}

const item = (page: Page, last4: string) => page.locator('li.bank-item').filter({ hasText: `•••• ${last4}` });

/** No full account number anywhere on the screen: only the last four characters. */
async function assertMasked(page: Page, server: E2eServer) {
  const body = await page.locator('main').innerText();
  for (const c of cardsOf(server, 'member01'))
    expect(body, `full number ${c.card_no} is visible`).not.toContain(c.card_no);
}

test('member01 adds a bank card and a USDT account, changes the card, deletes the USDT account after confirming; numbers stay masked', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Card'));
  await expect(page.getByRole('button', { name: text('bank.card.addButton'), exact: true })).toBeVisible();
  const start = cardsOf(server, 'member01');
  await expect(page.locator('li.bank-item')).toHaveCount(start.length);
  await assertMasked(page, server);
  await evidence(page, 'card-list');

  // A bank card; a short number is refused on the phone first.
  await page.getByRole('button', { name: text('bank.card.addButton'), exact: true }).click();
  await page.getByLabel(text('bank.form.bankLabel')).selectOption('CCB');
  await page.getByLabel(text('bank.form.cardNoLabel')).fill('12345');
  await page.getByRole('button', { name: text('bank.card.saveButton'), exact: true }).click();
  await expect(page.getByText(text('bank.form.lengthError')).first()).toBeVisible();
  await expect(page.getByLabel(text('bank.form.ownerLabel'))).toHaveValue('张三');
  await evidence(page, 'card-add');
  await page.getByLabel(text('bank.form.cardNoLabel')).fill(CARD);
  await withToast(page, text('bank.card.addedText'), () =>
    page.getByRole('button', { name: text('bank.card.saveButton'), exact: true }).click(),
  );
  await expect(item(page, '8888')).toBeVisible();
  expect(cardsOf(server, 'member01').length).toBe(start.length + 1);

  // A USDT account on the TRC20 chain.
  await page.getByRole('button', { name: text('bank.card.addButton'), exact: true }).click();
  await page.getByRole('radio', { name: text('bank.form.virtualKindButton'), exact: true }).click();
  await page.getByLabel(text('bank.form.protocolLabel')).selectOption('USDT-TRC20');
  await page.getByLabel(text('bank.form.addressLabel')).fill(USDT);
  await evidence(page, 'card-add-usdt');
  await withToast(page, text('bank.card.addedText'), () =>
    page.getByRole('button', { name: text('bank.card.saveButton'), exact: true }).click(),
  );
  await expect(item(page, 'J4aF')).toBeVisible();
  await expect(item(page, 'J4aF').getByText(text('bank.card.virtualBadge'), { exact: true })).toBeVisible();
  expect(cardsOf(server, 'member01').at(-1)?.bank_type).toBe('USDT-TRC20');
  await assertMasked(page, server);

  // Change the card's branch.
  await item(page, '8888')
    .getByRole('button', { name: new RegExp(`^${text('bank.card.changeButton')} `) })
    .click();
  await expect(page.getByLabel(text('bank.form.cardNoLabel'))).toHaveValue(CARD);
  await page.getByLabel(text('bank.form.branchLabel')).fill('北京朝阳支行');
  await evidence(page, 'card-change');
  await withToast(page, text('bank.card.updatedText'), () =>
    page.getByRole('button', { name: text('bank.card.saveButton'), exact: true }).click(),
  );
  await expect(item(page, '8888').getByText('北京朝阳支行')).toBeVisible();
  expect(cardsOf(server, 'member01').find((c) => c.card_no === CARD)?.bank_address).toBe('北京朝阳支行');

  // Delete: cancelling keeps it, confirming removes it once.
  const usdtDelete = item(page, 'J4aF').getByRole('button', {
    name: new RegExp(`^${text('bank.card.deleteButton')} `),
  });
  await usdtDelete.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await evidence(page, 'card-delete-confirm');
  await dialog.getByRole('button', { name: text('bank.card.cancelButton'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  expect(cardsOf(server, 'member01').length).toBe(start.length + 2);
  await usdtDelete.click();
  await withToast(page, text('bank.card.deletedText'), () =>
    page
      .getByRole('dialog')
      .getByRole('button', { name: text('bank.card.confirmButton'), exact: true })
      .click(),
  );
  await expect(item(page, 'J4aF')).toHaveCount(0);
  expect(cardsOf(server, 'member01').length).toBe(start.length + 1);
  expect(
    (await server.requests()).filter((r) => r.method === 'DELETE' && r.path.startsWith('/member/bank/')).length,
  ).toBe(1);
  await assertMasked(page, server);
  await evidence(page, 'card-after');
});
