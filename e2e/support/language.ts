import { expect, type Page } from '@playwright/test';
import { LOCALE_NAMES } from '../../i18n/locales';
import type { E2eServer } from './server';
import { logIn } from './login';
import { text, type Locale } from './text';

/** A tab of the bar at the foot of the main screens, by its catalog id, in `locale`. */
export const tabLink = (page: Page, id: string, locale: Locale = 'zh_cn') =>
  page
    .getByRole('navigation', { name: text('common.tab.navLabel', locale), exact: true })
    .getByRole('link', { name: text(id, locale), exact: true });

/**
 * Logs in through the form (the app opens in its default language), then picks `locale` as a member does: Me, then
 * Language, then the language by its own name. The account's language follows, as the app keeps it in step.
 */
export async function logInChoosing(page: Page, server: E2eServer, name: string, locale: Locale): Promise<void> {
  await logIn(page, server, name);
  // Home opens with the platform's popup notice once a session: the member closes it first.
  const close = page
    .locator('.notice-alert')
    .getByRole('button', { name: text('notice.alert.closeButton'), exact: true });
  try {
    await close.waitFor({ timeout: 5_000 });
    await close.click();
  } catch {
    /* no popup this time */
  }
  await tabLink(page, 'common.tab.centerLabel').click();
  await page.getByRole('link', { name: text('account.center.languageLink'), exact: true }).click();
  const update = page.waitForRequest((r) => r.url().includes('/api/auth/info/update'));
  await page.getByRole('radio', { name: LOCALE_NAMES[locale], exact: true }).click();
  expect((await update).postDataJSON()).toEqual({ lang: locale });
  await expect(tabLink(page, 'common.tab.centerLabel', locale)).toBeVisible();
}
