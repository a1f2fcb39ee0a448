import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useJourney, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { logIn, submitLogin } from './support/login';
import { typePasscode } from './support/passcode';
import { text } from './support/text';
import type { E2eServer } from './support/server';
import { assertWalletsMatch, serverWallets } from './walletFigures';

const env = useJourney();
const GAME = 'AG';
const LONG_TIMEOUT_MS = 100_000;

type Flow = {
  name: string;
  path: string;
  route: string;
  amountLabel: string;
  failedText: string;
  doneText: string;
  prepare: (server: E2eServer) => void;
  /** Fills the form (when empty) and sends the money-moving request once. */
  attempt: (page: Page) => Promise<void>;
  /** Cents the flow takes out of the main wallet. */
  mainDelta: number;
};

const typeSheetPasscode = (page: Page) =>
  typePasscode(page.getByRole('dialog'), text('money.passcode.inputLabel'), '123456');

const withdrawal: Flow = {
  name: 'withdrawal',
  path: '/drawing',
  route: '/Member/ApplyDrawing',
  amountLabel: 'withdraw.form.amountLabel',
  failedText: 'withdraw.form.failedText',
  doneText: 'withdraw.result.doneText',
  prepare: () => undefined,
  attempt: async (page) => {
    const amount = page.getByLabel(text('withdraw.form.amountLabel'), { exact: true });
    await amount.waitFor();
    if (!(await amount.inputValue())) await amount.fill('120');
    await page.getByRole('button', { name: text('withdraw.form.submitButton'), exact: true }).click();
    await typeSheetPasscode(page);
  },
  mainDelta: 12_000,
};

const gameDeposit: Flow = {
  name: 'game deposit',
  path: '/game/deposit',
  route: '/Member/Transfer',
  amountLabel: 'wallet.manual.amountLabel',
  failedText: 'wallet.manual.failedText',
  doneText: 'wallet.manual.depositDoneText',
  prepare: (server) => {
    server.ctx.db.prepare("UPDATE members SET is_trans_on = 0 WHERE name = 'member01'").run();
  },
  attempt: async (page) => {
    const amount = page.getByLabel(text('wallet.manual.amountLabel'), { exact: true });
    await amount.waitFor();
    if (!(await amount.inputValue())) {
      await page.getByLabel(text('wallet.manual.fromLabel'), { exact: true }).selectOption('money');
      await page.getByLabel(text('wallet.manual.toLabel'), { exact: true }).selectOption(GAME);
      await amount.fill('120');
    }
    await page.getByRole('button', { name: text('wallet.manual.submitButton'), exact: true }).click();
  },
  mainDelta: 12_000,
};

async function amountShown(page: Page, flow: Flow): Promise<string> {
  const amount = page.getByLabel(text(flow.amountLabel), { exact: true });
  await amount.waitFor();
  return amount.inputValue();
}

/** Balances on screen equal the server's: the Transfer screen shows every wallet. */
async function balancesMatch(page: Page, server: E2eServer) {
  if (!page.url().includes('/Member/Transfer')) await page.goto(server.at('/Member/Transfer'));
  await page.locator('.game-wallet').first().waitFor();
  await assertWalletsMatch(page, server, 'member01');
}

/** Counts the money-moving requests the app itself sends (a request the server never answered is not in its log). */
function countSent(page: Page, flow: Flow): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api${flow.path}` && r.method() === 'POST') n += 1;
  });
  return () => n;
}

async function open(page: Page, server: E2eServer, flow: Flow) {
  flow.prepare(server);
  // A controllable clock: a time-out of 100 s is reached without waiting 100 s.
  await page.clock.install();
  await logIn(page, server, 'member01');
  await page.goto(server.at(flow.route));
}

for (const flow of [withdrawal, gameDeposit]) {
  test(`${flow.name}: HTTP 500, a malformed answer and a time-out each say so, keep the amount and send once; balances match the server`, async () => {
    const { page, server } = env;
    await open(page, server, flow);
    const start = (await serverWallets(server, 'member01')).member.money;
    const sentByApp = countSent(page, flow);
    let sent = 0;

    // HTTP 500: the server's message, the flow's own notice, nothing moved.
    await server.fault({ path: flow.path, kind: 'status', status: 500 });
    await flow.attempt(page);
    await seeText(page, 'injected 500');
    await seeText(page, text(flow.failedText));
    assert.equal(await amountShown(page, flow), '120');
    assert.equal((await server.requests(flow.path)).length, (sent += 1));
    await evidence(page, `fault-${flow.name.replace(' ', '-')}-500`);

    // A broken body on HTTP 200: 'operation error', nothing moved.
    await server.fault({ path: flow.path, kind: 'malformed' });
    await flow.attempt(page);
    await seeText(page, text('common.net.failedText'));
    await seeText(page, text(flow.failedText));
    assert.equal(await amountShown(page, flow), '120');
    assert.equal((await server.requests(flow.path)).length, (sent += 1));
    assert.equal((await serverWallets(server, 'member01')).member.money, start);

    // No answer within the time-out: 'network timeout', and the flow is free to try again.
    await server.fault({ path: flow.path, kind: 'delay', ms: 2_000 });
    await flow.attempt(page);
    await page.clock.fastForward(LONG_TIMEOUT_MS + 1_000);
    await seeText(page, text('common.net.timeoutText'));
    await seeText(page, text(flow.failedText));
    assert.equal(await amountShown(page, flow), '120');
    // The reference platform drops a request whose caller hung up before it was read: nothing moves,
    // and the request never reaches its log.
    await page.waitForTimeout(2_500);
    assert.equal((await serverWallets(server, 'member01')).member.money, start);
    assert.equal((await server.requests(flow.path)).length, sent);
    assert.equal(sentByApp(), (sent += 1));
    await evidence(page, `fault-${flow.name.replace(' ', '-')}-timeout`);

    // Double tap on the final, healthy attempt: one request.
    await server.clearFaults();
    if (flow === gameDeposit) {
      await page.getByRole('button', { name: text('wallet.manual.submitButton'), exact: true }).dblclick();
    } else {
      await flow.attempt(page);
    }
    await seeText(page, text(flow.doneText, 'zh_cn', { amount: '120' }));
    assert.equal(sentByApp(), (sent += 1));
    assert.equal((await server.requests(flow.path)).length, sent - 1);
    assert.equal((await serverWallets(server, 'member01')).member.money, start - flow.mainDelta);
    await page.reload();
    await balancesMatch(page, server);
  });

  test(`${flow.name}: 503 maintenance sends the member to the maintenance page and a 401 mid-flow to Login; back each time, the amount is still there; nothing sent twice`, async () => {
    const { page, server } = env;
    await open(page, server, flow);
    const start = (await serverWallets(server, 'member01')).member.money;

    await server.fault({ path: flow.path, kind: 'status', status: 503 });
    await flow.attempt(page);
    await page.waitForURL((u) => u.pathname.endsWith('/maintenance.html'));
    assert.equal((await server.requests(flow.path)).length, 1);
    assert.equal((await serverWallets(server, 'member01')).member.money, start);
    // Coming back is a fresh page load (session storage starts empty, spec §2); the amount still waits.
    await page.goto(server.at(flow.route));
    await page.getByLabel(text(flow.amountLabel), { exact: true }).waitFor();
    await page.waitForFunction((label) => {
      const input = [...document.querySelectorAll('label')].find((l) => l.textContent === label)?.control as
        HTMLInputElement | undefined;
      return input?.value === '120';
    }, text(flow.amountLabel));
    assert.equal(await amountShown(page, flow), '120');

    await server.fault({ path: flow.path, kind: 'status', status: 401 });
    await flow.attempt(page);
    await page.waitForURL(
      (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes(`redirect=${flow.route}`),
    );
    assert.equal((await server.requests(flow.path)).length, 2);
    assert.equal((await serverWallets(server, 'member01')).member.money, start);
    await submitLogin(page, server, 'member01', 'pass1234');
    await page.waitForURL((u) => u.hash.startsWith(`#${flow.route}`));
    assert.equal(await amountShown(page, flow), '120');
    await evidence(page, `fault-${flow.name.replace(' ', '-')}-back-after-login`);

    await flow.attempt(page);
    await seeText(page, text(flow.doneText, 'zh_cn', { amount: '120' }));
    assert.equal((await server.requests(flow.path)).length, 3);
    assert.equal((await serverWallets(server, 'member01')).member.money, start - flow.mainDelta);
    await balancesMatch(page, server);
  });
}
