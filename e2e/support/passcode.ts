import type { Page } from 'playwright-core';

/** Types digits into a six-cell passcode box with the app's own number pad, as a member would. */
export async function typePasscode(page: Page, label: string, digits: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.waitForTimeout(250);
  for (const d of digits) await page.getByRole('button', { name: d, exact: true }).last().click();
}

/** Closes the number pad (its confirm key). */
export async function closePad(page: Page, doneText: string): Promise<void> {
  const done = page.getByRole('button', { name: doneText, exact: true });
  if (await done.count()) await done.last().click();
  await page.waitForTimeout(250);
}
