import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types digits into a six-digit withdrawal-password field found by its label, key by key as a member would.
 * `within` narrows the search (e.g. to the confirmation sheet's dialog).
 */
export async function typePasscode(within: Page | Locator, label: string, digits: string): Promise<void> {
  const field = within.getByLabel(label, { exact: true });
  await expect(field).toBeVisible();
  await field.pressSequentially(digits);
}
