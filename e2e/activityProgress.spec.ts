import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { captchaOnScreen } from './support/login';
import { logInChoosing, tabLink } from './support/language';
import { text } from './support/text';

const EN = 'en';

test('member01 applies in English and sees the review on the next search, then by itself while the screen is open', async ({
  page,
  server,
}) => {
  const hall = server.ctx.db
    .prepare(
      "SELECT id, title, hall_field FROM activities WHERE lang = 'en' AND apply_type = 2 AND is_open = 1 AND title LIKE 'Weekend%20%'",
    )
    .get() as { id: number; title: string; hall_field: string };
  expect(hall).toBeDefined();
  await logInChoosing(page, server, 'member01', EN);

  await tabLink(page, 'common.tab.activityLabel', EN).click();
  await page.locator('.act-card', { hasText: hall.title }).first().click();
  await page.getByRole('link', { name: text('activity.detail.applyHallLink', EN), exact: true }).click();
  const form = page.locator('.act-form');
  await expect(form.getByLabel(text('activity.apply.memberNameLabel', EN), { exact: true })).toHaveValue('member01');
  await form.getByLabel(text('activity.apply.rechargeMoneyLabel', EN), { exact: true }).fill('500');
  await form
    .getByLabel(text('auth.captcha.inputLabel', EN), { exact: true })
    .fill(await captchaOnScreen(page, server, EN));
  await page.getByRole('button', { name: text('activity.apply.submitButton', EN), exact: true }).click();
  await expect(page.getByText(text('activity.apply.appliedText', EN)).first()).toBeVisible();
  await expect.poll(() => server.requests(`/act/apply/${hall.id}`)).toHaveLength(1);

  const progress = page.locator('.act-progress');
  const lookUp = progress.getByLabel(text('activity.progress.nameLabel', EN), { exact: true });
  const search = progress.getByRole('button', { name: text('activity.progress.queryButton', EN), exact: true });
  const status = progress.locator('.act-progress-item .act-status').first();
  await lookUp.fill('member01');
  await search.click();
  await expect(status).toHaveText(`${text('activity.progress.statusLabel', EN)}: Pending`);
  await evidence(page, 'activity-progress-pending-en');

  // The operator approves; the member searches again: the platform is asked, and the answer shows.
  const application = server.ctx.db
    .prepare(
      "SELECT ap.id FROM activity_applies ap JOIN members m ON m.id = ap.member_id WHERE m.name = 'member01' AND ap.activity_id = ?",
    )
    .get(hall.id) as { id: number };
  expect((await server.operator('POST', `/applications/${application.id}/status`, { status: 1 })).ok).toBe(true);
  const asked = (await server.requests('/act/apply/result')).length;
  await search.click();
  await expect.poll(async () => (await server.requests('/act/apply/result')).length).toBeGreaterThan(asked);
  await expect(status).toHaveText(`${text('activity.progress.statusLabel', EN)}: Approved`, { timeout: 5_000 });
  await evidence(page, 'activity-progress-approved-en');

  // Then the bonus is paid: with the screen left open and nothing tapped, it shows within 15 seconds.
  expect((await server.operator('POST', `/applications/${application.id}/status`, { status: 3 })).ok).toBe(true);
  await expect(status).toHaveText(`${text('activity.progress.statusLabel', EN)}: Bonus paid`, { timeout: 15_000 });

  // Leaving the screen stops the looking: no further reads while the member is elsewhere.
  await page.goBack();
  await expect(page).toHaveURL((u) => u.hash.startsWith(`#/Main/activity/${hall.id}`));
  const left = (await server.requests('/act/apply/result')).length;
  await page.waitForTimeout(12_000);
  expect((await server.requests('/act/apply/result')).length).toBe(left);

  // Coming forward again reads afresh: a refusal made meanwhile is what the member sees, not the answer kept from before.
  expect((await server.operator('POST', `/applications/${application.id}/status`, { status: 2 })).ok).toBe(true);
  await page.goForward();
  await expect(page).toHaveURL((u) => u.hash.startsWith(`#/Activity/${hall.id}`));
  await expect(status).toHaveText(`${text('activity.progress.statusLabel', EN)}: Rejected`, { timeout: 5_000 });
});
