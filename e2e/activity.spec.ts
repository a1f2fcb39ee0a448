import { test, expect, route } from './fixtures';
import { evidence } from './support/evidence';
import { captchaOnScreen, logIn } from './support/login';
import { text } from './support/text';

test('member01 reads a promotion, applies in the hall once, is refused a second time the same day, and sees the progress', async ({
  page,
  server,
}) => {
  const hall = server.ctx.db
    .prepare(
      "SELECT id, title, hall_field FROM activities WHERE lang = 'zh_cn' AND apply_type = 2 AND is_open = 1 ORDER BY weight DESC, id",
    )
    .get() as { id: number; title: string; hall_field: string };
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Main/activity'));
  await expect(page.locator('.act-card').first()).toBeVisible();
  await evidence(page, 'activity-promotions');
  await page.locator('.act-card', { hasText: hall.title }).first().click();
  await expect(page).toHaveURL((u) => u.hash.startsWith(`#/Main/activity/${hall.id}`));
  await expect(page.locator('.act-detail')).toBeVisible();
  // The operator's HTML is shown without its markup running.
  await expect(page.locator('.act-detail script')).toHaveCount(0);
  await evidence(page, 'activity-detail');
  await page.getByRole('link', { name: text('activity.detail.applyHallLink'), exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith(`#/Activity/${hall.id}`));

  const form = page.locator('.act-form');
  const name = form.getByLabel(text('activity.apply.memberNameLabel'), { exact: true });
  await expect(name).toBeVisible();
  await expect(name).toHaveValue('member01');
  const fill = async () => {
    if (hall.hall_field.includes('recharge_money'))
      await form.getByLabel(text('activity.apply.rechargeMoneyLabel'), { exact: true }).fill('500');
    if (hall.hall_field.includes('bill_no'))
      await form.getByLabel(text('activity.apply.billNoLabel'), { exact: true }).fill('B20260101');
    await form.getByLabel(text('auth.captcha.inputLabel'), { exact: true }).fill(await captchaOnScreen(page, server));
  };
  // Nothing typed: refused on the phone, nothing sent.
  await page.getByRole('button', { name: text('activity.apply.submitButton'), exact: true }).click();
  await expect(page.getByText(text('activity.apply.requiredError')).first()).toBeVisible();
  await expect.poll(() => server.requests(`/act/apply/${hall.id}`)).toHaveLength(0);
  await fill();
  await evidence(page, 'activity-apply-form');
  await page.getByRole('button', { name: text('activity.apply.submitButton'), exact: true }).dblclick();
  await expect(page.getByText(text('activity.apply.appliedText')).first()).toBeVisible();
  await expect.poll(() => server.requests(`/act/apply/${hall.id}`)).toHaveLength(1);
  await expect(page.locator('.act-progress-item').first()).toBeVisible();
  await evidence(page, 'activity-applied');

  await page.getByRole('button', { name: text('activity.apply.againButton'), exact: true }).click();
  await expect(page.getByAltText(text('auth.captcha.imageAlt'), { exact: true })).toBeVisible();
  await fill();
  await page.getByRole('button', { name: text('activity.apply.submitButton'), exact: true }).click();
  await expect(page.getByText('您今日已经申请过该活动，请勿重复申请').first()).toBeVisible();
  await evidence(page, 'activity-refused');
  const sent = await server.requests(`/act/apply/${hall.id}`);
  expect(sent.map((r) => r.status)).toEqual([200, 400]);
  const applications = server.ctx.db
    .prepare(
      `SELECT COUNT(*) AS n FROM activity_applies ap JOIN members m ON m.id = ap.member_id
    WHERE m.name = 'member01' AND ap.activity_id = ?`,
    )
    .get(hall.id) as { n: number };
  expect(applications.n).toBe(1);
  // What was typed is still there for the member.
  await expect(name).toHaveValue('member01');
  await expect(page.locator('.act-progress-item')).toHaveCount(1);
  expect(route(page)).toBe(`/Activity/${hall.id}`);
});

test('the activity hall lists what can be applied for; progress pages five at a time', async ({ page, server }) => {
  const hall = server.ctx.db
    .prepare(
      "SELECT id FROM activities WHERE lang = 'zh_cn' AND apply_type = 2 AND is_open = 1 ORDER BY weight DESC, id",
    )
    .get() as { id: number };
  const member = server.ctx.db.prepare("SELECT id FROM members WHERE name = 'member01'").get() as { id: number };
  const insert = server.ctx.db.prepare(
    'INSERT INTO activity_applies (member_id, activity_id, day, data_content, status, created_at, updated_at) VALUES (?,?,?,?,?,?,?)',
  );
  for (let i = 0; i < 7; i += 1)
    insert.run(member.id, hall.id, `2026-01-0${i + 1}`, '{}', i % 4, Date.now() - i * 86400_000, Date.now());
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Activity'));
  await expect(page.locator('.act-card').first()).toBeVisible();
  await evidence(page, 'activity-hall');
  await page.goto(server.at(`/Activity/${hall.id}`));
  await expect(page.locator('.act-progress-item').first()).toBeVisible();
  await expect(page.locator('.act-progress-item')).toHaveCount(5);
  await page.getByRole('button', { name: text('activity.progress.moreButton'), exact: true }).click();
  await expect(page.locator('.act-progress-item')).toHaveCount(7);
  await expect(page.getByText(text('activity.progress.endText')).first()).toBeVisible();
  await evidence(page, 'activity-progress');
});
