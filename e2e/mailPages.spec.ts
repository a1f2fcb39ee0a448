import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { logIn } from './support/login';
import { text } from './support/text';
import { scrollToEnd } from './support/scrollList';
import type { E2eServer } from './support/server';
import { deliverToMember } from '../server/rules/mailbox';

/** The unread poll's interval (features/mail/MailUnreadPoller MAIL_POLL_MS): it asks for the first page again. */
const MAIL_POLL_MS = 10_000;

/** Mail added to member01's seeded inbox, so that it runs to five pages of ten or more. */
const ADDED = 30;

/** Every `member/message/list` request the server saw, in order: its page and when it was answered. */
async function inboxReads(server: E2eServer): Promise<Array<{ page: number; at: number }>> {
  const seen = (await server.requests('/member/message/list')) as unknown as Array<{ at: number; body: unknown }>;
  return seen.map((r) => ({ page: (r.body as { page?: number } | null)?.page ?? 1, at: r.at }));
}

/** Resolves once every inbox read the page has sent has been answered. */
function inboxReadsInFlight(page: Page): () => Promise<void> {
  let open = 0;
  const isRead = (url: string) => url.includes('/api/member/message/list');
  page.on('request', (r) => {
    if (isRead(r.url())) open += 1;
  });
  const done = (r: { url: () => string }) => {
    if (isRead(r.url())) open -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => expect.poll(() => open, { message: 'inbox reads still open' }).toBe(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the inbox asks for each of its pages once, scrolled to its end', async ({ page, server }) => {
      const me = (server.ctx.db.prepare("SELECT id FROM members WHERE name = 'member01'").get() as { id: number }).id;
      const oldest = server.ctx.clock.now().getTime() - 400 * 86400_000;
      for (let i = 0; i < ADDED; i += 1)
        deliverToMember(server.ctx.db, server.ctx.clock, me, `账户通知 ${i + 1}`, '<p>请查收</p>', oldest + i * 60_000);
      const settled = inboxReadsInFlight(page);

      await logIn(page, server, 'member01');
      await page.goto(server.at('/Member/Message'));
      await expect(page.getByRole('list', { name: text('mail.list.inboxLabel') })).toBeVisible();
      await scrollToEnd(page);
      await expect(page.getByText(text('list.footer.endText'), { exact: true })).toBeVisible();
      await settled();

      const reads = await inboxReads(server);
      const pages = reads.map((r) => r.page);
      const last = Math.max(...pages);
      expect(last, `pages: ${pages.join(',')}`).toBeGreaterThanOrEqual(5);
      // Every page from the first to the last was asked for, each further page exactly once.
      const counts = Object.fromEntries(Array.from({ length: last }, (_, i) => [i + 1, 0]));
      for (const p of pages) counts[p] = (counts[p] ?? 0) + 1;
      const further = Object.entries(counts).filter(([p]) => Number(p) > 1);
      expect(Object.fromEntries(further), `pages: ${pages.join(',')}`).toEqual(
        Object.fromEntries(further.map(([p]) => [p, 1])),
      );
      // The first page once, and again only when the unread poll asks for it, a poll interval later.
      const firsts = reads.filter((r) => r.page === 1).map((r) => r.at);
      expect(firsts.length, `pages: ${pages.join(',')}`).toBeGreaterThanOrEqual(1);
      const gaps = firsts.slice(1).map((at, i) => at - firsts[i]);
      expect(
        gaps.filter((gap) => gap < MAIL_POLL_MS * 0.9),
        `first page asked at ${firsts.join(', ')}`,
      ).toEqual([]);
    });
  });
}
