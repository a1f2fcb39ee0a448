import { startTestServer, type TestServer } from '../../support/server';
import { makeHarness } from '../../api/testStore';
import {
  INBOX_ARGS,
  OUTBOX_ARGS,
  loadInboxPage,
  loadOutboxPage,
  mailApi,
  selectInbox,
  selectOutbox,
} from '@/api/mailApi';

// The mail cache rules of docs/screens.md#how-state-moves, through the real endpoints against the reference API.
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(async () => {
  await srv.close();
});

function harness() {
  const token = srv.tokenFor('member01');
  const h = makeHarness({ base: `${srv.url}/api`, token });
  const inbox = () => selectInbox(h.store.getState()).data!;
  const outbox = () => selectOutbox(h.store.getState()).data!;
  const load = async (page: number) => {
    if (page <= 1)
      await h.store
        .dispatch(mailApi.endpoints.inbox.initiate(INBOX_ARGS, { forceRefetch: true, subscribe: false }))
        .unwrap();
    else await h.store.dispatch(loadInboxPage(INBOX_ARGS, page));
    return inbox();
  };
  const loadSent = async (page: number) => {
    if (page <= 1)
      await h.store
        .dispatch(mailApi.endpoints.outbox.initiate(OUTBOX_ARGS, { forceRefetch: true, subscribe: false }))
        .unwrap();
    else await h.store.dispatch(loadOutboxPage(OUTBOX_ARGS, page));
    return outbox();
  };
  const serverUnread = async () =>
    (await srv.api('POST', '/member/message/list', { page: 1 }, token)).body.unread as number;
  return { h, token, inbox, outbox, load, loadSent, serverUnread };
}

// Keeps the entries alive as a screen would.
function subscribe(h: ReturnType<typeof makeHarness>) {
  h.store.dispatch(mailApi.endpoints.inbox.initiate(INBOX_ARGS));
  h.store.dispatch(mailApi.endpoints.outbox.initiate(OUTBOX_ARGS));
}

describe('mail cache (docs/screens.md#how-state-moves) against the reference API', () => {
  it('pages merge into one inbox: page 2 follows page 1 with no row twice', async () => {
    const t = harness();
    subscribe(t.h);
    await t.load(1);
    const first = t.inbox();
    expect(first.items.length).toBe(10);
    expect(first.lastPage).toBeGreaterThan(1);
    await t.load(2);
    const ids = t.inbox().items.map((m) => m.id);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 10)).toEqual(first.items.map((m) => m.id));
    expect(t.inbox().loadedPage).toBe(2);
  });

  it('marking read sets is_read to 1 and lowers the count by the number of ids; unread raises it again', async () => {
    const t = harness();
    subscribe(t.h);
    await t.load(1);
    const unreadIds = t
      .inbox()
      .items.filter((m) => m.is_read === 0)
      .map((m) => m.id)
      .slice(0, 2);
    expect(unreadIds.length).toBe(2);
    const before = t.inbox().unread;
    await t.h.store.dispatch(mailApi.endpoints.readMail.initiate({ ids: unreadIds, read: true })).unwrap();
    expect(t.inbox().unread).toBe(before - 2);
    expect(
      t
        .inbox()
        .items.filter((m) => unreadIds.includes(m.id))
        .every((m) => m.is_read === 1),
    ).toBe(true);
    expect(await t.serverUnread()).toBe(before - 2);

    await t.h.store.dispatch(mailApi.endpoints.readMail.initiate({ ids: [unreadIds[0]], read: false })).unwrap();
    expect(t.inbox().unread).toBe(before - 1);
    expect(t.inbox().items.find((m) => m.id === unreadIds[0])!.is_read).toBe(0);
    expect(await t.serverUnread()).toBe(before - 1);
  });

  it('the count never goes below 0, and re-marking read mail does not lower it', async () => {
    const t = harness();
    subscribe(t.h);
    await t.load(1);
    const all = t.inbox().items.map((m) => m.id);
    await t.h.store.dispatch(mailApi.endpoints.readMail.initiate({ ids: all, read: true })).unwrap();
    const after = t.inbox().unread;
    expect(after).toBeGreaterThanOrEqual(0);
    await t.h.store.dispatch(mailApi.endpoints.readMail.initiate({ ids: all, read: true })).unwrap();
    expect(t.inbox().unread).toBe(after);
    expect(after).toBe(await t.serverUnread());
  });

  it('deleting removes mail from the received list and from the sent list', async () => {
    const t = harness();
    subscribe(t.h);
    await t.load(1);
    await t.loadSent(1);
    const victim = t.inbox().items[3].id;
    const total = t.inbox().total;
    await t.h.store.dispatch(mailApi.endpoints.deleteMail.initiate({ ids: [victim], sent: false })).unwrap();
    expect(t.inbox().items.some((m) => m.id === victim)).toBe(false);
    expect(t.inbox().total).toBe(total - 1);

    const sent = t.outbox().items[0].id;
    await t.h.store.dispatch(mailApi.endpoints.deleteMail.initiate({ ids: [sent], sent: true })).unwrap();
    expect(t.outbox().items.some((m) => m.id === sent)).toBe(false);
    const fresh = (await srv.api('POST', '/member/message/send_list', { page: 1 }, t.token)).body.data.data as Array<{
      id: number;
    }>;
    expect(fresh.some((m) => m.id === sent)).toBe(false);
  });

  it('a reply goes to the top of the sent list at once, without fetching the list again', async () => {
    const t = harness();
    subscribe(t.h);
    await t.loadSent(1);
    const before = t.outbox();
    const parent = (await t.load(1)).items[0];
    const listCalls = () => srv.ctx.requests.filter((r) => r.path.includes('/member/message/send_list')).length;
    const calls = listCalls();
    const data = await t.h.store
      .dispatch(
        mailApi.endpoints.sendMail.initiate({ title: `Re: ${parent.title}`, content: 'Thank you', pid: parent.id }),
      )
      .unwrap();
    expect(t.outbox().items[0]).toMatchObject({
      id: data.id,
      title: `Re: ${parent.title}`,
      content: 'Thank you',
      child: [],
    });
    expect(
      t
        .outbox()
        .items.slice(1)
        .map((m) => m.id),
    ).toEqual(before.items.map((m) => m.id));
    expect(t.outbox().total).toBe(before.total + 1);
    expect(listCalls()).toBe(calls);
  });

  it('a refetched item replaces the old one (a poll sees a change made elsewhere)', async () => {
    const t = harness();
    subscribe(t.h);
    await t.load(1);
    await t.load(2);
    const count = t.inbox().items.length;
    const target = t.inbox().items[1];
    const flipped = target.is_read === 1 ? 0 : 1;
    await srv.api('POST', '/member/message/read', { ids: [target.id], state: flipped }, t.token);
    await t.load(1);
    expect(t.inbox().items.find((m) => m.id === target.id)!.is_read).toBe(flipped);
    expect(t.inbox().items[1].id).toBe(target.id);
    expect(t.inbox().items.length).toBe(count);
    expect(t.inbox().unread).toBe(await t.serverUnread());
  });

  it('a poll after more pages were loaded asks page 1, so new mail comes in on top', async () => {
    const t = harness();
    const sub = t.h.store.dispatch(
      mailApi.endpoints.inbox.initiate(INBOX_ARGS, { subscriptionOptions: { pollingInterval: 100 } }),
    );
    await sub.unwrap();
    await t.load(2);
    const pagesAsked = () =>
      srv.ctx.requests
        .filter((r) => r.path.startsWith('/member/message/list'))
        .map((r) => (r.body as { page?: number }).page);
    const before = pagesAsked().length;
    const db = srv.ctx.db;
    const me = (db.prepare("SELECT id FROM members WHERE name = 'member01'").get() as { id: number }).id;
    const { deliverToMember } = await import('../../../server/rules/mailbox');
    const id = deliverToMember(db, srv.ctx.clock, me, 'Polled in', '<p>new</p>');
    for (let i = 0; i < 100 && !t.inbox().items.some((m) => m.id === id); i += 1)
      await new Promise((r) => setTimeout(r, 20));
    sub.unsubscribe();
    const at = t.inbox().items.findIndex((m) => m.id === id);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(10);
    expect(
      pagesAsked()
        .slice(before)
        .every((p) => p === 1),
    ).toBe(true);
  });
});
