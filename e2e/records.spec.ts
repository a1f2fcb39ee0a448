import { test, expect, route } from './fixtures';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';
import { rowsInDom, scrollToEnd } from './support/scrollList';
import type { E2eServer } from './support/server';

function memberId(server: E2eServer, name: string): number {
  return (server.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;
}

/** Copies one of the member's rows `n` times into the last few days, so lists span many pages. */
function cloneRows(
  server: E2eServer,
  table: string,
  member: number,
  n: number,
  tweak: (row: Record<string, unknown>, i: number) => void,
): void {
  const db = server.ctx.db;
  const template = db
    .prepare(`SELECT * FROM ${table} WHERE member_id = ? ORDER BY id DESC LIMIT 1`)
    .get(member) as Record<string, unknown>;
  const cols = Object.keys(template).filter((c) => c !== 'id');
  const insert = db.prepare(`INSERT INTO ${table} (${cols.join(',')}) VALUES (${cols.map(() => '?').join(',')})`);
  db.transaction(() => {
    for (let i = 0; i < n; i += 1) {
      const row = { ...template };
      tweak(row, i);
      insert.run(...cols.map((c) => row[c]));
    }
  })();
}

test('bet records: filters, totals, infinite scroll over several pages, a detail, and back to the same place', async ({
  page,
  server,
}) => {
  const id = memberId(server, 'member01');
  const now = server.ctx.clock.now().getTime();
  cloneRows(server, 'game_records', id, 140, (r, i) => {
    r.bill_no = `E2E${String(i).padStart(6, '0')}`;
    r.bet_time = now - (i + 1) * 3 * 60_000;
    r.created_at = now - (i + 1) * 3 * 60_000 + 30_000;
  });
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/GameRecord'));
  const list = page.getByRole('list', { name: text('records.game.listLabel') });
  await expect(list).toBeVisible();
  await expect(page.getByText(text('records.game.totalWinLabel'), { exact: true })).toBeVisible();
  await evidence(page, 'records-game');

  // Within 30 days, then a supplier: each is its own request with the filter in the body.
  await page.getByText(text('list.date.monthOption'), { exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.includes('range=month'));
  const supplier = page.getByLabel(text('records.game.supplierLabel'));
  const firstApi = await supplier.locator('option').nth(1).getAttribute('value');
  expect(firstApi).toBeTruthy();
  await supplier.selectOption(firstApi);
  await expect(page).toHaveURL((u) => u.hash.includes(`api=${firstApi}`));
  await expect(list).toBeVisible();
  await expect
    .poll(
      async () =>
        (await server.requests('/game/record'))
          .map((r) => r.body as { api_name?: string; betTime?: string[] })
          .some((b) => b.api_name === firstApi && Array.isArray(b.betTime)),
      { message: 'a request carries the supplier and the period' },
    )
    .toBe(true);
  await page.getByLabel(text('records.game.typeLabel')).selectOption({ index: 0 });
  await supplier.selectOption('');
  await expect(page).toHaveURL((u) => !u.hash.includes('api='));

  // Several pages: 86 seeded + 140 added rows at 50 a page.
  await scrollToEnd(page);
  const pages = (await server.requests('/game/record')).map((r) => (r.body as { page?: number }).page ?? 1);
  expect(Math.max(...pages), `pages fetched: ${pages.join(',')}`).toBeGreaterThanOrEqual(4);

  // Open a row half way down, come back: same rows, same scroll position, no refetch of the list.
  await page.evaluate(() => window.scrollTo(0, 4000));
  const y = await page.evaluate(() => window.scrollY);
  // A row inside the viewport (the windowed list also keeps a few rows above it, out of view), once the
  // windowed list has drawn the rows of the new place.
  const inView = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('ul.vlist > li')]
        .find((li) => li.getBoundingClientRect().top > 120 && li.getBoundingClientRect().top < innerHeight)
        ?.getAttribute('aria-posinset'),
    );
  await expect.poll(inView, { message: 'a row is drawn inside the viewport' }).toBeTruthy();
  const pos = await inView();
  const row = page.locator(`ul.vlist > li[aria-posinset="${pos}"] button`);
  const bill = ((await row.locator('.record-line').nth(1).locator('.record-sub').first().textContent()) ?? '').trim();
  expect(bill).toMatch(/^E2E\d{6}$|^\S+$/);
  const calls = (await server.requests('/game/record')).length;
  await row.click();
  await expect(page.getByText(text('records.game.wagerLabel'), { exact: true })).toBeVisible();
  for (const id of [
    'billNoLabel',
    'nameLabel',
    'typeLabel',
    'roundLabel',
    'betLabel',
    'validLabel',
    'payoutLabel',
    'resultLabel',
    'betTimeLabel',
    'payoutTimeLabel',
  ]) {
    await expect(page.getByText(text(`records.game.${id}`), { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(bill, { exact: true })).toBeVisible();
  await evidence(page, 'records-game-detail');
  await page.goBack();
  await expect(list).toBeVisible();
  await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) < 5, y);
  await expect(page.getByText(bill, { exact: true })).toBeVisible();
  await expect.poll(() => server.requests('/game/record')).toHaveLength(calls);
  expect(route(page)).toBe('/Member/GameRecord');
});

test('money log: 2,000 rows scroll smoothly with under 200 rows in the DOM; filters, transfer tab and detail', async ({
  page,
  server,
}) => {
  const id = memberId(server, 'member01');
  const now = server.ctx.clock.now().getTime();
  cloneRows(server, 'money_logs', id, 2000, (r, i) => {
    r.created_at = now - 60_000 - i * 150_000; // 2,000 rows within the last ~3.5 days
    r.description = `E2E row ${i + 1}`;
  });
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/MoneyLog'));
  const list = page.getByRole('list', { name: text('records.moneyLog.listLabel') });
  await expect(list).toBeVisible();
  await expect(page.getByText(text('records.moneyLog.flowTotalLabel'), { exact: true })).toBeVisible();
  await evidence(page, 'records-moneylog');
  const most = await scrollToEnd(page, 200);
  const total = Number(await list.locator('li').first().getAttribute('aria-setsize'));
  expect(total, `list size ${total}`).toBeGreaterThanOrEqual(2000);
  expect(most, `at most ${most} rows were in the DOM`).toBeLessThan(200);
  // Every row is in: the last one shows at the very bottom.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('ul.vlist > li:last-child')).toHaveAttribute('aria-posinset', String(total));
  expect(await rowsInDom(page)).toBeLessThan(200);

  // Wallet and type filters, then the transfer tab (operate type 3 only).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByText(text('records.moneyLog.allWalletsOption'), { exact: true })).toBeVisible();
  await page.locator('label.chip', { hasText: /返水/ }).click();
  await expect(page).toHaveURL((u) => u.hash.includes('wallet=fs_money'));
  await page.getByLabel(text('records.moneyLog.typeFilterLabel')).selectOption({ index: 1 });
  await expect(page).toHaveURL((u) => u.hash.includes('type='));
  const bodies = async () =>
    (await server.requests('/moneylog')).map(
      (r) => r.body as { money_type?: string; operate_type?: string; created_at?: string[] },
    );
  await expect
    .poll(async () => (await bodies()).some((b) => b.money_type === 'fs_money' && !!b.operate_type), {
      message: 'a request carries both the wallet and the type filter',
    })
    .toBe(true);
  expect((await bodies()).every((b) => Array.isArray(b.created_at) && b.created_at.length === 2)).toBe(true);
  await page.getByRole('tab', { name: text('records.moneyLog.transferTab') }).click();
  await page.getByText(text('records.moneyLog.allWalletsOption'), { exact: true }).click();
  const transfers = page.getByRole('list', { name: text('records.moneyLog.transferTab') });
  await expect(transfers).toBeVisible();
  await expect
    .poll(async () => ((await server.requests('/moneylog')).at(-1)?.body as { operate_type?: string }).operate_type)
    .toBe('3');
  await evidence(page, 'records-transfers');
  await transfers.locator('li button').first().click();
  await expect(page.getByText(text('records.moneyLog.transferTypeLabel'), { exact: true })).toBeVisible();
  for (const k of [
    'changeLabel',
    'amountLabel',
    'beforeLabel',
    'afterLabel',
    'walletLabel',
    'descriptionLabel',
    'timeLabel',
  ]) {
    await expect(page.getByText(text(`records.moneyLog.${k}`), { exact: true }).first()).toBeVisible();
  }
  await evidence(page, 'records-moneylog-detail');
  await page.goBack();
  await expect(transfers).toBeVisible();
});

test('money log: an empty period says what to do next', async ({ page, server }) => {
  await logIn(page, server, 'newbie01');
  await page.goto(server.at('/Member/MoneyLog?range=today'));
  await expect(page.getByText(text('records.moneyLog.emptyText'), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: text('records.moneyLog.emptyAction') })).toBeVisible();
  await evidence(page, 'records-moneylog-empty');
});

test('recharge and withdrawal records: status, every field of a recharge, the withdrawal tab', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/RechargeList'));
  const list = page.getByRole('list', { name: text('records.recharge.listLabel') });
  await expect(list).toBeVisible();
  await expect(page.getByText(text('records.recharge.totalLabel'), { exact: true })).toBeVisible();
  await evidence(page, 'records-recharge');
  await list.locator('li button').first().click();
  for (const k of [
    'billNoLabel',
    'amountLabel',
    'accountLabel',
    'methodLabel',
    'payInfoLabel',
    'statusLabel',
    'reasonLabel',
    'remitTimeLabel',
    'confirmTimeLabel',
  ]) {
    await expect(page.getByText(text(`records.recharge.${k}`), { exact: true }).first()).toBeVisible();
  }
  await evidence(page, 'records-recharge-detail');
  await page.goBack();
  await page.getByRole('tab', { name: text('records.recharge.drawingTab') }).click();
  const drawings = page.getByRole('list', { name: text('records.recharge.drawingListLabel') });
  await expect(drawings).toBeVisible();
  await expect(page.getByText(text('records.drawing.totalLabel'), { exact: true })).toBeVisible();
  await evidence(page, 'records-drawing');
  await drawings.locator('li button').first().click();
  await expect(page.getByText(text('records.drawing.feeLabel'), { exact: true })).toBeVisible();
  await evidence(page, 'records-drawing-detail');
});
