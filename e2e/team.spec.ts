import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { logIn, playDemo } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';

const PROMOTION = '/Member/Promotion';

const idOf = (server: E2eServer, name: string) =>
  (server.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number } | undefined)?.id;
const ratesOf = (server: E2eServer, id: number) =>
  Object.fromEntries(
    (
      server.ctx.db.prepare('SELECT game_type, rate FROM agent_fd_rates WHERE member_id = ?').all(id) as Array<{
        game_type: number;
        rate: string;
      }>
    ).map((r) => [r.game_type, r.rate]),
  );
const invitesOf = (server: E2eServer, id: number) =>
  server.ctx.db.prepare('SELECT id, is_open FROM agent_invites WHERE member_id = ? ORDER BY id').all(id) as Array<{
    id: number;
    is_open: number;
  }>;

/** Console errors and uncaught errors: a member must never meet one. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()} at ${m.location().url}`);
  });
  return errors;
}

/** Files of the chart's own chunk the phone downloaded. */
function watchChartChunk(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (r) => {
    if (/\/(js|css)\/team-chart\./.test(r.url())) files.push(r.url());
  });
  return files;
}

const tab = (page: Page, id: string) => page.getByRole('tab', { name: text(id), exact: true });

test('agent001 reads the team overview: counts, the 15-day chart drawn by its own chunk, and the report by period', async ({
  page,
  server,
}) => {
  const errors = watchErrors(page);
  const chart = watchChartChunk(page);
  await logIn(page, server, 'agent001');
  await page.goto(server.at(PROMOTION));
  await expect(page.getByText(text('team.overview.teamSizeLabel'), { exact: true })).toBeVisible();
  const stats = page.locator('.team-stats dd');
  await expect(stats).toHaveText(['3', '3', '0']);
  // The chart: uPlot's canvas inside the chart box, a legend of six figures, and the chosen day's money.
  await expect(page.locator('.chart-box canvas').first()).toBeVisible();
  await expect(page.locator('.chart-key')).toHaveCount(6);
  expect(chart, 'the chart chunk was loaded').toContainEqual(expect.stringContaining('/js/team-chart.'));
  const readout = page.locator('.chart-readout dd');
  await expect(readout).toHaveCount(6);
  await expect(readout.first()).toHaveText(/^[-−+]?\$[\d,]+\.\d{2}$/);
  const lastDay = await page.locator('.chart-day strong').innerText();
  await page.getByRole('button', { name: text('team.chart.prevButton'), exact: true }).click();
  await expect(page.locator('.chart-day strong')).not.toHaveText(lastDay);
  // A figure hidden from the legend is marked so, and the chart is drawn again without it.
  await page.locator('.chart-key').nth(1).click();
  await expect(page.locator('.chart-key').nth(1)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.chart-box canvas').first()).toBeVisible();
  await expect(page.getByText(text('team.report.rechargeLabel'), { exact: true })).toBeVisible();
  await evidence(page, 'team-overview');

  // The report for another period: one request with the period's whole days.
  await page.getByText(text('list.date.monthOption'), { exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.includes('range=month'));
  await expect(page.locator('.team-report dd').first()).toBeVisible();
  const bodies = (await server.requests('/team/report')).map((r) => r.body as { created_at: string[] });
  const month = bodies.at(-1)?.created_at ?? [];
  expect(month.length).toBe(2);
  expect(month[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(new Date(month[1]).getTime() - new Date(month[0]).getTime()).toBe(29 * 86400_000);
  expect(errors).toEqual([]);
});

test('agent001 copies an invite link, shows its QR code, closes and reopens it, and creates a link within the rate bounds', async ({
  page,
  server,
}) => {
  const errors = watchErrors(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const agent = idOf(server, 'agent001') as number;
  await logIn(page, server, 'agent001');
  await page.goto(server.at(`${PROMOTION}?tab=links`));
  const cards = page.locator('article.invite-card');
  await expect(cards.nth(1)).toBeVisible();
  await expect(cards).toHaveCount(2);
  const first = cards.first();
  const url = await first.locator('.copy-value').first().innerText();
  // The platform's token, and the agent's invite code and language, which the sign-up form it opens shows and speaks.
  expect(url).toMatch(/#\/Register\?token=[0-9a-f]{32}&code=INV\d+&lang=zh_cn$/);
  await first
    .getByRole('button', { name: new RegExp(`^${text('money.copy.copyButton')} ${text('team.links.mobileLabel')}`) })
    .click();
  await expect(page.getByText(text('team.promotion.copiedText')).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await first.getByRole('button', { name: text('team.links.showQrButton'), exact: true }).click();
  await expect(first.locator('.team-qr img')).toBeVisible();
  await evidence(page, 'team-links');

  // Close the newest link, then open it again: one request each, whatever the taps.
  const newest = invitesOf(server, agent).at(-1) as { id: number; is_open: number };
  const toggle = first.getByRole('button', {
    name: text(newest.is_open ? 'team.links.closeButton' : 'team.links.openButton'),
    exact: true,
  });
  await toggle.dblclick();
  await expect(
    page.getByText(text(newest.is_open ? 'team.links.closedText' : 'team.links.openedText')).first(),
  ).toBeVisible();
  await expect.poll(() => server.requests('/team/invite/update')).toHaveLength(1);
  expect(invitesOf(server, agent).at(-1)?.is_open).toBe(newest.is_open ? 0 : 1);

  // A new link: a rate above the agent's own is refused on the phone with its bound, and nothing is sent.
  await page.getByRole('button', { name: text('team.links.createButton'), exact: true }).click();
  const live = page.locator('#link-rate-1');
  await expect(live).toBeVisible();
  await live.fill('0.95');
  await page
    .locator('form.team-form')
    .getByRole('button', { name: text('team.links.createButton'), exact: true })
    .click();
  const high = page.locator('#link-rate-1-error');
  await expect(high).toBeVisible();
  await expect(high).toHaveText(/0\.80%/);
  await expect.poll(() => server.requests('/team/invite/create')).toHaveLength(0);
  await evidence(page, 'team-link-form');
  await live.fill('0.45');
  await page
    .locator('form.team-form')
    .getByRole('button', { name: text('team.links.createButton'), exact: true })
    .dblclick();
  await expect(page.getByText(text('team.linkForm.createdText')).first()).toBeVisible();
  await expect(cards.nth(2)).toBeVisible();
  await expect.poll(() => server.requests('/team/invite/create')).toHaveLength(1);
  const created = invitesOf(server, agent);
  expect(created.length).toBe(3);
  const rate = server.ctx.db
    .prepare('SELECT rate FROM invite_rates WHERE invite_id = ? AND game_type = 1')
    .get(created.at(-1)?.id) as { rate: string };
  expect(rate.rate).toBe('0.45');
  expect(errors).toEqual([]);
});

test('agent001 searches the downline, adds a member with rates for every game type, sets a member’s rates and reads their records', async ({
  page,
  server,
}) => {
  const errors = watchErrors(page);
  const agent = idOf(server, 'agent001') as number;
  await logIn(page, server, 'agent001');
  await page.goto(server.at(PROMOTION));
  await tab(page, 'team.promotion.downlineTab').click();
  const list = page.getByRole('list', { name: text('team.downline.listLabel') });
  await expect(list.locator('article[aria-label="team0001"]')).toBeVisible();
  await expect(list.locator('article.child-card')).toHaveCount(3);
  await evidence(page, 'team-downline');
  await page.getByLabel(text('team.downline.searchLabel')).fill('0002');
  await page.getByRole('button', { name: text('team.downline.searchButton'), exact: true }).click();
  await expect(page.locator('article.child-card')).toHaveCount(1);
  expect(
    (await server.requests('/team/childlist')).some((r) => (r.body as { name?: string }).name === '0002'),
  ).toBeTruthy();
  await page.getByLabel(text('team.downline.searchLabel')).fill('');
  await page.getByRole('button', { name: text('team.downline.searchButton'), exact: true }).click();
  await expect(page.locator('article.child-card')).toHaveCount(3);

  // Add a member: the account rules first, then one request however often the button is tapped.
  await page.getByRole('button', { name: text('team.downline.addButton'), exact: true }).click();
  await page.locator('#member-name').fill('Kid-1');
  await page.locator('#member-password').fill('pass1234');
  await page.locator('#member-password_confirmation').fill('pass1234');
  await page.getByRole('button', { name: text('team.addMember.submitButton'), exact: true }).click();
  await expect(page.getByText(text('team.addMember.nameLengthError')).first()).toBeVisible();
  await page.locator('#member-name').fill('kid0001');
  await page.locator('#member-rate-3').fill('1.5');
  await page.getByRole('button', { name: text('team.addMember.submitButton'), exact: true }).click();
  await expect(page.locator('#member-rate-3-error')).toBeVisible();
  await evidence(page, 'team-add-member');
  await page.locator('#member-rate-3').fill('0.9');
  await page.getByRole('button', { name: text('team.addMember.submitButton'), exact: true }).dblclick();
  await expect(page.getByText(text('team.addMember.addedText')).first()).toBeVisible();
  await expect(list.locator('article[aria-label="kid0001"]')).toBeVisible();
  await expect.poll(() => server.requests('/team/add')).toHaveLength(1);
  const kid = idOf(server, 'kid0001') as number;
  expect(kid).toBeTruthy();
  expect((server.ctx.db.prepare('SELECT top_id FROM members WHERE id = ?').get(kid) as { top_id: number }).top_id).toBe(
    agent,
  );
  expect(ratesOf(server, kid)[3]).toBe('0.90');
  expect(Object.keys(ratesOf(server, kid)).length).toBe(Object.keys(ratesOf(server, agent)).length);

  // A member's rates: below the platform's lowest is refused with its bound; a valid one is saved once.
  await list.getByRole('button', { name: `${text('team.downline.ratesButton')} team0001`, exact: true }).click();
  const slot = page.locator('#child-rate-3');
  await expect(slot).toBeVisible();
  await expect(slot).toHaveValue('0.70');
  await slot.fill('0.05');
  await page.getByRole('button', { name: text('team.rates.saveButton'), exact: true }).click();
  await expect(page.locator('#child-rate-3-error')).toHaveText(/0\.10%/);
  await slot.fill('0.85');
  await page.getByRole('button', { name: text('team.rates.saveButton'), exact: true }).dblclick();
  await expect(page.getByText(text('team.childRates.savedText')).first()).toBeVisible();
  await expect.poll(() => server.requests('/team/childrates')).toHaveLength(1);
  expect(ratesOf(server, idOf(server, 'team0001') as number)[3]).toBe('0.85');

  // A member's money log and bets, on the record screens' list with its filters and detail.
  await list.getByRole('button', { name: `${text('team.downline.moneyLogButton')} team0001`, exact: true }).click();
  await expect(
    page.getByText(text('team.childRecords.memberText', 'zh_cn', { name: 'team0001' }), { exact: true }),
  ).toBeVisible();
  await page.getByText(text('list.date.monthOption'), { exact: true }).click();
  const logs = page.getByRole('list', { name: text('team.childRecords.moneyLogTitle') });
  await expect(logs.locator('button.record-card').first()).toBeVisible();
  expect(
    (await server.requests('/team/moneylog')).every(
      (r) => (r.body as { member_id: number }).member_id === idOf(server, 'team0001'),
    ),
  ).toBeTruthy();
  await evidence(page, 'team-child-moneylog');
  await logs.locator('button.record-card').first().click();
  await expect(page.locator('.detail-card')).toBeVisible();
  await evidence(page, 'team-child-moneylog-detail');
  await page.goBack();
  await page.goBack();
  await list.getByRole('button', { name: `${text('team.downline.gameRecordButton')} team0001`, exact: true }).click();
  await page.getByText(text('list.date.monthOption'), { exact: true }).click();
  const bets = page.getByRole('list', { name: text('team.childRecords.gameRecordTitle') });
  await expect(bets.locator('button.record-card').first()).toBeVisible();
  // The totals card (rows carry the same words as their own labels).
  await expect(
    page.locator('.totals').getByText(text('team.childRecords.totalValidLabel'), { exact: true }),
  ).toBeVisible();
  await evidence(page, 'team-child-bets');
  expect(errors).toEqual([]);
});

test('member01, who is not an agent, sees the sign-up link with its QR code and how to become an agent; no team call is made', async ({
  page,
  server,
}) => {
  const errors = watchErrors(page);
  const chart = watchChartChunk(page);
  await logIn(page, server, 'member01');
  await page.goto(server.at(PROMOTION));
  await expect(page.getByRole('heading', { name: text('team.share.becomeTitle'), exact: true })).toBeVisible();
  const link = await page.locator('.copy-value').first().innerText();
  expect(link).toBe(`${server.url}/#/Register`);
  await expect(page.locator('.team-qr img')).toBeVisible();
  await evidence(page, 'team-share');
  const team = (await server.requests()).filter((r) => r.path.startsWith('/team/'));
  expect(team).toEqual([]);
  expect(chart).toEqual([]);
  expect(errors).toEqual([]);
});

test('a demo player sees the sign-up link and how to become an agent, never an error', async ({ page, server }) => {
  const errors = watchErrors(page);
  await playDemo(page, server);
  await page.goto(server.at(PROMOTION));
  await expect(page.getByRole('heading', { name: text('team.share.becomeTitle'), exact: true })).toBeVisible();
  await expect(page.locator('.team-qr img')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await server.requests()).filter((r) => r.path.startsWith('/team/'))).toEqual([]);
  await evidence(page, 'team-share-demo');
  expect(errors).toEqual([]);
});
