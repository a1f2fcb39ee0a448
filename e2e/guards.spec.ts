import { test, expect, route } from './fixtures';
import { evidence } from './support/evidence';
import { submitLogin, playDemo } from './support/login';
import { text } from './support/text';

test('a visitor sent from /Center to Login comes back to /Center after logging in', async ({ page, server }) => {
  await page.goto(server.at('/Center'));
  await expect(page).toHaveURL(/#\/Login\?redirect=%2FCenter|#\/Login\?redirect=\/Center/);
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page).toHaveURL(/#\/Center/);
  await expect(page.getByText('member01').first()).toBeVisible();
});

test("a demo member's Center offers only what a trial account may open and says why; the Deposit tab is refused with the trial message and the member stays put", async ({
  page,
  server,
}) => {
  await playDemo(page, server);
  await page.goto(server.at('/Center'));
  await expect(page.getByText(text('account.center.demoBadge')).first()).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: text('account.center.demoNoteText') })).toBeVisible();
  for (const closed of ['account.center.rechargeLink', 'account.center.withdrawLink', 'account.center.gameRecordLink'])
    await expect(page.locator('main').getByRole('link', { name: text(closed), exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: text('account.center.transferLink'), exact: true })).toBeVisible();
  await evidence(page, 'center-demo');
  await page
    .getByRole('navigation', { name: text('common.tab.navLabel') })
    .getByRole('link', { name: text('common.tab.rechargeLabel'), exact: true })
    .click();
  await expect(page.getByText(text('common.guard.demoBlockedText')).first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(route(page)).toBe('/Center');
  expect(await server.requests('/recharge/normal')).toHaveLength(0);
});

test('the login screen sends the member back only inside the app', async ({ page, server }) => {
  await page.goto(server.at('/Login?redirect=%2F%2Fevil.example%2F'));
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page).toHaveURL(/#\/Main\/home/);
  expect(new URL(page.url()).host).toBe(new URL(server.url).host);
});
