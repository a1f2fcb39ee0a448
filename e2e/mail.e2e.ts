import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useJourney } from './support/journey';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';
import type { E2eServer } from './support/server';
import { deliverToMember } from '../server/rules/mailbox';

const env = useJourney();

const memberId = (server: E2eServer, name: string) =>
  (server.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;
const unreadOnServer = (server: E2eServer, member: number) =>
  (
    server.ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM member_messages mm JOIN messages g ON g.id = mm.message_id
    WHERE mm.member_id = ? AND mm.deleted_at IS NULL AND g.deleted_at IS NULL AND g.pid = 0 AND mm.is_read = 0`,
      )
      .get(member) as { n: number }
  ).n;

/** The unread badge on the inbox tab (0 when it is not shown). */
async function badge(page: Page): Promise<number> {
  const b = page.locator('.tab-badge');
  return (await b.count()) ? Number(await b.textContent()) : 0;
}

async function openInbox(page: Page, server: E2eServer) {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/Message'));
  await page.getByRole('list', { name: text('mail.list.inboxLabel') }).waitFor();
  await page.locator('.tab-badge').waitFor();
}

async function scrollToEnd(page: Page) {
  for (let i = 0; i < 100; i += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(80);
    assert.ok((await page.locator('ul.vlist > li').count()) < 200);
    if (await page.getByText(text('list.footer.endText'), { exact: true }).isVisible()) return;
  }
  throw new Error('the list never reached its end');
}

test('a hostile mail body renders as text and runs nothing', async () => {
  const { page, server } = env;
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
  await body.waitFor();
  await page.getByText('点击查看详情').waitFor();
  await page.waitForTimeout(500);
  assert.equal(await body.locator('script').count(), 0);
  assert.equal(await body.locator('[onerror]').count(), 0);
  assert.equal(await body.locator('a[href^="javascript"]').count(), 0);
  assert.deepEqual(dialogs, []);
  assert.deepEqual(foreign, []);
  await evidence(page, 'mail-xss');
});

test('reading, unread, multi-select and delete move the unread badge and reach the server', async () => {
  const { page, server } = env;
  const me = memberId(server, 'member01');
  await openInbox(page, server);
  await evidence(page, 'mail-inbox');
  const start = await badge(page);
  assert.equal(start, unreadOnServer(server, me));

  // Opening an unread mail marks it read: one lower.
  await page.locator('ul.vlist button:has(.mail-title.unread)').first().click();
  await page.locator('.mail-body').waitFor();
  await evidence(page, 'mail-detail');
  await page.goBack();
  await page.waitForFunction((n) => Number(document.querySelector('.tab-badge')?.textContent ?? 0) === n, start - 1);
  assert.equal(unreadOnServer(server, me), start - 1);

  // Select two read mails, mark them unread: two higher.
  await page.getByRole('button', { name: text('mail.list.selectButton') }).click();
  const readRows = page.locator('ul.vlist label.mail-row:not(:has(.mail-title.unread))');
  await readRows.nth(0).click();
  await readRows.nth(1).click();
  await page.getByText(text('mail.list.selectedText', 'zh_cn', { count: 2 })).waitFor();
  await evidence(page, 'mail-select');
  await page.getByRole('button', { name: text('mail.list.markUnreadButton') }).click();
  await page.waitForFunction((n) => Number(document.querySelector('.tab-badge')?.textContent ?? 0) === n, start + 1);
  assert.equal(unreadOnServer(server, me), start + 1);

  // Select all loaded, mark read: the badge falls but never below 0, and matches the server.
  await page.getByRole('button', { name: text('mail.list.selectAllButton') }).click();
  await page.getByRole('button', { name: text('mail.list.markReadButton') }).click();
  await page.waitForFunction(
    (n) => Number(document.querySelector('.tab-badge')?.textContent ?? 0) === n,
    unreadOnServer(server, me),
  );
  assert.ok((await badge(page)) >= 0);

  // Delete one after confirming.
  const victim = (await page.locator('ul.vlist label.mail-row .mail-title').first().textContent())!.trim();
  await page.locator('ul.vlist label.mail-row').first().click();
  await page.getByRole('button', { name: text('mail.list.deleteButton') }).click();
  await page.getByText(text('mail.list.deleteConfirmText', 'zh_cn', { count: 1 })).waitFor();
  await evidence(page, 'mail-delete-confirm');
  const deletes = (await server.requests('/member/message/delete')).length;
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text('mail.list.deleteButton') })
    .click();
  await page.waitForFunction(
    (t) => ![...document.querySelectorAll('ul.vlist .mail-title')].slice(0, 1).some((e) => e.textContent?.trim() === t),
    victim,
  );
  assert.equal((await server.requests('/member/message/delete')).length, deletes + 1);

  // The member centre's mail badge shows the same count (it reads the session, which the mail cache keeps in step).
  const unread = unreadOnServer(server, me);
  await page.evaluate(() => {
    location.hash = '#/Center';
  });
  const label = `${text('account.center.messageLink')}, ${text('account.center.unreadBadge', 'zh_cn', { count: unread })}`;
  if (unread > 0) await page.getByRole('link', { name: label }).waitFor();
});

test('new mail: checked on the phone, sent once, at the top of the sent list; a reply too', async () => {
  const { page, server } = env;
  const me = memberId(server, 'member01');
  await openInbox(page, server);
  await page
    .getByRole('button', { name: text('mail.list.composeButton') })
    .first()
    .click();
  await page.getByRole('button', { name: text('mail.compose.sendButton') }).click();
  await page.getByText(text('mail.compose.requiredError')).first().waitFor();
  await page.getByLabel(text('mail.compose.titleLabel')).fill('a');
  await page.getByRole('button', { name: text('mail.compose.sendButton') }).click();
  await page
    .getByText(text('mail.compose.tooShortError', 'zh_cn', { min: 2 }))
    .first()
    .waitFor();
  assert.equal((await server.requests('/member/message/send')).length, 0);
  await evidence(page, 'mail-compose-invalid');
  await page.getByLabel(text('mail.compose.titleLabel')).fill('提款到账时间');
  await page.getByLabel(text('mail.compose.contentLabel')).fill('请问提款一般多久到账？');
  await page.getByRole('button', { name: text('mail.compose.sendButton') }).dblclick();
  const outbox = page.getByRole('list', { name: text('mail.list.outboxLabel') });
  await outbox.waitFor();
  await page.waitForFunction(
    () => document.querySelector('ul.vlist .mail-title')?.textContent?.trim() === '提款到账时间',
  );
  assert.equal((await server.requests('/member/message/send')).length, 1);
  await evidence(page, 'mail-outbox');

  // Reply to a received mail: the title is prefilled and the reply goes on top.
  await page.getByRole('tab', { name: new RegExp(text('mail.list.inboxTab')) }).click();
  const first = page.locator('ul.vlist button.mail-row').first();
  const parentTitle = (await first.locator('.mail-title').textContent())!.trim();
  await first.click();
  await page.getByRole('button', { name: text('mail.detail.replyButton') }).click();
  const title = page.getByLabel(text('mail.compose.titleLabel'));
  assert.equal(await title.inputValue(), `${text('mail.compose.replyPrefixText')}${parentTitle}`.slice(0, 100));
  await page.getByLabel(text('mail.compose.contentLabel')).fill('收到，谢谢');
  await evidence(page, 'mail-reply');
  const replyTitle = (await title.inputValue()).trim();
  await page.getByRole('button', { name: text('mail.compose.sendButton') }).click();
  await outbox.waitFor();
  await page.waitForFunction(
    (t) => document.querySelector('ul.vlist .mail-title')?.textContent?.trim() === t,
    replyTitle,
  );
  const row = server.ctx.db
    .prepare('SELECT pid FROM messages WHERE member_id = ? AND send_type = 2 ORDER BY id DESC LIMIT 1')
    .get(me) as { pid: number };
  assert.ok(row.pid > 0);
});

test('the inbox scrolls through all its pages and a new mail appears by itself within 10 s', async () => {
  const { page, server } = env;
  const me = memberId(server, 'member01');
  await openInbox(page, server);
  await scrollToEnd(page);
  const pages = (await server.requests('/member/message/list')).map((r) => (r.body as { page?: number }).page ?? 1);
  assert.ok(Math.max(...pages) >= 3, `pages: ${pages.join(',')}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  const before = await badge(page);
  deliverToMember(server.ctx.db, server.ctx.clock, me, '新的到账通知', '<p>您的充值已到账</p>');
  await page.getByText('新的到账通知').waitFor({ timeout: 14_000 });
  await page.waitForFunction((n) => Number(document.querySelector('.tab-badge')?.textContent ?? 0) === n, before + 1);
});

test("'Mark unread' in a reopened mail holds: one request with state 0, the badge and the server rise by one", async () => {
  const { page, server } = env;
  const me = memberId(server, 'member01');
  await openInbox(page, server);
  const start = await badge(page);
  const row = page.locator('ul.vlist button:has(.mail-title.unread)').first();
  const title = (await row.locator('.mail-title').textContent())!.trim();
  await row.click();
  await page.locator('.mail-body').waitFor();
  await page.goBack();
  await page.waitForFunction((n) => Number(document.querySelector('.tab-badge')?.textContent ?? 0) === n, start - 1);
  const readsBefore = (await server.requests('/member/message/read')).length;

  await page.locator('ul.vlist button.mail-row', { hasText: title }).first().click();
  await page.getByRole('button', { name: text('mail.list.markUnreadButton') }).click();
  await page.waitForFunction((n) => Number(document.querySelector('.tab-badge')?.textContent ?? 0) === n, start);
  await page.waitForTimeout(600);
  const reads = (await server.requests('/member/message/read'))
    .slice(readsBefore)
    .map((r) => (r.body as { state: number }).state);
  assert.deepEqual(reads, [0]);
  assert.equal(unreadOnServer(server, me), start);
  assert.equal(await badge(page), start);
  await evidence(page, 'mail-marked-unread');

  // Opening it again reads it again, once.
  await page.locator('ul.vlist button.mail-row', { hasText: title }).first().click();
  await page.locator('.mail-body').waitFor();
  await page.goBack();
  await page.waitForFunction((n) => Number(document.querySelector('.tab-badge')?.textContent ?? 0) === n, start - 1);
  const after = (await server.requests('/member/message/read'))
    .slice(readsBefore)
    .map((r) => (r.body as { state: number }).state);
  assert.deepEqual(after, [0, 1]);
});
