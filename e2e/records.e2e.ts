import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useJourney, route } from './support/journey';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';

const env = useJourney();
const DAY = 86400_000;

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

/** Rows of the windowed list currently in the DOM. */
const rowsInDom = (page: Page) => page.locator('ul.vlist > li').count();

/** Scrolls to the end of an infinite list until the footer says everything is in; checks the DOM stays bounded. */
async function scrollToEnd(page: Page, maxRows = 200): Promise<number> {
  const end = text('list.footer.endText');
  let most = 0;
  for (let i = 0; i < 400; i += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(60);
    const n = await rowsInDom(page);
    most = Math.max(most, n);
    assert.ok(n < maxRows, `the DOM holds ${n} rows`);
    if (await page.getByText(end, { exact: true }).isVisible()) return most;
  }
  throw new Error('the list never reached its end');
}

test('bet records: filters, totals, infinite scroll over several pages, a detail, and back to the same place', async () => {
  const { page, server } = env;
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
  await list.waitFor();
  await page.getByText(text('records.game.totalWinLabel'), { exact: true }).waitFor();
  await evidence(page, 'records-game');

  // Within 30 days, then a supplier: each is its own request with the filter in the body.
  await page.getByText(text('list.date.monthOption'), { exact: true }).click();
  await page.waitForFunction(() => location.hash.includes('range=month'));
  const supplier = page.getByLabel(text('records.game.supplierLabel'));
  const firstApi = await supplier.locator('option').nth(1).getAttribute('value');
  assert.ok(firstApi);
  await supplier.selectOption(firstApi);
  await page.waitForFunction((api) => location.hash.includes(`api=${api}`), firstApi);
  await list.waitFor();
  const sent = (await server.requests('/game/record')).map((r) => r.body as { api_name?: string; betTime?: string[] });
  assert.ok(sent.some((b) => b.api_name === firstApi && Array.isArray(b.betTime)));
  await page.getByLabel(text('records.game.typeLabel')).selectOption({ index: 0 });
  await supplier.selectOption('');
  await page.waitForFunction(() => !location.hash.includes('api='));

  // Several pages: 86 seeded + 140 added rows at 50 a page.
  await scrollToEnd(page);
  const pages = (await server.requests('/game/record')).map((r) => (r.body as { page?: number }).page ?? 1);
  assert.ok(Math.max(...pages) >= 4, `pages fetched: ${pages.join(',')}`);

  // Open a row half way down, come back: same rows, same scroll position, no refetch of the list.
  await page.evaluate(() => window.scrollTo(0, 4000));
  await page.waitForTimeout(200);
  const y = await page.evaluate(() => window.scrollY);
  // A row inside the viewport (the windowed list also keeps a few rows above it, out of view).
  const pos = await page.evaluate(() =>
    [...document.querySelectorAll('ul.vlist > li')]
      .find((li) => li.getBoundingClientRect().top > 120)
      ?.getAttribute('aria-posinset'),
  );
  const row = page.locator(`ul.vlist > li[aria-posinset="${pos}"] button`);
  const bill = ((await row.locator('.record-line').nth(1).locator('.record-sub').first().textContent()) ?? '').trim();
  assert.match(bill, /^E2E\d{6}$|^\S+$/);
  const calls = (await server.requests('/game/record')).length;
  await row.click();
  await page.getByText(text('records.game.wagerLabel'), { exact: true }).waitFor();
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
    await page
      .getByText(text(`records.game.${id}`), { exact: true })
      .first()
      .waitFor();
  }
  assert.ok(await page.getByText(bill, { exact: true }).isVisible());
  await evidence(page, 'records-game-detail');
  await page.goBack();
  await list.waitFor();
  await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) < 5, y);
  assert.ok(await page.getByText(bill, { exact: true }).isVisible());
  assert.equal((await server.requests('/game/record')).length, calls);
  assert.equal(route(page), '/Member/GameRecord');
});

test('money log: 2,000 rows scroll smoothly with under 200 rows in the DOM; filters, transfer tab and detail', async () => {
  const { page, server } = env;
  const id = memberId(server, 'member01');
  const now = server.ctx.clock.now().getTime();
  cloneRows(server, 'money_logs', id, 2000, (r, i) => {
    r.created_at = now - 60_000 - i * 150_000; // 2,000 rows within the last ~3.5 days
    r.description = `E2E row ${i + 1}`;
  });
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/MoneyLog'));
  const list = page.getByRole('list', { name: text('records.moneyLog.listLabel') });
  await list.waitFor();
  await page.getByText(text('records.moneyLog.flowTotalLabel'), { exact: true }).waitFor();
  await evidence(page, 'records-moneylog');
  const most = await scrollToEnd(page, 200);
  const total = Number(await list.locator('li').first().getAttribute('aria-setsize'));
  assert.ok(total >= 2000, `list size ${total}`);
  assert.ok(most < 200, `at most ${most} rows were in the DOM`);
  // Every row is in: the last one shows at the very bottom.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    (n) => document.querySelector('ul.vlist > li:last-child')?.getAttribute('aria-posinset') === String(n),
    total,
  );
  assert.ok((await rowsInDom(page)) < 200);

  // Wallet and type filters, then the transfer tab (operate type 3 only).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByText(text('records.moneyLog.allWalletsOption'), { exact: true }).waitFor();
  await page.locator('label.chip', { hasText: /返水/ }).click();
  await page.waitForFunction(() => location.hash.includes('wallet=fs_money'));
  await page.getByLabel(text('records.moneyLog.typeFilterLabel')).selectOption({ index: 1 });
  await page.waitForFunction(() => location.hash.includes('type='));
  const bodies = (await server.requests('/moneylog')).map(
    (r) => r.body as { money_type?: string; operate_type?: string; created_at?: string[] },
  );
  assert.ok(bodies.every((b) => Array.isArray(b.created_at) && b.created_at.length === 2));
  assert.ok(bodies.some((b) => b.money_type === 'fs_money' && b.operate_type));
  await page.getByRole('tab', { name: text('records.moneyLog.transferTab') }).click();
  await page.getByText(text('records.moneyLog.allWalletsOption'), { exact: true }).click();
  const transfers = page.getByRole('list', { name: text('records.moneyLog.transferTab') });
  await transfers.waitFor();
  const last2 = (await server.requests('/moneylog')).at(-1)!.body as { operate_type?: string };
  assert.equal(last2.operate_type, '3');
  await evidence(page, 'records-transfers');
  await transfers.locator('li button').first().click();
  await page.getByText(text('records.moneyLog.transferTypeLabel'), { exact: true }).waitFor();
  for (const k of [
    'changeLabel',
    'amountLabel',
    'beforeLabel',
    'afterLabel',
    'walletLabel',
    'descriptionLabel',
    'timeLabel',
  ]) {
    await page
      .getByText(text(`records.moneyLog.${k}`), { exact: true })
      .first()
      .waitFor();
  }
  await evidence(page, 'records-moneylog-detail');
  await page.goBack();
  await transfers.waitFor();
});

test('money log: an empty period says what to do next', async () => {
  const { page, server } = env;
  await logIn(page, server, 'newbie01');
  await page.goto(server.at('/Member/MoneyLog?range=today'));
  await page.getByText(text('records.moneyLog.emptyText'), { exact: true }).waitFor();
  await page.getByRole('link', { name: text('records.moneyLog.emptyAction') }).waitFor();
  await evidence(page, 'records-moneylog-empty');
});

test('recharge and withdrawal records: status, every field of a recharge, the withdrawal tab', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/RechargeList'));
  const list = page.getByRole('list', { name: text('records.recharge.listLabel') });
  await list.waitFor();
  await page.getByText(text('records.recharge.totalLabel'), { exact: true }).waitFor();
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
    await page
      .getByText(text(`records.recharge.${k}`), { exact: true })
      .first()
      .waitFor();
  }
  await evidence(page, 'records-recharge-detail');
  await page.goBack();
  await page.getByRole('tab', { name: text('records.recharge.drawingTab') }).click();
  const drawings = page.getByRole('list', { name: text('records.recharge.drawingListLabel') });
  await drawings.waitFor();
  await page.getByText(text('records.drawing.totalLabel'), { exact: true }).waitFor();
  await evidence(page, 'records-drawing');
  await drawings.locator('li button').first().click();
  await page.getByText(text('records.drawing.feeLabel'), { exact: true }).waitFor();
  await evidence(page, 'records-drawing-detail');
});
