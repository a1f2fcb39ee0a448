import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { logInChoosing, tabLink } from './support/language';
import { text } from './support/text';
import type { E2eServer } from './support/server';
import { setConfig } from '../server/rules/configs';

const EN = 'en';

/** member01 in English: Me, Credit, Borrow; 500 for 7 days, applied for once. Resolves on the loan's card. */
async function applyForLoan(page: Page, server: E2eServer) {
  await logInChoosing(page, server, 'member01', EN);
  await tabLink(page, 'common.tab.centerLabel', EN).click();
  await page.getByRole('link', { name: text('account.center.creditLink', EN), exact: true }).click();
  await page.getByRole('link', { name: text('credit.nav.borrowTab', EN), exact: true }).click();
  await page.getByLabel(text('credit.borrow.amountLabel', EN), { exact: true }).fill('500');
  await page.getByLabel(text('credit.borrow.daysLabel', EN), { exact: true }).fill('7');
  await page.getByRole('button', { name: text('credit.borrow.submitButton', EN), exact: true }).click();
  const card = page.locator('.credit-card[data-loan]');
  await expect(card).toBeVisible();
  await expect.poll(() => server.requests('/credit/borrow')).toHaveLength(1);
  return card;
}

test('after borrowing, the heading, the rules and the countdown give the platform’s one wait', async ({
  page,
  server,
}) => {
  const card = await applyForLoan(page, server);
  // The platform's borrowing rule names its wait: two hours.
  const rule = page.locator('.credit-rules').last();
  await expect(rule).toContainText('2 hours');
  await expect(card.getByRole('heading')).toContainText('2 hours');
  await expect(card.getByRole('timer')).toHaveText(/^Check the result in (1:59:\d\d|2:00:00)$/);
  await evidence(page, 'credit-borrow-wait-en');
});

test('when the platform names no wait, the heading, the rules’ summary and the countdown all give five minutes', async ({
  page,
  server,
}) => {
  setConfig(server.ctx.db, 'credit', 'credit_borrow', '<p>After applying, the operator reviews your loan.</p>', 'en');
  const card = await applyForLoan(page, server);
  await expect(card.getByRole('heading')).toContainText('5 minutes');
  await expect(page.locator('.credit-rule-summary')).toContainText('5 minutes');
  await expect(card.getByRole('timer')).toHaveText(/^Check the result in (4:5\d|5:00)$/);
  await expect(page.locator('main')).not.toContainText('2 hours');
  await evidence(page, 'credit-borrow-wait-default-en');
});
