import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import Big from 'big.js';
import { useJourney, seeText, route } from './support/journey';
import { evidence } from './support/evidence';
import { logIn, submitLogin } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';
import { cents } from './walletFigures';

const env = useJourney();
const DEFAULT_TIMEOUT_MS = 10_000;

const member = async (server: E2eServer, name = 'member01') =>
  (await server.operator('GET', `/members/${name}`)).member as { id: number; money: number; fs_money: number };
const claimButton = (page: Page) => page.getByRole('button', { name: text('rebate.fsnow.claimButton'), exact: true });

/** Bets the member has not been paid rebate on yet: settled rounds, then a few larger live, slot and lottery bets. */
let bills = 0;
async function play(server: E2eServer, name = 'member01') {
  const r = await server.operator('POST', '/rounds', { name, count: 12 });
  assert.equal(r.ok, true);
  const m = await member(server, name);
  const at = server.ctx.clock.now().getTime() - 5_000;
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
  let shown: number | null = null;
  let held = 0;
  for (let i = 0; i < 40; i += 1) {
    held = (await member(server)).fs_money;
    shown = cents(await page.locator('[data-wallet="fs_money"] .money').innerText());
    if (shown === held) return;
    await page.waitForTimeout(250);
  }
  assert.equal(shown, held, 'rebate wallet on screen differs from the server');
}

test('member01 sees each game type’s valid bet, rate and rebate, claims the total once into the rebate wallet; a second claim of the same list is refused with the server’s message', async () => {
  const { page, server } = env;
  await play(server);
  await logIn(page, server, 'member01');
  const listed = page.waitForResponse((r) => r.url().includes('/api/fsnow/list'));
  await page.goto(server.at('/Member/Fsnow'));
  const answer = (await (await listed).json()) as {
    data: Array<{ gameType: number; total_valid: string; rate: string; fs_money: number }>;
    deadtime: number;
  };
  await page.locator('.fs-line').first().waitFor();
  assert.ok(answer.data.length > 0);
  for (const line of answer.data) {
    const row = page.locator(`[data-game-type="${line.gameType}"]`);
    const figures = await row.locator('dd').allInnerTexts();
    assert.equal(cents(figures[0]), Number(new Big(line.total_valid).times(100)));
    assert.equal(figures[1], `${line.rate}%`);
    assert.equal(cents(figures[2]), Number(new Big(line.fs_money).times(100)));
  }
  const total = answer.data.reduce((s, l) => s.plus(l.fs_money), new Big(0));
  assert.equal(cents(await page.locator('.fs-available').innerText()), Number(total.times(100)));
  await rebateWalletMatches(page, server);
  await evidence(page, 'fsnow-lines');

  const before = await member(server);
  await claimButton(page).dblclick();
  await page.locator('.fs-result').waitFor();
  await seeText(page, text('rebate.fsnow.emptyText'));
  assert.equal((await server.requests('/fsnow/fetch')).length, 1);
  const after = await member(server);
  assert.equal(after.fs_money - before.fs_money, Number(total.times(100)));
  const logs = server.ctx.db
    .prepare('SELECT SUM(money) AS s FROM money_logs WHERE member_id = ? AND operate_type = 4 AND created_at >= ?')
    .get(after.id, Date.now() - 60_000) as { s: number };
  assert.equal(logs.s, Number(total.times(100)));
  await rebateWalletMatches(page, server);
  await evidence(page, 'fsnow-claimed');
  await page.getByRole('link', { name: text('rebate.fsnow.playButton') }).click();
  await page.waitForURL((u) => route(page) === '/Main/home' || u.hash.startsWith('#/Main/home'));

  // More bets; the member's other device claims this very list first: this tap is refused, nothing moves.
  await play(server);
  const again = page.waitForResponse((r) => r.url().includes('/api/fsnow/list'));
  await page.goto(server.at('/Member/Fsnow'));
  const second = (await (await again).json()) as { deadtime: number };
  await page.locator('.fs-line').first().waitFor();
  const token = (await page.context().cookies()).find((c) => c.name === 'member_token')?.value ?? '';
  const elsewhere = await fetch(`${server.url}/api/fsnow/fetch?lang=zh_cn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ deadtime: second.deadtime }),
  });
  assert.equal(elsewhere.status, 200);
  const held = (await member(server)).fs_money;
  await claimButton(page).click();
  await seeText(page, '该部分反水已经领取，请勿重复操作');
  await seeText(page, text('rebate.fsnow.failedText'));
  assert.equal((await member(server)).fs_money, held);
  await evidence(page, 'fsnow-refused');
});

test('a member with no bets sees the empty state and the way to the game hall', async () => {
  const { page, server } = env;
  await logIn(page, server, 'newbie01');
  await page.goto(server.at('/Member/Fsnow'));
  await seeText(page, text('rebate.fsnow.emptyText'));
  assert.equal(await claimButton(page).count(), 0);
  await evidence(page, 'fsnow-empty');
});

test('claim under faults: HTTP 500, a malformed answer, a time-out and a 401 each say so and send once; the wallets match the server after', async () => {
  const { page, server } = env;
  await play(server);
  await page.clock.install();
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Fsnow'));
  await page.locator('.fs-line').first().waitFor();
  const start = (await member(server)).fs_money;
  let byApp = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/fsnow/fetch') byApp += 1;
  });

  await server.fault({ path: '/fsnow/fetch', kind: 'status', status: 500 });
  await claimButton(page).dblclick();
  await seeText(page, 'injected 500');
  await seeText(page, text('rebate.fsnow.failedText'));
  assert.equal((await server.requests('/fsnow/fetch')).length, 1);
  await evidence(page, 'fsnow-500');

  await server.fault({ path: '/fsnow/fetch', kind: 'malformed' });
  await claimButton(page).click();
  await seeText(page, text('common.net.failedText'));
  assert.equal((await server.requests('/fsnow/fetch')).length, 2);

  await server.fault({ path: '/fsnow/fetch', kind: 'delay', ms: 2_000 });
  await claimButton(page).click();
  await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1_000);
  await seeText(page, text('common.net.timeoutText'));
  await page.waitForTimeout(2_500);
  assert.equal((await member(server)).fs_money, start);
  assert.equal(byApp, 3);
  await server.clearFaults();

  await server.fault({ path: '/fsnow/fetch', kind: 'status', status: 401 });
  await claimButton(page).click();
  await page.waitForURL(
    (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes('redirect=/Member/Fsnow'),
  );
  assert.equal((await member(server)).fs_money, start);
  await server.clearFaults();
  await submitLogin(page, server, 'member01', 'pass1234');
  await page.waitForURL((u) => u.hash.startsWith('#/Member/Fsnow'));
  await page.locator('.fs-line').first().waitFor();
  await claimButton(page).click();
  await page.locator('.fs-result').waitFor();
  assert.equal(byApp, 5);
  assert.ok((await member(server)).fs_money > start);
  await rebateWalletMatches(page, server);
});
