import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useJourney, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';

const env = useJourney();
const CARD = '6217000099998888';
const USDT = 'TQ5XqPp4Y3sZ7d1hKzM9wR2nV8cL6bJ4aF';

type Row = { id: number; card_no: string; bank_type: string; bank_address: string | null; owner_name: string };
const cardsOf = (name: string): Row[] =>
  env.server.ctx.db
    .prepare(
      'SELECT b.id, b.card_no, b.bank_type, b.bank_address, b.owner_name FROM member_banks b JOIN members m ON m.id = b.member_id WHERE m.name = ? ORDER BY b.id',
    )
    .all(name) as Row[];

const item = (page: Page, last4: string) => page.locator('li.bank-item').filter({ hasText: `•••• ${last4}` });

/** No full account number anywhere on the screen: only the last four characters. */
async function assertMasked(page: Page) {
  const body = await page.locator('main').innerText();
  for (const c of cardsOf('member01')) assert.ok(!body.includes(c.card_no), `full number ${c.card_no} is visible`);
}

test('member01 adds a bank card and a USDT account, changes the card, deletes the USDT account after confirming; numbers stay masked', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Card'));
  await page.getByRole('button', { name: text('bank.card.addButton'), exact: true }).waitFor();
  const start = cardsOf('member01');
  await page
    .locator('li.bank-item')
    .nth(Math.max(0, start.length - 1))
    .waitFor({ state: start.length ? 'visible' : 'detached' });
  await assertMasked(page);
  await evidence(page, 'card-list');

  // A bank card; a short number is refused on the phone first.
  await page.getByRole('button', { name: text('bank.card.addButton'), exact: true }).click();
  await page.getByLabel(text('bank.form.bankLabel')).selectOption('CCB');
  await page.getByLabel(text('bank.form.cardNoLabel')).fill('12345');
  await page.getByRole('button', { name: text('bank.card.saveButton'), exact: true }).click();
  await seeText(page, text('bank.form.lengthError'));
  assert.equal(await page.getByLabel(text('bank.form.ownerLabel')).inputValue(), '张三');
  await evidence(page, 'card-add');
  await page.getByLabel(text('bank.form.cardNoLabel')).fill(CARD);
  await page.getByRole('button', { name: text('bank.card.saveButton'), exact: true }).click();
  await seeText(page, text('bank.card.addedText'));
  await item(page, '8888').waitFor();
  assert.equal(cardsOf('member01').length, start.length + 1);

  // A USDT account on the TRC20 chain.
  await page.getByRole('button', { name: text('bank.card.addButton'), exact: true }).click();
  await page.getByRole('radio', { name: text('bank.form.virtualKindButton'), exact: true }).click();
  await page.getByLabel(text('bank.form.protocolLabel')).selectOption('USDT-TRC20');
  await page.getByLabel(text('bank.form.addressLabel')).fill(USDT);
  await evidence(page, 'card-add-usdt');
  await page.getByRole('button', { name: text('bank.card.saveButton'), exact: true }).click();
  await seeText(page, text('bank.card.addedText'));
  await item(page, 'J4aF').waitFor();
  await item(page, 'J4aF').getByText(text('bank.card.virtualBadge'), { exact: true }).waitFor();
  assert.equal(cardsOf('member01').at(-1)?.bank_type, 'USDT-TRC20');
  await assertMasked(page);

  // Change the card's branch.
  await item(page, '8888')
    .getByRole('button', { name: new RegExp(`^${text('bank.card.changeButton')} `) })
    .click();
  assert.equal(await page.getByLabel(text('bank.form.cardNoLabel')).inputValue(), CARD);
  await page.getByLabel(text('bank.form.branchLabel')).fill('北京朝阳支行');
  await evidence(page, 'card-change');
  await page.getByRole('button', { name: text('bank.card.saveButton'), exact: true }).click();
  await seeText(page, text('bank.card.updatedText'));
  await item(page, '8888').getByText('北京朝阳支行').waitFor();
  assert.equal(cardsOf('member01').find((c) => c.card_no === CARD)?.bank_address, '北京朝阳支行');

  // Delete: cancelling keeps it, confirming removes it once.
  const usdtDelete = item(page, 'J4aF').getByRole('button', {
    name: new RegExp(`^${text('bank.card.deleteButton')} `),
  });
  await usdtDelete.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await evidence(page, 'card-delete-confirm');
  await dialog.getByRole('button', { name: text('bank.card.cancelButton'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(cardsOf('member01').length, start.length + 2);
  await usdtDelete.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('bank.card.confirmButton'), exact: true })
    .click();
  await seeText(page, text('bank.card.deletedText'));
  await item(page, 'J4aF').waitFor({ state: 'detached' });
  assert.equal(cardsOf('member01').length, start.length + 1);
  assert.equal(
    (await server.requests()).filter((r) => r.method === 'DELETE' && r.path.startsWith('/member/bank/')).length,
    1,
  );
  await assertMasked(page);
  await evidence(page, 'card-after');
});
