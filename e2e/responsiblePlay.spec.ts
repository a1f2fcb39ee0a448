import type { Page } from '@playwright/test';
import { test, expect, route } from './fixtures';
import { evidence } from './support/evidence';
import { playDemo, submitLogin } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';
import { signIn } from './faults/support';
import { fromLocal, localDate } from '../server/lib/platformDay';

const T = (id: string, values?: Record<string, string | number>) => text(`account.${id}`, 'zh_cn', values);
const DATE = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

const moveClock = (server: E2eServer, hours: number) => server.operator('POST', '/clock', { hours });
const limitCard = (page: Page, period: 'day' | 'week' | 'month', kind: 'deposit' | 'loss') =>
  page.getByRole('listitem', {
    name: `${T(`playLimits.${period}Label`)} · ${T(`playLimits.${kind}Title`)}`,
    exact: true,
  });

async function changeLimit(page: Page, period: 'day' | 'week' | 'month', kind: 'deposit' | 'loss', amount: string) {
  const label = `${T(`playLimits.${period}Label`)} · ${T(`playLimits.${kind}Title`)}`;
  await page.getByRole('button', { name: `${T('playLimits.changeButton')}: ${label}`, exact: true }).click();
  await page.getByLabel(T('playLimits.amountLabel', { limit: label }), { exact: true }).fill(amount);
  await page.getByRole('button', { name: T('playLimits.saveButton'), exact: true }).click();
}

/** A settled round of the member's now (server clock), staking `stake` cents and losing `lost` of them. */
function lose(server: E2eServer, name: string, stake: number, lost: number) {
  const id = (server.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;
  const now = server.ctx.clock.now().getTime();
  server.ctx.db
    .prepare(
      `INSERT INTO game_records (bill_no, api_name, member_id, name, bet_amount, valid_bet_amount, net_amount, game_type, bet_time, created_at)
       VALUES (?, 'AG', ?, ?, ?, ?, ?, 1, ?, ?)`,
    )
    .run(`E${now}${Math.random()}`, id, name, stake, stake, -lost, now, now);
}

test('limits: reached from Deposit and Center; a lower one at once, a raise after 24 hours and a confirmation, a loss window that turns; the statement', async ({
  page,
  server,
}) => {
  await signIn(page, server, 'newbie01');
  await page.goto(server.at('/Member/Recharge'));
  await page.getByRole('link', { name: text('recharge.screen.limitsLink'), exact: true }).click();
  await expect.poll(() => route(page)).toBe('/Member/ResponsiblePlay');
  await page.goto(server.at('/Center'));
  await page.getByRole('link', { name: text('account.center.responsiblePlayLink'), exact: true }).click();
  await expect.poll(() => route(page)).toBe('/Member/ResponsiblePlay');

  const daily = limitCard(page, 'day', 'deposit');
  await expect(daily).toContainText(T('playLimits.noLimitText'));
  await changeLimit(page, 'day', 'deposit', '100');
  await expect(page.getByText(T('playLimits.appliedText'))).toBeVisible();
  await expect(daily).toContainText('$100.00');
  await changeLimit(page, 'day', 'deposit', '300');
  await expect(page.getByText(new RegExp(T('playLimits.waitingText', { date: 'X' }).split('X')[0]))).toBeVisible();
  // still the old limit, the raise waiting with its date
  await expect(daily.locator('.play-limit-amount')).toHaveText('$100.00');
  await expect(daily.locator('.play-pending')).toContainText('$300.00');
  await expect(daily.getByRole('button', { name: T('playLimits.confirmButton') })).toHaveCount(0);
  await evidence(page, 'play-limits');

  // Past the 24 hours: the raise waits for the member's confirmation, then applies.
  await moveClock(server, 24.1);
  await page.reload();
  await daily.getByRole('button', { name: T('playLimits.confirmButton'), exact: true }).click();
  await expect(daily.locator('.play-limit-amount')).toHaveText('$300.00');
  await expect(daily.locator('.play-pending')).toHaveCount(0);
  await expect(page.locator('.play-history li')).toHaveCount(3);

  // A loss limit reached today: nothing left until the platform's day turns (UTC+8 midnight).
  await changeLimit(page, 'day', 'loss', '50');
  lose(server, 'newbie01', 8000, 6000);
  await page.reload();
  const loss = limitCard(page, 'day', 'loss');
  await expect(loss).toContainText('$60.00');
  await expect(loss).toContainText('$0.00');
  const now = server.ctx.clock.now().getTime();
  const [y, mo, d] = localDate(now).split('-').map(Number);
  const midnight = fromLocal(y, mo, d + 1);
  await expect(loss).toContainText(`${localDate(midnight)} 00:00:00`);
  await moveClock(server, (midnight - now) / 3600_000 + 0.01);
  await page.reload();
  await expect(loss).toContainText('$50.00');
  await expect(loss).not.toContainText('$60.00');

  await page.getByRole('tab', { name: T('playScreen.statementTab'), exact: true }).click();
  await expect(page.getByRole('table')).toHaveCount(2);
  await expect(page.getByRole('table').last().getByRole('row')).toHaveCount(31);
  await evidence(page, 'play-statement');
});

test('reality check: due over whatever screen is open, on coming back from a game window; focus kept in it and announced', async ({
  page,
  server,
}) => {
  await signIn(page, server, 'newbie01');
  await page.goto(server.at('/Member/ResponsiblePlay'));
  await page.getByRole('tab', { name: T('playScreen.realityTab'), exact: true }).click();
  const fifteen = page.getByRole('radio', { name: T('playReality.minutesOption', { minutes: 15 }), exact: true });
  await fifteen.click();
  await expect(fifteen).toBeChecked();
  await expect(page.getByText(new RegExp(T('playReality.nextDueText', { date: '' })))).toBeVisible();
  await evidence(page, 'play-reality');
  await page.evaluate(() => (window.location.hash = '#/Main/home'));
  await expect.poll(() => route(page)).toBe('/Main/home');

  const dialog = page.getByRole('alertdialog', { name: T('playCheck.titleText') });
  await expect(dialog).toHaveCount(0);
  await moveClock(server, 16 / 60);
  // The member comes back from a game's window: the platform's clock says a check is due.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveAccessibleDescription(new RegExp(T('playCheck.stakesLabel')));
  await expect(dialog).toContainText('$0.00');
  const continueButton = dialog.getByRole('button', { name: T('playCheck.continueButton'), exact: true });
  await expect(continueButton).toBeFocused();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await expect(continueButton).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: T('playCheck.logoutButton'), exact: true })).toBeFocused();
  // what is behind takes no taps
  await expect(page.locator('.app')).toHaveAttribute('inert', '');
  await evidence(page, 'play-reality-check');
  await continueButton.click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await server.requests('/responsible/reality/ack')).length).toBe(1);
  await expect(page.locator('.app')).not.toHaveAttribute('inert', '');
});

test('time-out: one confirmation with its end date, both tabs logged out at once, login refused until then', async ({
  page,
  server,
}) => {
  await signIn(page, server, 'member01');
  const other = await page.context().newPage();
  const heard = other.waitForResponse((r) => r.url().includes('/api/responsible/reality'));
  await other.goto(server.at('/Center'));
  await heard;
  await page.goto(server.at('/Member/ResponsiblePlay'));
  await page.getByRole('tab', { name: T('playScreen.blockTab'), exact: true }).click();
  await page.getByRole('button', { name: T('playBlock.period24hOption'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: T('playBlock.confirmTitle') });
  await expect(confirm).toContainText(DATE);
  const quoted = DATE.exec((await confirm.textContent()) ?? '')![0];
  await evidence(page, 'play-timeout-confirm');
  expect(await server.requests('/responsible/block')).toHaveLength(0);
  await confirm.getByRole('button', { name: T('playBlock.confirmButton'), exact: true }).click();

  await expect.poll(() => route(page)).toBe('/Login');
  // the platform's own sentence, with the end the confirmation stated
  const until = quoted;
  await expect(page.getByText(`您已暂停游戏至 ${until}`, { exact: false }).first()).toBeVisible();
  // the other tab, untouched, is logged out at once
  await expect.poll(() => route(other)).toBe('/Login');
  await other.close();

  await submitLogin(page, server, 'member01', 'pass1234');
  await expect(page.getByText(`您已暂停游戏至 ${until}`, { exact: false }).first()).toBeVisible();
  expect(route(page)).toBe('/Login');
  await evidence(page, 'play-timeout-login-refused');

  await moveClock(server, 24.1);
  // a fresh captcha: the one on screen has expired with the day that passed
  await page.reload();
  await submitLogin(page, server, 'member01', 'pass1234');
  await expect.poll(() => route(page)).not.toBe('/Login');
});

test('a platform without these calls: found out once, the area points to customer service, nothing else changes; demo players see why', async ({
  page,
  server,
}) => {
  await server.operator('POST', '/responsible-play', { on: false });
  await signIn(page, server, 'member01');
  await page.goto(server.at('/Center'));
  await page.getByRole('link', { name: text('account.center.responsiblePlayLink'), exact: true }).click();
  await expect(page.getByRole('heading', { name: T('playScreen.unavailableTitle') })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await evidence(page, 'play-unavailable');
  await page.goBack();
  await expect.poll(() => route(page)).toBe('/Center');
  await page.getByRole('link', { name: text('account.center.responsiblePlayLink'), exact: true }).click();
  await expect(page.getByText(T('playScreen.unavailableText'))).toBeVisible();
  // one question for the whole session, no error toast
  expect(await server.requests('/responsible/reality')).toHaveLength(1);
  await expect(page.getByText(text('common.net.failedText'))).toHaveCount(0);
  // Deposit works as before
  await page.goto(server.at('/Member/Recharge'));
  await expect(page.getByRole('link', { name: text('recharge.screen.limitsLink'), exact: true })).toBeVisible();
  await expect(page.locator('.method').first()).toBeVisible();

  await page.context().clearCookies();
  await playDemo(page, server);
  await page.goto(server.at('/Member/ResponsiblePlay'));
  await expect(page.getByRole('heading', { name: T('playScreen.demoTitle') })).toBeVisible();
  await evidence(page, 'play-demo');
});
