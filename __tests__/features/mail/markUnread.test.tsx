import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../i18n/en.json';
import type { TestServer } from '../../support/server';
import { screens } from '@/app/routes';
import { selectInbox } from '@/api/mailApi';
import { renderWithServer, startScreenServer, untilOpeningSettled } from '../renderWithServer';

// 'Mark unread' holds wherever it is offered: one request with state 0, nothing reads the mail again.
const t = (id: string) => (en as Record<string, string>)[id];
let server: TestServer;

beforeAll(async () => {
  server = await startScreenServer(() => screens.Message());
}, 60_000);
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.reset();
});

const memberId = () =>
  (server.ctx.db.prepare("SELECT id FROM members WHERE name = 'member01'").get() as { id: number }).id;
const unreadOnServer = () =>
  (
    server.ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM member_messages mm JOIN messages g ON g.id = mm.message_id
    WHERE mm.member_id = ? AND mm.deleted_at IS NULL AND g.deleted_at IS NULL AND g.pid = 0 AND mm.is_read = 0`,
      )
      .get(memberId()) as { n: number }
  ).n;
/** The read-state changes the server saw, in order, as [mail id, state] pairs. */
const readCalls = () =>
  server.ctx.requests
    .filter((r) => r.path === '/member/message/read')
    .flatMap((r) => {
      const body = r.body as { ids: number[]; state: number };
      return body.ids.map((id) => [id, body.state] as const);
    });
const settle = () => act(() => new Promise((r) => setTimeout(r, 400)));

async function openInbox() {
  const view = await renderWithServer(server, '/Member/Message', server.tokenFor('member01'));
  const list = await screen.findByRole('list', { name: t('mail.list.inboxLabel') }, { timeout: 5000 });
  await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(2));
  await untilOpeningSettled();
  const unread = () => selectInbox(view.store.getState()).data!.unread;
  return { ...view, list, unread };
}

describe('mark unread', () => {
  test('in a reopened mail: one request with state 0, the count rises by one, the server agrees', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { list, unread, router, where } = await openInbox();
    const start = unread();
    expect(start).toBe(unreadOnServer());
    const row = list.querySelector('button:has(.mail-title.unread)') as HTMLElement;
    await user.click(row);
    // The first mail opened waits for its read from the server, as the inbox did (openInbox).
    await screen.findByRole('button', { name: t('mail.list.markUnreadButton') }, { timeout: 5000 });
    const id = Number(new URLSearchParams(where().split('?')[1]).get('id'));
    await waitFor(() => expect(readCalls()).toEqual([[id, 1]]));
    await waitFor(() => expect(unread()).toBe(start - 1));

    await act(() => router.navigate(-1));
    const again = await screen.findByRole('list', { name: t('mail.list.inboxLabel') });
    const same = [...again.querySelectorAll('button.mail-row')].find((b) =>
      b.textContent?.includes(row.querySelector('.mail-title')!.textContent!),
    ) as HTMLElement;
    await user.click(same);
    // Opening the mail again is a navigation and a render: on a busy machine that takes past the default second.
    await user.click(await screen.findByRole('button', { name: t('mail.list.markUnreadButton') }, { timeout: 5000 }));
    await screen.findByText(t('mail.list.markedUnreadText'));
    await settle();
    expect(readCalls()).toEqual([
      [id, 1],
      [id, 0],
    ]);
    expect(unread()).toBe(start);
    expect(unreadOnServer()).toBe(start);

    // Opening it again is what reads it again.
    const back = await screen.findByRole('list', { name: t('mail.list.inboxLabel') });
    const reopened = [...back.querySelectorAll('button.mail-row')].find((b) =>
      b.textContent?.includes(row.querySelector('.mail-title')!.textContent!),
    ) as HTMLElement;
    await user.click(reopened);
    await waitFor(() =>
      expect(readCalls()).toEqual([
        [id, 1],
        [id, 0],
        [id, 1],
      ]),
    );
    await waitFor(() => expect(unread()).toBe(start - 1));
  });

  test('from the list, one and several: one request each with state 0, the count rises by as many', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { unread } = await openInbox();
    const start = unread();
    await user.click(screen.getByRole('button', { name: t('mail.list.selectButton') }));
    const readRows = () =>
      [...document.querySelectorAll('label.mail-row')].filter(
        (l) => !l.querySelector('.mail-title.unread'),
      ) as HTMLElement[];
    await user.click(readRows()[0]);
    await user.click(screen.getByRole('button', { name: t('mail.list.markUnreadButton') }));
    await waitFor(() => expect(unread()).toBe(start + 1));
    await user.click(readRows()[0]);
    await user.click(readRows()[1]);
    await user.click(screen.getByRole('button', { name: t('mail.list.markUnreadButton') }));
    await waitFor(() => expect(unread()).toBe(start + 3));
    await settle();
    const calls = server.ctx.requests
      .filter((r) => r.path === '/member/message/read')
      .map((r) => r.body as { ids: number[]; state: number });
    expect(calls.map((c) => [c.ids.length, c.state])).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(unreadOnServer()).toBe(start + 3);
  });
});
