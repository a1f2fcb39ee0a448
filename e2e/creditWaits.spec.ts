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

test('right after repaying, the minute before borrowing again shows from the first frame, even on a slow read', async ({
  page,
  server,
}) => {
  await applyForLoan(page, server);
  const loan = (
    (await server.operator('GET', '/loans?name=member01')).loans as Array<{ id: number; status: number }>
  ).find((l) => l.status === 1)!;
  expect((await server.operator('POST', `/loans/${loan.id}/approve`)).ok).toBe(true);
  await expect(page.locator('.credit-step.current', { hasText: text('credit.progress.approvedText', EN) })).toBeVisible(
    {
      timeout: 20_000,
    },
  );
  await page.getByRole('link', { name: text('credit.nav.repayTab', EN), exact: true }).click();
  await expect(page.locator('[data-figure="owed"]')).toBeVisible();

  // Whatever the screen says from now on is written down, frame by frame.
  const again = text('credit.repay.againText', EN);
  await page.evaluate((words) => {
    const w = window as unknown as { sawAgain?: boolean };
    w.sawAgain = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes(words)) w.sawAgain = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, again);
  // The account's next read is slow, as on a busy line.
  await server.fault({ path: '/credit/search', kind: 'delay', ms: 2_500, count: 1 });
  await page.getByRole('button', { name: text('credit.repay.submitButton', EN), exact: true }).click();
  await expect(page.locator('.credit-result')).toBeVisible();
  await expect(page.locator('.credit-result').getByRole('timer')).toHaveText(
    /^You can borrow again 1 minute after repaying: 0:[0-5]\d left$/,
  );
  await evidence(page, 'credit-repaid-wait-en');
  expect(await page.evaluate(() => (window as unknown as { sawAgain?: boolean }).sawAgain)).toBe(false);
  await expect.poll(() => server.requests('/credit/lend')).toHaveLength(1);
});
