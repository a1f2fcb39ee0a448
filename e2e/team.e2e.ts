import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useJourney, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { logIn, playDemo } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';

const env = useJourney();
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

test('agent001 reads the team overview: counts, the 15-day chart drawn by its own chunk, and the report by period', async () => {
  const { page, server } = env;
  const errors = watchErrors(page);
  const chart = watchChartChunk(page);
  await logIn(page, server, 'agent001');
  await page.goto(server.at(PROMOTION));
  await page.getByText(text('team.overview.teamSizeLabel'), { exact: true }).waitFor();
  const stats = page.locator('.team-stats dd');
  assert.deepEqual(await stats.allInnerTexts(), ['3', '3', '0']);
  // The chart: uPlot's canvas inside the chart box, a legend of six figures, and the chosen day's money.
  await page.locator('.chart-box canvas').first().waitFor();
  assert.equal(await page.locator('.chart-key').count(), 6);
  assert.ok(
    chart.some((u) => u.includes('/js/team-chart.')),
    'the chart chunk was loaded',
  );
  const readout = page.locator('.chart-readout dd');
  assert.equal(await readout.count(), 6);
  assert.match(await readout.first().innerText(), /^[-−+]?¥[\d,]+\.\d{2}$/);
  const lastDay = await page.locator('.chart-day strong').innerText();
  await page.getByRole('button', { name: text('team.chart.prevButton'), exact: true }).click();
  assert.notEqual(await page.locator('.chart-day strong').innerText(), lastDay);
  // A figure hidden from the legend is marked so, and the chart is drawn again without it.
  await page.locator('.chart-key').nth(1).click();
  assert.equal(await page.locator('.chart-key').nth(1).getAttribute('aria-pressed'), 'false');
  await page.locator('.chart-box canvas').first().waitFor();
  await page.getByText(text('team.report.rechargeLabel'), { exact: true }).waitFor();
  await evidence(page, 'team-overview');

  // The report for another period: one request with the period's whole days.
  await page.getByText(text('list.date.monthOption'), { exact: true }).click();
  await page.waitForFunction(() => location.hash.includes('range=month'));
  await page.locator('.team-report dd').first().waitFor();
  const bodies = (await server.requests('/team/report')).map((r) => r.body as { created_at: string[] });
  const month = bodies.at(-1)?.created_at ?? [];
  assert.equal(month.length, 2);
  assert.match(month[0], /^\d{4}-\d{2}-\d{2}$/);
  assert.ok(new Date(month[1]).getTime() - new Date(month[0]).getTime() === 29 * 86400_000);
  assert.deepEqual(errors, []);
});

test('agent001 copies an invite link, shows its QR code, closes and reopens it, and creates a link within the rate bounds', async () => {
  const { page, server } = env;
  const errors = watchErrors(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const agent = idOf(server, 'agent001') as number;
  await logIn(page, server, 'agent001');
  await page.goto(server.at(`${PROMOTION}?tab=links`));
  const cards = page.locator('article.invite-card');
  await cards.nth(1).waitFor();
  assert.equal(await cards.count(), 2);
  const first = cards.first();
  const url = await first.locator('.copy-value').first().innerText();
  assert.match(url, /#\/Register\?token=[0-9a-f]{32}$/);
  await first
    .getByRole('button', { name: new RegExp(`^${text('money.copy.copyButton')} ${text('team.links.mobileLabel')}`) })
    .click();
  await seeText(page, text('team.promotion.copiedText'));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
  await first.getByRole('button', { name: text('team.links.showQrButton'), exact: true }).click();
  await first.locator('.team-qr img').waitFor();
  await evidence(page, 'team-links');

  // Close the newest link, then open it again: one request each, whatever the taps.
  const newest = invitesOf(server, agent).at(-1) as { id: number; is_open: number };
  const toggle = first.getByRole('button', {
    name: text(newest.is_open ? 'team.links.closeButton' : 'team.links.openButton'),
    exact: true,
  });
  await toggle.dblclick();
  await seeText(page, text(newest.is_open ? 'team.links.closedText' : 'team.links.openedText'));
  assert.equal((await server.requests('/team/invite/update')).length, 1);
  assert.equal(invitesOf(server, agent).at(-1)?.is_open, newest.is_open ? 0 : 1);

  // A new link: a rate above the agent's own is refused on the phone with its bound, and nothing is sent.
  await page.getByRole('button', { name: text('team.links.createButton'), exact: true }).click();
  const live = page.locator('#link-rate-1');
  await live.waitFor();
  await live.fill('0.95');
  await page
    .locator('form.team-form')
    .getByRole('button', { name: text('team.links.createButton'), exact: true })
    .click();
  const high = page.locator('#link-rate-1-error');
  await high.waitFor();
  assert.match(await high.innerText(), /0\.80%/);
  assert.equal((await server.requests('/team/invite/create')).length, 0);
  await evidence(page, 'team-link-form');
  await live.fill('0.45');
  await page
    .locator('form.team-form')
    .getByRole('button', { name: text('team.links.createButton'), exact: true })
    .dblclick();
  await seeText(page, text('team.linkForm.createdText'));
  await cards.nth(2).waitFor();
  assert.equal((await server.requests('/team/invite/create')).length, 1);
  const created = invitesOf(server, agent);
  assert.equal(created.length, 3);
  const rate = server.ctx.db
    .prepare('SELECT rate FROM invite_rates WHERE invite_id = ? AND game_type = 1')
    .get(created.at(-1)?.id) as { rate: string };
  assert.equal(rate.rate, '0.45');
  assert.deepEqual(errors, []);
});

test('agent001 searches the downline, adds a member with rates for every game type, sets a member’s rates and reads their records', async () => {
  const { page, server } = env;
  const errors = watchErrors(page);
  const agent = idOf(server, 'agent001') as number;
  await logIn(page, server, 'agent001');
  await page.goto(server.at(PROMOTION));
  await tab(page, 'team.promotion.downlineTab').click();
  const list = page.getByRole('list', { name: text('team.downline.listLabel') });
  await list.locator('article[aria-label="team0001"]').waitFor();
  assert.equal(await list.locator('article.child-card').count(), 3);
  await evidence(page, 'team-downline');
  await page.getByLabel(text('team.downline.searchLabel')).fill('0002');
  await page.getByRole('button', { name: text('team.downline.searchButton'), exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('article.child-card').length === 1);
  assert.ok((await server.requests('/team/childlist')).some((r) => (r.body as { name?: string }).name === '0002'));
  await page.getByLabel(text('team.downline.searchLabel')).fill('');
  await page.getByRole('button', { name: text('team.downline.searchButton'), exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('article.child-card').length === 3);

  // Add a member: the account rules first, then one request however often the button is tapped.
  await page.getByRole('button', { name: text('team.downline.addButton'), exact: true }).click();
  await page.locator('#member-name').fill('Kid-1');
  await page.locator('#member-password').fill('pass1234');
  await page.locator('#member-password_confirmation').fill('pass1234');
  await page.getByRole('button', { name: text('team.addMember.submitButton'), exact: true }).click();
  await seeText(page, text('team.addMember.nameLengthError'));
  await page.locator('#member-name').fill('kid0001');
  await page.locator('#member-rate-3').fill('1.5');
  await page.getByRole('button', { name: text('team.addMember.submitButton'), exact: true }).click();
  await page.locator('#member-rate-3-error').waitFor();
  await evidence(page, 'team-add-member');
  await page.locator('#member-rate-3').fill('0.9');
  await page.getByRole('button', { name: text('team.addMember.submitButton'), exact: true }).dblclick();
  await seeText(page, text('team.addMember.addedText'));
  await list.locator('article[aria-label="kid0001"]').waitFor();
  assert.equal((await server.requests('/team/add')).length, 1);
  const kid = idOf(server, 'kid0001') as number;
  assert.ok(kid);
  assert.equal(
    (server.ctx.db.prepare('SELECT top_id FROM members WHERE id = ?').get(kid) as { top_id: number }).top_id,
    agent,
  );
  assert.equal(ratesOf(server, kid)[3], '0.90');
  assert.equal(Object.keys(ratesOf(server, kid)).length, Object.keys(ratesOf(server, agent)).length);

  // A member's rates: below the platform's lowest is refused with its bound; a valid one is saved once.
  await list.getByRole('button', { name: `${text('team.downline.ratesButton')} team0001`, exact: true }).click();
  const slot = page.locator('#child-rate-3');
  await slot.waitFor();
  assert.equal(await slot.inputValue(), '0.70');
  await slot.fill('0.05');
  await page.getByRole('button', { name: text('team.rates.saveButton'), exact: true }).click();
  assert.match(await page.locator('#child-rate-3-error').innerText(), /0\.10%/);
  await slot.fill('0.85');
  await page.getByRole('button', { name: text('team.rates.saveButton'), exact: true }).dblclick();
  await seeText(page, text('team.childRates.savedText'));
  assert.equal((await server.requests('/team/childrates')).length, 1);
  assert.equal(ratesOf(server, idOf(server, 'team0001') as number)[3], '0.85');

  // A member's money log and bets, on the record screens' list with its filters and detail.
  await list.getByRole('button', { name: `${text('team.downline.moneyLogButton')} team0001`, exact: true }).click();
  await page.getByText(text('team.childRecords.memberText', 'zh_cn', { name: 'team0001' }), { exact: true }).waitFor();
  await page.getByText(text('list.date.monthOption'), { exact: true }).click();
  const logs = page.getByRole('list', { name: text('team.childRecords.moneyLogTitle') });
  await logs.locator('button.record-card').first().waitFor();
  assert.ok(
    (await server.requests('/team/moneylog')).every(
      (r) => (r.body as { member_id: number }).member_id === idOf(server, 'team0001'),
    ),
  );
  await evidence(page, 'team-child-moneylog');
  await logs.locator('button.record-card').first().click();
  await page.locator('.detail-card').waitFor();
  await evidence(page, 'team-child-moneylog-detail');
  await page.goBack();
  await page.goBack();
  await list.getByRole('button', { name: `${text('team.downline.gameRecordButton')} team0001`, exact: true }).click();
  await page.getByText(text('list.date.monthOption'), { exact: true }).click();
  const bets = page.getByRole('list', { name: text('team.childRecords.gameRecordTitle') });
  await bets.locator('button.record-card').first().waitFor();
  // The totals card (rows carry the same words as their own labels).
  await page.locator('.totals').getByText(text('team.childRecords.totalValidLabel'), { exact: true }).waitFor();
  await evidence(page, 'team-child-bets');
  assert.deepEqual(errors, []);
});

test('member01, who is not an agent, sees the sign-up link with its QR code and how to become an agent; no team call is made', async () => {
  const { page, server } = env;
  const errors = watchErrors(page);
  const chart = watchChartChunk(page);
  await logIn(page, server, 'member01');
  await page.goto(server.at(PROMOTION));
  await page.getByRole('heading', { name: text('team.share.becomeTitle'), exact: true }).waitFor();
  const link = await page.locator('.copy-value').first().innerText();
  assert.equal(link, `${server.url}/#/Register`);
  await page.locator('.team-qr img').waitFor();
  await evidence(page, 'team-share');
  const team = (await server.requests()).filter((r) => r.path.startsWith('/team/'));
  assert.deepEqual(team, []);
  assert.deepEqual(chart, []);
  assert.deepEqual(errors, []);
});

test('a demo player sees the sign-up link and how to become an agent, never an error', async () => {
  const { page, server } = env;
  const errors = watchErrors(page);
  await playDemo(page, server);
  await page.goto(server.at(PROMOTION));
  await page.getByRole('heading', { name: text('team.share.becomeTitle'), exact: true }).waitFor();
  await page.locator('.team-qr img').waitFor();
  assert.equal(await page.getByRole('alert').count(), 0);
  assert.deepEqual(
    (await server.requests()).filter((r) => r.path.startsWith('/team/')),
    [],
  );
  await evidence(page, 'team-share-demo');
  assert.deepEqual(errors, []);
});
