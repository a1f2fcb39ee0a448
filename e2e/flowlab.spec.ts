import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { evidence, screenshot } from './support/evidence';
import { logIn } from './support/login';
import { typePasscode } from './support/passcode';
import { text, type Locale } from './support/text';

const PASSCODE = '123456';

/** The file a click downloads, as text. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync(await download.path(), 'utf8');
}

const tab = (page: Page, id: string) => page.getByRole('tab', { name: text(id) });

/** Picks a machine in the lab's list of machines. */
const chooseMachine = (page: Page, id: string, locale: Locale = 'zh_cn') =>
  page
    .getByRole('listbox', { name: text('flowlab.lab.machineLabel', locale) })
    .getByRole('option', { name: id, exact: true })
    .click();

test('a withdrawal in one tab is watched live in the lab in another, exported, imported in a fresh browser and stepped through', async ({
  page,
  server,
  browser,
}) => {
  await logIn(page, server, 'member01');

  // Support's lab in a second tab of the same browser, on the live list before the flow starts.
  const lab = await page.context().newPage();
  await lab.goto(server.at('/test'));
  await tab(lab, 'flowlab.lab.liveTab').click();
  await expect(lab.getByText('login').first()).toBeVisible();

  await page.goto(server.at('/Member/ApplyDrawing'));
  const amount = page.getByLabel(text('withdraw.form.amountLabel'), { exact: true });
  await amount.fill('150');
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  // The lab follows the flow as it moves: the member is at the passcode now.
  await lab
    .getByRole('option', { name: /withdraw/ })
    .first()
    .click();
  await expect(lab.getByTestId('live-state').filter({ hasText: 'confirming' })).toBeVisible();
  await typePasscode(page.getByRole('dialog'), text('money.passcode.inputLabel'), PASSCODE);
  await expect(page.getByText(text('withdraw.result.doneText')).first()).toBeVisible();
  await expect(lab.getByTestId('live-state').filter({ hasText: 'done' })).toBeVisible();
  await expect(lab.locator('.lab-state.is-current', { hasText: 'done' })).toBeVisible();
  await evidence(lab, 'flowlab-live');
  expect(await lab.content(), 'the withdrawal password never reaches the lab').not.toContain(PASSCODE);

  const exported = await downloaded(lab, () =>
    lab.getByRole('button', { name: text('flowlab.live.exportButton') }).click(),
  );
  expect(exported).not.toContain(PASSCODE);
  const trace = JSON.parse(exported);
  expect(trace.flows.length).toBe(1);
  expect(trace.flows[0].machine).toBe('withdraw');
  const states: unknown[] = trace.flows[0].steps.map((s: { state: unknown }) => s.state);
  expect(states.slice(-3)).toEqual(['confirming', 'submitting', 'done']);
  const done = trace.flows[0].steps.find(
    (s: { event: { type: string } }) => s.event.type === 'xstate.done.actor.submitWithdrawal',
  );
  expect(done, 'the outcome of the withdrawal request is in the trace').toBeDefined();

  // Support, elsewhere: a fresh browser context with nothing of the member's (no cookie, storage or service
  // worker), at the same phone size, the file imported and walked through.
  const requestsBefore = (await server.requests('/drawing')).length;
  const desk = await browser.newContext();
  try {
    const p = await desk.newPage();
    await p.goto(server.at('/test'));
    await tab(p, 'flowlab.lab.replayTab').click();
    await p.getByLabel(text('flowlab.replay.pasteLabel')).fill('{"not": "a trace"}');
    await p.getByRole('button', { name: text('flowlab.replay.loadButton') }).click();
    await expect(p.getByText(text('flowlab.replay.foreignError')).first()).toBeVisible();
    await p
      .getByLabel(text('flowlab.replay.fileLabel'))
      .setInputFiles({ name: 'trace.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    const state = p.getByTestId('replay-state');
    await expect(state.filter({ hasText: String(states[0]) })).toBeVisible();
    const forward = p.getByRole('button', { name: text('flowlab.replay.forwardButton') });
    for (let i = 1; i < states.length; i += 1) {
      await forward.click();
      await expect(state.filter({ hasText: String(states[i]) })).toBeVisible();
    }
    await expect(p.getByText(text('flowlab.replay.matchText')).first()).toBeVisible();
    await expect(p.locator('.lab-state.is-current', { hasText: 'done' })).toBeVisible();
    await evidence(p, 'flowlab-replay-end');
    await p.getByRole('button', { name: text('flowlab.replay.backButton') }).click();
    await expect(state.filter({ hasText: 'submitting' })).toBeVisible();
    await p.getByRole('button', { name: text('flowlab.replay.backButton') }).click();
    await expect(state.filter({ hasText: 'confirming' })).toBeVisible();
    await expect(p.locator('.lab-state.is-current', { hasText: 'confirming' })).toBeVisible();
    await evidence(p, 'flowlab-replay-back');
    // The replay sent nothing to the platform.
    await expect.poll(() => server.requests('/drawing')).toHaveLength(requestsBefore);

    await tab(p, 'flowlab.lab.machinesTab').click();
    await chooseMachine(p, 'withdraw');
    await expect(p.locator('.lab-state', { hasText: 'checking' }).first()).toBeVisible();
    await evidence(p, 'flowlab-machines-phone');
    await p.setViewportSize({ width: 1280, height: 800 });
    await tab(p, 'flowlab.lab.replayTab').click();
    await expect(p.locator('.lab-state.is-current', { hasText: 'confirming' })).toBeVisible();
    await screenshot(p, 'flowlab-replay-desktop');
    await tab(p, 'flowlab.lab.machinesTab').click();
    await chooseMachine(p, 'login');
    await expect(p.locator('.lab-state', { hasText: 'loadingCaptcha' })).toBeVisible();
    await screenshot(p, 'flowlab-machines-desktop');
  } finally {
    await desk.close();
  }
});

test('Center: Report a problem shows what will be shared and downloads the redacted trace of recent flows', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/ApplyDrawing'));
  await page.getByLabel(text('withdraw.form.amountLabel'), { exact: true }).fill('150');
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  await typePasscode(page.getByRole('dialog'), text('money.passcode.inputLabel'), PASSCODE);
  await expect(page.getByText(text('withdraw.result.doneText')).first()).toBeVisible();
  await page.goto(server.at('/Center'));
  await page.getByRole('button', { name: text('account.center.reportButton') }).click();
  const sheet = page.getByRole('dialog', { name: text('flowlab.report.titleText') });
  await expect(sheet).toBeVisible();
  await expect(page.getByText(text('flowlab.report.redactedText')).first()).toBeVisible();
  await sheet.getByText(text('flowlab.report.previewTitle')).click();
  await evidence(page, 'flowlab-report-problem');
  const shared = await downloaded(page, () =>
    sheet.getByRole('button', { name: text('flowlab.report.downloadButton') }).click(),
  );
  expect(shared, 'no password in what the member shares').not.toContain(PASSCODE);
  expect(shared, 'no password in what the member shares').not.toContain('pass1234');
  const machines = JSON.parse(shared).flows.map((f: { machine: string }) => f.machine);
  expect(machines, `recent flows shared: ${machines.join(', ')}`).toEqual(
    expect.arrayContaining(['login', 'withdraw']),
  );
});

/** The text of each state box whose content runs past its bottom edge. */
const clippedStates = (page: Page) =>
  page
    .locator('.lab-state')
    .evaluateAll((boxes) =>
      boxes.filter((b) => b.scrollHeight > b.clientHeight + 1).map((b) => b.textContent?.slice(0, 40)),
    );

test('support staff read each machine and state in their own language, each box sized for its words', async ({
  page,
  server,
}) => {
  await page.goto(server.at('/test'));
  await chooseMachine(page, 'recharge');
  await expect(page.locator('.lab-desc')).toHaveText(text('flowlab.state.rechargeText'));
  const payee = page.locator('.lab-state', { hasText: 'payee' }).locator('.lab-state-desc');
  await expect(payee).toHaveText(text('flowlab.state.rechargePayeeText'));
  expect(await clippedStates(page)).toEqual([]);

  await page.evaluate(() => localStorage.setItem('lang', 'th'));
  await page.reload();
  await chooseMachine(page, 'withdraw', 'th');
  await expect(page.locator('.lab-desc')).toHaveText(text('flowlab.state.withdrawText', 'th'));
  const failed = page.locator('.lab-state', { hasText: 'checkFailed' }).locator('.lab-state-desc');
  await expect(failed).toHaveText(text('flowlab.state.withdrawCheckFailedText', 'th'));
  expect(await clippedStates(page)).toEqual([]);
  await screenshot(page, 'flowlab-th');
});
