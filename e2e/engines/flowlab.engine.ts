import { test, expect } from './fixtures';
import { logIn, see } from './member';
import { text } from '../support/text';

test("support's Flow Lab in a second window watches member01's withdrawal live, state by state", async ({
  phone,
  server,
  shot,
}) => {
  await logIn(phone, server, 'member01');
  const lab = await phone.openTab();
  await lab.goto(server.at('/test'));
  await lab.click({ role: 'tab', name: text('flowlab.lab.liveTab') });
  await lab.waitFor({ text: 'login', partial: true });

  await phone.goto(server.at('/Member/ApplyDrawing'));
  await phone.fill({ label: text('withdraw.form.amountLabel') }, '150');
  await phone.click({ role: 'button', name: text('withdraw.form.submitButton') });
  await phone.waitFor({ within: '[role="dialog"]', label: text('money.passcode.inputLabel') });

  // The lab follows the flow as it moves: the member is at the passcode now.
  await lab.click({ role: 'option', nameMatches: 'withdraw' });
  await lab.waitFor({ css: '[data-testid="live-state"]', hasText: 'confirming' });
  await shot(lab, 'flowlab-live-confirming');

  await phone.fill({ within: '[role="dialog"]', label: text('money.passcode.inputLabel') }, '123456');
  await see(phone, 'withdraw.result.doneText');
  await lab.waitFor({ css: '[data-testid="live-state"]', hasText: 'done' });
  await lab.waitFor({ css: '.lab-state.is-current', hasText: 'done' });
  await shot(lab, 'flowlab-live-done');
  await expect.poll(() => server.requests('/drawing')).toHaveLength(1);
});
