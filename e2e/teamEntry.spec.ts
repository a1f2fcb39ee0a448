import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { logInChoosing, tabLink } from './support/language';
import { text } from './support/text';

const EN = 'en';
const teamLink = (page: import('@playwright/test').Page) =>
  page.getByRole('link', { name: text('routes.promotion.titleText', EN), exact: true });

test('agent001 reaches the team area from Me and from home, named as its screen is', async ({ page, server }) => {
  await logInChoosing(page, server, 'agent001', EN);
  await tabLink(page, 'common.tab.centerLabel', EN).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Center'));
  await expect(teamLink(page)).toBeVisible();
  await evidence(page, 'center-agent-en');
  await teamLink(page).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Member/Promotion'));
  await expect(page.getByRole('heading', { name: text('routes.promotion.titleText', EN), exact: true })).toBeVisible();
  await expect(page.getByText(text('team.overview.teamSizeLabel', EN), { exact: true }).first()).toBeVisible();

  // Back to Me, then home: the member card there leads to the team area too.
  await page.getByRole('button', { name: text('common.actions.backButton', EN), exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Center'));
  await tabLink(page, 'common.tab.homeLabel', EN).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Main/home'));
  await expect(teamLink(page)).toBeVisible();
  await evidence(page, 'home-agent-en');
  await teamLink(page).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Member/Promotion'));
  await expect(page.getByText(text('team.overview.teamSizeLabel', EN), { exact: true }).first()).toBeVisible();
});

test('member01, who is no agent, is offered no team entry on Me or home', async ({ page, server }) => {
  await logInChoosing(page, server, 'member01', EN);
  await tabLink(page, 'common.tab.centerLabel', EN).click();
  await expect(page.getByRole('link', { name: text('account.center.languageLink', EN), exact: true })).toBeVisible();
  await expect(teamLink(page)).toHaveCount(0);
  await tabLink(page, 'common.tab.homeLabel', EN).click();
  await expect(page.locator('.member-balance')).toBeVisible();
  await expect(teamLink(page)).toHaveCount(0);
});
