import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useJourney, seeText } from './support/journey';
import { evidence, screenshot } from './support/evidence';
import { openPhone } from './support/browser';
import { logIn } from './support/login';
import { typePasscode } from './support/passcode';
import { text } from './support/text';

const env = useJourney();
const PASSCODE = '123456';

/** The file a click downloads, as text. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync(await download.path(), 'utf8');
}

const tab = (page: Page, id: string) => page.getByRole('tab', { name: text(id) });

test('a withdrawal in one tab is watched live in the lab in another, exported, imported in a fresh browser and stepped through', async () => {
  const { page, server, phone } = env;
  await logIn(page, server, 'member01');

  // Support's lab in a second tab of the same browser, on the live list before the flow starts.
  const lab = await phone.context.newPage();
  await lab.goto(server.at('/test'));
  await tab(lab, 'flowlab.lab.liveTab').click();
  await seeText(lab, 'login');

  await page.goto(server.at('/Member/ApplyDrawing'));
  const amount = page.getByLabel(text('withdraw.form.amountLabel'), { exact: true });
  await amount.fill('150');
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  // The lab follows the flow as it moves: the member is at the passcode now.
  await lab
    .getByRole('button', { name: /withdraw/ })
    .first()
    .click();
  await lab.getByTestId('live-state').filter({ hasText: 'confirming' }).waitFor();
  await typePasscode(page.getByRole('dialog'), text('money.passcode.inputLabel'), PASSCODE);
  await seeText(page, text('withdraw.result.doneText'));
  await lab.getByTestId('live-state').filter({ hasText: 'done' }).waitFor();
  await lab.locator('.lab-state.is-current', { hasText: 'done' }).waitFor();
  await evidence(lab, 'flowlab-live');
  assert.ok(!(await lab.content()).includes(PASSCODE), 'the withdrawal password never reaches the lab');

  const exported = await downloaded(lab, () =>
    lab.getByRole('button', { name: text('flowlab.live.exportButton') }).click(),
  );
  assert.ok(!exported.includes(PASSCODE));
  const trace = JSON.parse(exported);
  assert.equal(trace.flows.length, 1);
  assert.equal(trace.flows[0].machine, 'withdraw');
  const states: unknown[] = trace.flows[0].steps.map((s: { state: unknown }) => s.state);
  assert.deepEqual(states.slice(-3), ['confirming', 'submitting', 'done']);
  const done = trace.flows[0].steps.find(
    (s: { event: { type: string } }) => s.event.type === 'xstate.done.actor.submitWithdrawal',
  );
  assert.ok(done, 'the outcome of the withdrawal request is in the trace');

  // Support, elsewhere: a fresh browser with nothing of the member's, the file imported and walked through.
  const requestsBefore = (await server.requests('/drawing')).length;
  const desk = await openPhone();
  try {
    const p = desk.page;
    await p.goto(server.at('/test'));
    await tab(p, 'flowlab.lab.replayTab').click();
    await p.getByLabel(text('flowlab.replay.pasteLabel')).fill('{"not": "a trace"}');
    await p.getByRole('button', { name: text('flowlab.replay.loadButton') }).click();
    await seeText(p, text('flowlab.replay.foreignError'));
    await p
      .getByLabel(text('flowlab.replay.fileLabel'))
      .setInputFiles({ name: 'trace.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    const state = p.getByTestId('replay-state');
    await state.filter({ hasText: String(states[0]) }).waitFor();
    const forward = p.getByRole('button', { name: text('flowlab.replay.forwardButton') });
    for (let i = 1; i < states.length; i += 1) {
      await forward.click();
      await state.filter({ hasText: String(states[i]) }).waitFor();
    }
    await seeText(p, text('flowlab.replay.matchText'));
    await p.locator('.lab-state.is-current', { hasText: 'done' }).waitFor();
    await evidence(p, 'flowlab-replay-end');
    await p.getByRole('button', { name: text('flowlab.replay.backButton') }).click();
    await state.filter({ hasText: 'submitting' }).waitFor();
    await p.getByRole('button', { name: text('flowlab.replay.backButton') }).click();
    await state.filter({ hasText: 'confirming' }).waitFor();
    await p.locator('.lab-state.is-current', { hasText: 'confirming' }).waitFor();
    await evidence(p, 'flowlab-replay-back');
    // The replay sent nothing to the platform.
    assert.equal((await server.requests('/drawing')).length, requestsBefore);

    await tab(p, 'flowlab.lab.machinesTab').click();
    await p.getByLabel(text('flowlab.lab.machineLabel'), { exact: true }).selectOption('withdraw');
    await p.locator('.lab-state', { hasText: 'checking' }).first().waitFor();
    await evidence(p, 'flowlab-machines-phone');
    await p.setViewportSize({ width: 1280, height: 800 });
    await tab(p, 'flowlab.lab.replayTab').click();
    await p.locator('.lab-state.is-current', { hasText: 'confirming' }).waitFor();
    await screenshot(p, 'flowlab-replay-desktop');
    await tab(p, 'flowlab.lab.machinesTab').click();
    await p.getByLabel(text('flowlab.lab.machineLabel'), { exact: true }).selectOption('login');
    await p.locator('.lab-state', { hasText: 'loadingCaptcha' }).waitFor();
    await screenshot(p, 'flowlab-machines-desktop');
  } finally {
    await desk.close();
  }
});

test('Center: Report a problem shows what will be shared and downloads the redacted trace of recent flows', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/ApplyDrawing'));
  await page.getByLabel(text('withdraw.form.amountLabel'), { exact: true }).fill('150');
  await page.getByRole('button', { name: text('withdraw.form.submitButton') }).click();
  await typePasscode(page.getByRole('dialog'), text('money.passcode.inputLabel'), PASSCODE);
  await seeText(page, text('withdraw.result.doneText'));
  await page.goto(server.at('/Center'));
  await page.getByRole('button', { name: text('account.center.reportButton') }).click();
  const sheet = page.getByRole('dialog', { name: text('flowlab.report.titleText') });
  await sheet.waitFor();
  await seeText(page, text('flowlab.report.redactedText'));
  await sheet.getByText(text('flowlab.report.previewTitle')).click();
  await evidence(page, 'flowlab-report-problem');
  const shared = await downloaded(page, () =>
    sheet.getByRole('button', { name: text('flowlab.report.downloadButton') }).click(),
  );
  assert.ok(!shared.includes(PASSCODE) && !shared.includes('pass1234'), 'no password in what the member shares');
  const machines = JSON.parse(shared).flows.map((f: { machine: string }) => f.machine);
  assert.ok(machines.includes('login') && machines.includes('withdraw'), `recent flows shared: ${machines.join(', ')}`);
});
