import {
  addSent,
  applyReadState,
  clampUnread,
  deleteReceived,
  deleteSent,
  mergeInbox,
  readChanges,
  unreadAfterRead,
  type Inbox,
  type MailItem,
  type Outbox,
  type SentMail,
} from '@/lib/mailCache';

const mail = (id: number, is_read: 0 | 1, title = `t${id}`): MailItem => ({
  id,
  title,
  content: '<p>x</p>',
  created_at: '2026-11-20 10:00:00',
  is_read,
});
const inbox = (items: MailItem[], unread: number): Inbox => ({
  items,
  loadedPage: 1,
  lastPage: 1,
  total: items.length,
  unread,
  notice: 0,
});
const sent = (id: number, title = `s${id}`): SentMail => ({
  id,
  title,
  content: 'hello',
  created_at: '2026-11-20 10:00:00',
  child: [],
});
const outbox = (items: SentMail[]): Outbox => ({ items, loadedPage: 1, lastPage: 1, total: items.length });

describe('mail: marking read (docs/screens.md#how-state-moves)', () => {
  it('lowers the unread count by the number of ids and sets is_read to 1', () => {
    const next = applyReadState(inbox([mail(1, 0), mail(2, 0), mail(3, 0)], 3), [1, 2], true);
    expect(next.unread).toBe(1);
    expect(next.items.map((m) => m.is_read)).toEqual([1, 1, 0]);
  });
  it('never goes below 0', () => {
    expect(applyReadState(inbox([mail(1, 0)], 0), [1, 7, 8], true).unread).toBe(0);
    expect(unreadAfterRead(1, 5, true)).toBe(0);
    expect(clampUnread(-3)).toBe(0);
  });
  it('a mail that was already read does not lower the count again', () => {
    const next = applyReadState(inbox([mail(1, 1), mail(2, 0)], 1), [1, 2], true);
    expect(next.unread).toBe(0);
    expect(readChanges(inbox([mail(1, 1), mail(2, 0)], 1), [1, 2], true)).toBe(1);
  });
  it('accepts a single id as well as several (the original wrapped a single value in an array)', () => {
    expect(applyReadState(inbox([mail(5, 0)], 1), [5], true).items[0].is_read).toBe(1);
  });
});

describe('mail: marking unread (docs/screens.md#how-state-moves)', () => {
  it('raises the count and sets is_read to 0', () => {
    const next = applyReadState(inbox([mail(1, 1), mail(2, 1), mail(3, 0)], 1), [1, 2], false);
    expect(next.unread).toBe(3);
    expect(next.items.map((m) => m.is_read)).toEqual([0, 0, 0]);
    expect(unreadAfterRead(2, 2, false)).toBe(4);
  });
});

describe('mail: deleting (docs/screens.md#how-state-moves)', () => {
  it('removes items from the received list (and an unread one no longer counts)', () => {
    const next = deleteReceived(inbox([mail(1, 0), mail(2, 1), mail(3, 0)], 2), [1, 2]);
    expect(next.items.map((m) => m.id)).toEqual([3]);
    expect(next.total).toBe(1);
    expect(next.unread).toBe(1);
  });
  it('removes items from the sent list', () => {
    expect(deleteSent(outbox([sent(4), sent(5)]), [5]).items.map((m) => m.id)).toEqual([4]);
  });
});

describe('mail: a reply (docs/screens.md#how-state-moves)', () => {
  it('puts the new mail at the top of the sent list', () => {
    const next = addSent(outbox([sent(4), sent(3)]), sent(9, 'Re: t1'));
    expect(next.items.map((m) => m.id)).toEqual([9, 4, 3]);
    expect(next.items[0].child).toEqual([]);
    expect(next.total).toBe(3);
  });
});

describe('mail: lists merge by id (docs/screens.md#how-state-moves)', () => {
  it('a refetched item replaces the old one; new mail arrives on top; the server count wins', () => {
    const shown = inbox([mail(2, 0, 'old'), mail(1, 1)], 1);
    const polled: Inbox = {
      ...inbox([mail(3, 0), mail(2, 1, 'old')], 1),
      loadedPage: 1,
      lastPage: 1,
      total: 3,
      unread: 1,
    };
    const next = mergeInbox(shown, polled);
    expect(next.items.map((m) => [m.id, m.is_read])).toEqual([
      [3, 0],
      [2, 1],
      [1, 1],
    ]);
    expect(next.unread).toBe(1);
    expect(next.total).toBe(3);
  });
  it('takes the first answer as it is', () => {
    const first = inbox([mail(1, 0)], 1);
    expect(mergeInbox(undefined, first)).toEqual(first);
  });
});
