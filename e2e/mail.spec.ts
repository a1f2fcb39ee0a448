import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';
import { scrollToEnd } from './support/scrollList';
import { unreadOnServer, type E2eServer } from './support/server';
import { deliverToMember } from '../server/rules/mailbox';

const memberId = (server: E2eServer, name: string) =>
  (server.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;

/**
 * The unread badge on the inbox tab (0 when it is not shown), read in one step: a badge that leaves between a
 * count and a read of its text would leave the read waiting for it.
 */
async function badge(page: Page): Promise<number> {
  const [shown] = await page.locator('.tab-badge').allTextContents();
  return shown === undefined ? 0 : Number(shown);
}

async function openInbox(page: Page, server: E2eServer) {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Message'));
  await expect(page.getByRole('list', { name: text('mail.list.inboxLabel') })).toBeVisible();
  await expect(page.locator('.tab-badge')).toBeVisible();
}

test('a hostile mail body renders as text and runs nothing', async ({ page, server }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url)) foreign.push(r.url());
  });
  await openInbox(page, server);
  await scrollToEnd(page);
  const id = (server.ctx.db.prepare("SELECT id FROM messages WHERE title = '活动内容更新'").get() as { id: number }).id;
  await page.evaluate((mailId) => {
    location.hash = `#/Member/Message?id=${mailId}`;
  }, id);
  const body = page.locator('.mail-body');
  await expect(body).toBeVisible();
  await expect(page.getByText('点击查看详情')).toBeVisible();
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onerror]')).toHaveCount(0);
  await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);
  await evidence(page, 'mail-xss');
});

test('reading, unread, multi-select and delete move the unread badge and reach the server', async ({
  page,
  server,
}) => {
  const me = memberId(server, 'member01');
  await openInbox(page, server);
  await evidence(page, 'mail-inbox');
  const start = await badge(page);
  expect(start).toBe(unreadOnServer(server, me));

  // Opening an unread mail marks it read: one lower.
  await page.locator('ul.vlist button:has(.mail-title.unread)').first().click();
  await expect(page.locator('.mail-body')).toBeVisible();
  await evidence(page, 'mail-detail');
  await page.goBack();
  await expect.poll(() => badge(page)).toBe(start - 1);
  expect(unreadOnServer(server, me)).toBe(start - 1);

  // Select two read mails, mark them unread: two higher.
  await page.getByRole('button', { name: text('mail.list.selectButton') }).click();
  const readRows = page.locator('ul.vlist label.mail-row:not(:has(.mail-title.unread))');
  await readRows.nth(0).click();
  await readRows.nth(1).click();
  await expect(page.getByText(text('mail.list.selectedText', 'zh_cn', { count: 2 }))).toBeVisible();
  await evidence(page, 'mail-select');
  await page.getByRole('button', { name: text('mail.list.markUnreadButton') }).click();
  await expect.poll(() => badge(page)).toBe(start + 1);
  expect(unreadOnServer(server, me)).toBe(start + 1);

  // Select all loaded, mark read: the badge falls but never below 0, and matches the server.
  await page.getByRole('button', { name: text('mail.list.selectAllButton') }).click();
  await page.getByRole('button', { name: text('mail.list.markReadButton') }).click();
  await expect(page.locator('ul.vlist .mail-title.unread')).toHaveCount(0);
  await expect.poll(async () => (await badge(page)) - unreadOnServer(server, me)).toBe(0);
  expect(unreadOnServer(server, me), 'the loaded unread mails were marked read on the server').toBeLessThan(start + 1);

  // Delete one after confirming.
  const victim = (await page.locator('ul.vlist label.mail-row .mail-title').first().textContent())!.trim();
  await page.locator('ul.vlist label.mail-row').first().click();
  await page.getByRole('button', { name: text('mail.list.deleteButton') }).click();
  await expect(page.getByText(text('mail.list.deleteConfirmText', 'zh_cn', { count: 1 }))).toBeVisible();
  await evidence(page, 'mail-delete-confirm');
  const deletes = (await server.requests('/member/message/delete')).length;
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text('mail.list.deleteButton') })
    .click();
  await expect(page.locator('ul.vlist .mail-title').first()).not.toHaveText(victim);
  await expect.poll(() => server.requests('/member/message/delete')).toHaveLength(deletes + 1);

  // The member centre's mail badge shows the same count (it reads the session, which the mail cache keeps in step).
  const unread = unreadOnServer(server, me);
  await page.evaluate(() => {
    location.hash = '#/Center';
  });
  const label = `${text('account.center.messageLink')}, ${text('account.center.unreadBadge', 'zh_cn', { count: unread })}`;
  if (unread > 0) await expect(page.getByRole('link', { name: label })).toBeVisible();
});

test('new mail: checked on the phone, sent once, at the top of the sent list; a reply too', async ({
  page,
  server,
}) => {
  const me = memberId(server, 'member01');
  await openInbox(page, server);
  await page
    .getByRole('button', { name: text('mail.list.composeButton') })
    .first()
    .click();
  await page.getByRole('button', { name: text('mail.compose.sendButton') }).click();
  await expect(page.getByText(text('mail.compose.requiredError')).first()).toBeVisible();
  await page.getByLabel(text('mail.compose.titleLabel')).fill('a');
  await page.getByRole('button', { name: text('mail.compose.sendButton') }).click();
  await expect(page.getByText(text('mail.compose.tooShortError', 'zh_cn', { min: 2 })).first()).toBeVisible();
  await expect.poll(() => server.requests('/member/message/send')).toHaveLength(0);
  await evidence(page, 'mail-compose-invalid');
  await page.getByLabel(text('mail.compose.titleLabel')).fill('提款到账时间');
  await page.getByLabel(text('mail.compose.contentLabel')).fill('请问提款一般多久到账？');
  await page.getByRole('button', { name: text('mail.compose.sendButton') }).dblclick();
  const outbox = page.getByRole('list', { name: text('mail.list.outboxLabel') });
  await expect(outbox).toBeVisible();
  await expect(page.locator('ul.vlist .mail-title').first()).toHaveText('提款到账时间');
  await expect.poll(() => server.requests('/member/message/send')).toHaveLength(1);
  await evidence(page, 'mail-outbox');

  // Reply to a received mail: the title is prefilled and the reply goes on top.
  await page.getByRole('tab', { name: new RegExp(text('mail.list.inboxTab')) }).click();
  // The inbox's own rows: read before the list has switched, the sent list's first title would be taken.
  const inbox = page.getByRole('list', { name: text('mail.list.inboxLabel') });
  await expect(inbox).toBeVisible();
  const first = inbox.locator('button.mail-row').first();
  const parentTitle = (await first.locator('.mail-title').textContent())!.trim();
  await first.click();
  await page.getByRole('button', { name: text('mail.detail.replyButton') }).click();
  const title = page.getByLabel(text('mail.compose.titleLabel'));
  await expect(title).toHaveValue(`${text('mail.compose.replyPrefixText')}${parentTitle}`.slice(0, 100));
  await page.getByLabel(text('mail.compose.contentLabel')).fill('收到，谢谢');
  await evidence(page, 'mail-reply');
  const replyTitle = (await title.inputValue()).trim();
  await page.getByRole('button', { name: text('mail.compose.sendButton') }).click();
  await expect(outbox).toBeVisible();
  await expect(page.locator('ul.vlist .mail-title').first()).toHaveText(replyTitle);
  const row = server.ctx.db
    .prepare('SELECT pid FROM messages WHERE member_id = ? AND send_type = 2 ORDER BY id DESC LIMIT 1')
    .get(me) as { pid: number };
  expect(row.pid).toBeGreaterThan(0);
});

test('the inbox scrolls through all its pages and a new mail appears by itself within 10 s', async ({
  page,
  server,
}) => {
  const me = memberId(server, 'member01');
  await openInbox(page, server);
  await scrollToEnd(page);
  const pages = (await server.requests('/member/message/list')).map((r) => (r.body as { page?: number }).page ?? 1);
  expect(Math.max(...pages), `pages: ${pages.join(',')}`).toBeGreaterThanOrEqual(3);
  await page.evaluate(() => window.scrollTo(0, 0));
  const before = await badge(page);
  deliverToMember(server.ctx.db, server.ctx.clock, me, '新的到账通知', '<p>您的充值已到账</p>');
  await expect(page.getByText('新的到账通知')).toBeVisible({ timeout: 14_000 });
  await expect.poll(() => badge(page)).toBe(before + 1);
});

test("'Mark unread' in a reopened mail holds: one request with state 0, the badge and the server rise by one", async ({
  page,
  server,
}) => {
  const me = memberId(server, 'member01');
  await openInbox(page, server);
  const start = await badge(page);
  const row = page.locator('ul.vlist button:has(.mail-title.unread)').first();
  const title = (await row.locator('.mail-title').textContent())!.trim();
  await row.click();
  await expect(page.locator('.mail-body')).toBeVisible();
  await page.goBack();
  await expect.poll(() => badge(page)).toBe(start - 1);
  const readsBefore = (await server.requests('/member/message/read')).length;

  await page.locator('ul.vlist button.mail-row', { hasText: title }).first().click();
  await page.getByRole('button', { name: text('mail.list.markUnreadButton') }).click();
  await expect.poll(() => badge(page)).toBe(start);
  await page.waitForTimeout(600);
  const reads = (await server.requests('/member/message/read'))
    .slice(readsBefore)
    .map((r) => (r.body as { state: number }).state);
  expect(reads).toEqual([0]);
  expect(unreadOnServer(server, me)).toBe(start);
  expect(await badge(page)).toBe(start);
  await evidence(page, 'mail-marked-unread');

  // Opening it again reads it again, once.
  await page.locator('ul.vlist button.mail-row', { hasText: title }).first().click();
  await expect(page.locator('.mail-body')).toBeVisible();
  await page.goBack();
  await expect.poll(() => badge(page)).toBe(start - 1);
  const after = (await server.requests('/member/message/read'))
    .slice(readsBefore)
    .map((r) => (r.body as { state: number }).state);
  expect(after).toEqual([0, 1]);
});
