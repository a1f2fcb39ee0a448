import { test, expect, route } from './fixtures';
import { evidence } from './support/evidence';
import { logIn, playDemo } from './support/login';
import { text } from './support/text';

test('notices: list, a hostile notice rendered as text, detail and back', async ({ page, server }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Notice'));
  const list = page.getByRole('list', { name: text('notice.list.listLabel') });
  await expect(list).toBeVisible();
  const rows = list.locator('button.notice-row');
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await evidence(page, 'notice-list');
  const hostile = server.ctx.db
    .prepare("SELECT title FROM notices WHERE grp = 'main' AND lang = 'zh_cn' AND content LIKE '%<script>%'")
    .get() as { title: string };
  await list.getByText(hostile.title, { exact: true }).click();
  const body = page.locator('.notice-body');
  await expect(body).toBeVisible();
  await expect(body).not.toBeEmpty();
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onerror]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  await evidence(page, 'notice-detail');
  await page.goBack();
  await expect(list).toBeVisible();
  expect(route(page)).toBe('/Member/Notice');
  // Notices are fetched once per session.
  await expect.poll(() => server.requests('/system/notices')).toHaveLength(1);
});

test('a demo member may read notices (the one member screen open to trial accounts besides transfer and promotion)', async ({
  page,
  server,
}) => {
  await playDemo(page, server);
  await page.goto(server.at('/Member/Notice'));
  await expect(page.getByRole('list', { name: text('notice.list.listLabel') })).toBeVisible();
  expect(route(page)).toBe('/Member/Notice');
  await evidence(page, 'notice-list-demo');
});
