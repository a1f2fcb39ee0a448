import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';

test("customer service is one tap away on Center, Deposit, Withdraw and the records, at the platform's own address; 'Report a problem' offers it beside the trace", async ({
  page,
  server,
}) => {
  const links = (await (await fetch(`${server.url}/api/system/link?lang=zh_cn`)).json()) as {
    data: Array<{ name: string; full_url: string }>;
  };
  const service = links.data.find((l) => l.name === 'service');
  expect(service?.full_url).toMatch(/^https?:\/\//);

  const asked = (await server.requests('/system/link')).length;
  await logIn(page, server, 'member01');
  const name = text('routes.help.serviceLink');
  // In the nav bar of the screens with a step to take; under the list of the records.
  for (const [route, where] of [
    ['/Center', '.nav-bar'],
    ['/Member/Recharge', '.nav-bar'],
    ['/Member/ApplyDrawing', '.nav-bar'],
    ['/Member/GameRecord', '.help-line'],
    ['/Member/MoneyLog', '.help-line'],
    ['/Member/RechargeList', '.help-line'],
  ]) {
    await page.goto(server.at(route));
    const help = page.locator(where).getByRole('link', { name, exact: true });
    await expect(help, route).toBeVisible();
    await expect(help).toHaveAttribute('href', service!.full_url);
    // It opens beside the app, which keeps the member's place.
    await expect(help).toHaveAttribute('target', '_blank');
  }
  // The link is read once a session, however many screens show it.
  expect((await server.requests('/system/link')).length - asked).toBe(1);

  await page.goto(server.at('/Center'));
  await page.getByRole('button', { name: text('account.center.reportButton'), exact: true }).click();
  const sheet = page.getByRole('dialog');
  const inSheet = sheet.getByRole('link', { name: text('routes.help.serviceLink'), exact: true });
  await expect(inSheet).toBeVisible();
  await expect(inSheet).toHaveAttribute('href', service!.full_url);
  await evidence(page, 'center-report-problem-service');

  // The page it leads to is there.
  const res = await fetch(service!.full_url);
  expect(res.status).toBe(200);
});

test('bet records refresh when pulled down from anywhere at the top of the page, and say so while they do', async ({
  page,
  server,
}) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/GameRecord'));
  await expect(page.locator('.record-card').first()).toBeVisible();
  const before = (await server.requests('/game/record')).length;
  const cdp = await page.context().newCDPSession(page);
  // The pull starts on the filters above the list, where a thumb lands first.
  const from = await page.locator('.filter-bar').boundingBox();
  const x = 180;
  let y = Math.round((from?.y ?? 100) + 10);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 0; i < 12; i += 1) {
    y += 20;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await expect(page.getByRole('status').filter({ hasText: text('list.pull.releaseText') })).toBeVisible();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page.getByRole('status').filter({ hasText: text('list.pull.refreshingText') })).toBeVisible();
  await expect.poll(async () => (await server.requests('/game/record')).length).toBeGreaterThan(before);
  await expect(page.getByRole('status').filter({ hasText: text('list.pull.refreshingText') })).toBeHidden();
  await expect(page.locator('.record-card').first()).toBeVisible();

  // The refresh button in the bar says it is working too, until the list has answered.
  await server.fault({ path: '/game/record', kind: 'delay', ms: 1500 });
  const button = page.getByRole('button', { name: text('records.list.refreshButton'), exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toBeDisabled();
  await expect(button).not.toHaveAttribute('aria-busy', 'true', { timeout: 10_000 });
});
