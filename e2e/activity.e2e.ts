import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useJourney, seeText, route } from './support/journey';
import { evidence } from './support/evidence';
import { captchaOnScreen, logIn } from './support/login';
import { text } from './support/text';

const env = useJourney();

test('member01 reads a promotion, applies in the hall once, is refused a second time the same day, and sees the progress', async () => {
  const { page, server } = env;
  const hall = server.ctx.db
    .prepare(
      "SELECT id, title, hall_field FROM activities WHERE lang = 'zh_cn' AND apply_type = 2 AND is_open = 1 ORDER BY weight DESC, id",
    )
    .get() as { id: number; title: string; hall_field: string };
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Main/activity'));
  await page.locator('.act-card').first().waitFor();
  await evidence(page, 'activity-promotions');
  await page.locator('.act-card', { hasText: hall.title }).first().click();
  await page.waitForURL((u) => u.hash.startsWith(`#/Main/activity/${hall.id}`));
  await page.locator('.act-detail').waitFor();
  // The operator's HTML is shown without its markup running.
  assert.equal(await page.locator('.act-detail script').count(), 0);
  await evidence(page, 'activity-detail');
  await page.getByRole('link', { name: text('activity.detail.applyHallLink'), exact: true }).click();
  await page.waitForURL((u) => u.hash.startsWith(`#/Activity/${hall.id}`));

  const form = page.locator('.act-form');
  const name = form.getByLabel(text('activity.apply.memberNameLabel'), { exact: true });
  await name.waitFor();
  assert.equal(await name.inputValue(), 'member01');
  const fill = async () => {
    if (hall.hall_field.includes('recharge_money'))
      await form.getByLabel(text('activity.apply.rechargeMoneyLabel'), { exact: true }).fill('500');
    if (hall.hall_field.includes('bill_no'))
      await form.getByLabel(text('activity.apply.billNoLabel'), { exact: true }).fill('B20260101');
    await form.getByLabel(text('auth.captcha.inputLabel'), { exact: true }).fill(await captchaOnScreen(page, server));
  };
  // Nothing typed: refused on the phone, nothing sent.
  await page.getByRole('button', { name: text('activity.apply.submitButton'), exact: true }).click();
  await seeText(page, text('activity.apply.requiredError'));
  assert.equal((await server.requests(`/act/apply/${hall.id}`)).length, 0);
  await fill();
  await evidence(page, 'activity-apply-form');
  await page.getByRole('button', { name: text('activity.apply.submitButton'), exact: true }).dblclick();
  await seeText(page, text('activity.apply.appliedText'));
  assert.equal((await server.requests(`/act/apply/${hall.id}`)).length, 1);
  await page.locator('.act-progress-item').first().waitFor();
  await evidence(page, 'activity-applied');

  await page.getByRole('button', { name: text('activity.apply.againButton'), exact: true }).click();
  await page.getByAltText(text('auth.captcha.imageAlt'), { exact: true }).waitFor();
  await fill();
  await page.getByRole('button', { name: text('activity.apply.submitButton'), exact: true }).click();
  await seeText(page, '您今日已经申请过该活动，请勿重复申请');
  await evidence(page, 'activity-refused');
  const sent = await server.requests(`/act/apply/${hall.id}`);
  assert.deepEqual(
    sent.map((r) => r.status),
    [200, 400],
  );
  const applications = server.ctx.db
    .prepare(
      `SELECT COUNT(*) AS n FROM activity_applies ap JOIN members m ON m.id = ap.member_id
    WHERE m.name = 'member01' AND ap.activity_id = ?`,
    )
    .get(hall.id) as { n: number };
  assert.equal(applications.n, 1);
  // What was typed is still there for the member.
  assert.equal(await name.inputValue(), 'member01');
  assert.equal(await page.locator('.act-progress-item').count(), 1);
  assert.equal(route(page), `/Activity/${hall.id}`);
});

test('the activity hall lists what can be applied for; progress pages five at a time', async () => {
  const { page, server } = env;
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
  await page.locator('.act-card').first().waitFor();
  await evidence(page, 'activity-hall');
  await page.goto(server.at(`/Activity/${hall.id}`));
  await page.locator('.act-progress-item').first().waitFor();
  assert.equal(await page.locator('.act-progress-item').count(), 5);
  await page.getByRole('button', { name: text('activity.progress.moreButton'), exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('.act-progress-item').length === 7);
  await seeText(page, text('activity.progress.endText'));
  await evidence(page, 'activity-progress');
});
