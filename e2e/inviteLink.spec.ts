import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { captchaOnScreen, watchCaptchas } from './support/login';
import { logInChoosing } from './support/language';
import { text, type Locale } from './support/text';

const EN = 'en';

/** A phone that has never opened the site, whose own language is `tag`: one tab, nothing stored. */
async function freshPhone(browser: Browser, userAgent: string | undefined, tag: string): Promise<Page> {
  const context = await browser.newContext({
    userAgent,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: tag,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  watchCaptchas(page);
  return page;
}

const introducer = (page: Page, locale: Locale) =>
  page.getByLabel(text('auth.register.inviteCodeLabel', locale), { exact: true });

test('an invite link agent001 creates in English opens a fresh phone on the sign-up form in English, the introducer filled; the new member joins the downline', async ({
  page,
  server,
  browser,
  userAgent,
}) => {
  const agent = server.ctx.db.prepare("SELECT id, invite_code FROM members WHERE name = 'agent001'").get() as {
    id: number;
    invite_code: string;
  };
  await logInChoosing(page, server, 'agent001', EN);
  await page.goto(server.at('/Member/Promotion?tab=links'));
  await page.getByRole('button', { name: text('team.links.createButton', EN), exact: true }).click();
  await page
    .locator('form.team-form')
    .getByRole('button', { name: text('team.links.createButton', EN), exact: true })
    .click();
  await expect(page.getByText(text('team.linkForm.createdText', EN)).first()).toBeVisible();
  const newest = page.locator('article.invite-card').first();
  await expect(newest).toBeVisible();
  const link = (await newest.locator('.copy-value').first().innerText()).trim();
  expect(link).toContain('#/Register?');

  // A phone set to Thai: the link names English, the agent's language, so the form is in English.
  const phone = await freshPhone(browser, userAgent, 'th-TH');
  await phone.goto(link);
  await expect(introducer(phone, EN)).toBeVisible();
  await expect(introducer(phone, EN)).toHaveValue(agent.invite_code);
  await expect(phone.getByRole('button', { name: text('auth.register.submitButton', EN), exact: true })).toBeVisible();
  await evidence(phone, 'register-invite-en');

  const fill = (id: string, value: string) => phone.getByLabel(text(id, EN), { exact: true }).fill(value);
  await fill('auth.register.accountLabel', 'linked01');
  await fill('auth.register.passwordLabel', 'secret77');
  await fill('auth.register.passwordConfirmLabel', 'secret77');
  await fill('auth.register.realnameLabel', 'Lin Ked');
  await fill('auth.register.qkPwdLabel', '246810');
  await fill('auth.register.qkPwdConfirmLabel', '246810');
  await fill('auth.captcha.inputLabel', await captchaOnScreen(phone, server, EN));
  await phone.getByRole('button', { name: text('auth.register.submitButton', EN), exact: true }).click();
  await expect(phone.getByText(text('auth.register.successText', EN)).first()).toBeVisible();
  const joined = server.ctx.db.prepare("SELECT top_id FROM members WHERE name = 'linked01'").get() as {
    top_id: number;
  };
  expect(joined.top_id).toBe(agent.id);
  const sent = (await server.requests('/auth/register'))[0].body as Record<string, unknown>;
  expect(sent.invite_code).toBe(agent.invite_code);
  expect(String(sent.token)).toMatch(/^[0-9a-f]{32}$/);
  await phone.context().close();
});

test('a link that names only its token still fills the introducer, in the language the phone prefers', async ({
  server,
  browser,
  userAgent,
}) => {
  const invite = server.ctx.db
    .prepare(
      "SELECT i.token FROM agent_invites i JOIN members m ON m.id = i.member_id WHERE m.name = 'agent001' AND i.is_open = 1",
    )
    .get() as { token: string };
  const phone = await freshPhone(browser, userAgent, 'th-TH');
  await phone.goto(server.at(`/Register?token=${invite.token}`));
  await expect(introducer(phone, 'th')).toBeVisible();
  await expect(introducer(phone, 'th')).not.toHaveValue('');
  await evidence(phone, 'register-invite-th');
  await phone.context().close();
});
