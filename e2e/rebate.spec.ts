import { platformWithoutKeys } from './faults/support';
import type { Page } from '@playwright/test';
import Big from 'big.js';
import { test, expect, route } from './fixtures';
import { evidence } from './support/evidence';
import { logIn, submitLogin } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';
import { cents } from './walletFigures';

const DEFAULT_TIMEOUT_MS = 10_000;

const member = async (server: E2eServer, name = 'member01') =>
  (await server.operator('GET', `/members/${name}`)).member as { id: number; money: number; fs_money: number };
const claimButton = (page: Page) => page.getByRole('button', { name: text('rebate.fsnow.claimButton'), exact: true });

/** Bets the member has not been paid rebate on yet: settled rounds, then a few larger live, slot and lottery bets. */
let bills = 0;
async function play(server: E2eServer, name = 'member01') {
  const r = await server.operator('POST', '/rounds', { name, count: 12 });
  expect(r.ok).toBe(true);
  const m = await member(server, name);
  const at = server.ctx.clock.now().getTime() - 5_000;
  // Settled a few seconds ago: the platform lists (and pays) the bets before the second its list is read in, and the
  // screen reads its list as it opens, often within the second the rounds were played.
  server.ctx.db
    .prepare('UPDATE game_records SET created_at = ? WHERE member_id = ? AND is_fs = 0 AND created_at > ?')
    .run(at, m.id, at);
  const add = server.ctx.db
    .prepare(`INSERT INTO game_records (bill_no, api_name, member_id, name, bet_amount, valid_bet_amount, net_amount, game_type, bet_time, created_at)
    VALUES (?, 'AG', ?, ?, ?, ?, 0, ?, ?, ?)`);
  for (const [type, valid] of [
    [1, 1_234_567],
    [3, 654_321],
    [4, 2_000_033],
  ])
    add.run(`e2e-fs-${(bills += 1)}`, m.id, name, valid, valid, type, at, at);
}

/** The rebate wallet on screen equals the server's. */
async function rebateWalletMatches(page: Page, server: E2eServer) {
  await expect(async () => {
    const held = (await member(server)).fs_money;
    const shown = cents(await page.locator('[data-wallet="fs_money"] .money').innerText());
    expect(shown, 'rebate wallet on screen differs from the server').toBe(held);
  }).toPass({ intervals: [250], timeout: 15_000 });
}

test('member01 sees each game type’s valid bet, rate and rebate, claims the total once into the rebate wallet; a second claim of the same list is refused with the server’s message', async ({
  page,
  server,
}) => {
  await play(server);
  await logIn(page, server, 'member01');
  const listed = page.waitForResponse((r) => r.url().includes('/api/fsnow/list'));
  await page.goto(server.at('/Member/Fsnow'));
  const answer = (await (await listed).json()) as {
    data: Array<{ gameType: number; total_valid: string; rate: string; fs_money: number }>;
    deadtime: number;
  };
  await expect(page.locator('#root .fs-line').first()).toBeVisible();
  expect(answer.data.length).toBeGreaterThan(0);
  for (const line of answer.data) {
    const row = page.locator(`[data-game-type="${line.gameType}"]`);
    const figures = await row.locator('dd').allInnerTexts();
    expect(cents(figures[0])).toBe(Number(new Big(line.total_valid).times(100)));
    expect(figures[1]).toBe(`${line.rate}%`);
    expect(cents(figures[2])).toBe(Number(new Big(line.fs_money).times(100)));
  }
  const total = answer.data.reduce((s, l) => s.plus(l.fs_money), new Big(0));
  expect(cents(await page.locator('#root .fs-available').innerText())).toBe(Number(total.times(100)));
  await rebateWalletMatches(page, server);
  await evidence(page, 'fsnow-lines');

  const before = await member(server);
  await claimButton(page).dblclick();
  await expect(page.locator('.fs-result')).toBeVisible();
  await expect(page.getByText(text('rebate.fsnow.emptyText')).first()).toBeVisible();
  await expect.poll(() => server.requests('/fsnow/fetch')).toHaveLength(1);
  const after = await member(server);
  expect(after.fs_money - before.fs_money).toBe(Number(total.times(100)));
  const logs = server.ctx.db
    .prepare('SELECT SUM(money) AS s FROM money_logs WHERE member_id = ? AND operate_type = 4 AND created_at >= ?')
    .get(after.id, Date.now() - 60_000) as { s: number };
  expect(logs.s).toBe(Number(total.times(100)));
  await rebateWalletMatches(page, server);
  await evidence(page, 'fsnow-claimed');
  await page.getByRole('link', { name: text('rebate.fsnow.playButton') }).click();
  await expect(page).toHaveURL((u) => route(page) === '/Main/home' || u.hash.startsWith('#/Main/home'));
  // Home is on view and the rebate screen gone, so coming back opens it afresh (an address changed back before
  // the move to home had finished would keep the rebate screen as it was).
  await expect(page.locator('.fs-result')).toHaveCount(0);

  // More bets; the member's other device claims this very list first: this tap is refused, nothing moves.
  await play(server);
  const again = page.waitForResponse((r) => r.url().includes('/api/fsnow/list'));
  await page.goto(server.at('/Member/Fsnow'));
  const second = (await (await again).json()) as { deadtime: number };
  await expect(page.locator('#root .fs-line').first()).toBeVisible();
  const token = (await page.context().cookies()).find((c) => c.name === 'member_token')?.value ?? '';
  const elsewhere = await fetch(`${server.url}/api/fsnow/fetch?lang=zh_cn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ deadtime: second.deadtime }),
  });
  expect(elsewhere.status).toBe(200);
  const held = (await member(server)).fs_money;
  await claimButton(page).click();
  await expect(page.getByText('该部分反水已经领取，请勿重复操作').first()).toBeVisible();
  await expect(page.getByText(text('rebate.fsnow.failedText')).first()).toBeVisible();
  expect((await member(server)).fs_money).toBe(held);
  await evidence(page, 'fsnow-refused');
});

test('a member with no bets sees the empty state and the way to the game hall', async ({ page, server }) => {
  await logIn(page, server, 'newbie01');
  await page.goto(server.at('/Member/Fsnow'));
  await expect(page.getByText(text('rebate.fsnow.emptyText')).first()).toBeVisible();
  await expect(claimButton(page)).toHaveCount(0);
  await evidence(page, 'fsnow-empty');
});

test('while the rebate list is on its way, its figures are skeletons, never a zero the server did not give', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.route(/\/api\/fsnow\/list/, () => undefined);
  await page.goto(server.at('/Member/Fsnow'));
  await expect(page.locator('#root .fs-head .skeleton')).toHaveCount(4);
  // Each figure's place holds its skeleton and nothing else.
  await expect(page.locator('#root .fs-head .money:not(:has(.skeleton))')).toHaveCount(0);
  for (const figure of await page.locator('#root .fs-head .money').all()) await expect(figure).toHaveText('');
});

test('claim under faults: HTTP 500, a malformed answer, a time-out and a 401 each say so and send once; the wallets match the server after', async ({
  page,
  server,
}) => {
  await play(server);
  await platformWithoutKeys(page);
  await page.clock.install();
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Fsnow'));
  await expect(page.locator('#root .fs-line').first()).toBeVisible();
  const start = (await member(server)).fs_money;
  let byApp = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/fsnow/fetch') byApp += 1;
  });

  await server.fault({ path: '/fsnow/fetch', kind: 'status', status: 500 });
  await claimButton(page).dblclick();
  await expect(page.getByText('injected 500').first()).toBeVisible();
  await expect(page.getByText(text('rebate.fsnow.failedText')).first()).toBeVisible();
  await expect.poll(() => server.requests('/fsnow/fetch')).toHaveLength(1);
  await evidence(page, 'fsnow-500');

  await server.fault({ path: '/fsnow/fetch', kind: 'malformed' });
  await claimButton(page).click();
  await expect(page.getByText(text('common.net.failedText')).first()).toBeVisible();
  await expect.poll(() => server.requests('/fsnow/fetch')).toHaveLength(2);

  await server.fault({ path: '/fsnow/fetch', kind: 'delay', ms: 2_000 });
  await claimButton(page).click();
  await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1_000);
  await expect(page.getByText(text('common.net.timeoutText')).first()).toBeVisible();
  await page.waitForTimeout(2_500);
  expect((await member(server)).fs_money).toBe(start);
  expect(byApp).toBe(3);
  await server.clearFaults();

  await server.fault({ path: '/fsnow/fetch', kind: 'status', status: 401 });
  await claimButton(page).click();
  await expect(page).toHaveURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Member/Fsnow'),
  );
  expect((await member(server)).fs_money).toBe(start);
  await server.clearFaults();
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Member/Fsnow'));
  await expect(page.locator('#root .fs-line').first()).toBeVisible();
  await claimButton(page).click();
  await expect(page.locator('.fs-result')).toBeVisible();
  expect(byApp).toBe(5);
  expect((await member(server)).fs_money).toBeGreaterThan(start);
  await rebateWalletMatches(page, server);
});
