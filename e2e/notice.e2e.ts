import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useJourney, route } from './support/journey';
import { evidence } from './support/evidence';
import { logIn, playDemo } from './support/login';
import { text } from './support/text';

const env = useJourney();

test('notices: list, a hostile notice rendered as text, detail and back', async () => {
  const { page, server } = env;
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Notice'));
  const list = page.getByRole('list', { name: text('notice.list.listLabel') });
  await list.waitFor();
  const rows = list.locator('button.notice-row');
  assert.ok((await rows.count()) >= 3);
  await evidence(page, 'notice-list');
  const hostile = server.ctx.db
    .prepare("SELECT title FROM notices WHERE grp = 'main' AND lang = 'zh_cn' AND content LIKE '%<script>%'")
    .get() as { title: string };
  await list.getByText(hostile.title, { exact: true }).click();
  const body = page.locator('.notice-body');
  await body.waitFor();
  await page.waitForTimeout(500);
  assert.equal(await body.locator('script').count(), 0);
  assert.equal(await body.locator('[onerror]').count(), 0);
  assert.deepEqual(dialogs, []);
  await evidence(page, 'notice-detail');
  await page.goBack();
  await list.waitFor();
  assert.equal(route(page), '/Member/Notice');
  // Notices are fetched once per session.
  assert.equal((await server.requests('/system/notices')).length, 1);
});

test('a demo member may read notices (the one member screen open to trial accounts besides transfer and promotion)', async () => {
  const { page, server } = env;
  await playDemo(page, server);
  await page.goto(server.at('/Member/Notice'));
  await page.getByRole('list', { name: text('notice.list.listLabel') }).waitFor();
  assert.equal(route(page), '/Member/Notice');
  await evidence(page, 'notice-list-demo');
});
