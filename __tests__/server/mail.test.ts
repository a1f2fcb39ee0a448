/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let m1: string;
beforeAll(async () => {
  s = await startTestServer();
  m1 = s.tokenFor('member01');
});
afterAll(async () => {
  await s.close();
});

const list = async (token: string, body: object = { page: 1 }, lang = 'zh_cn') =>
  (await s.api('POST', `/member/message/list?lang=${lang}`, body, token)).body;
const idOf = (name: string) =>
  (s.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;

describe('inbox', () => {
  it('pages the received mail newest first with unread and notice counts', async () => {
    const first = await list(m1);
    expect(first.status).toBe('success');
    expect(first.data).toMatchObject({
      current_page: 1,
      per_page: 10,
      from: 1,
      to: 10,
      last_page: 3,
      prev_page_url: null,
    });
    expect(first.data.total).toBeGreaterThanOrEqual(25);
    expect(first.data.next_page_url).toMatch(/\/api\/member\/message\/list\?page=2$/);
    expect(first.unread).toBe(7);
    expect(first.notice).toBe(7);
    const dates = first.data.data.map((m: { created_at: string }) => m.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.data.data[0]).toMatchObject({ pid: 0, parent: null, deleted_at: null });
    expect(first.data.data[0].format_created_at).toMatch(/前$/);
    const third = await list(m1, { page: 3 });
    expect(third.data.data.length).toBe(first.data.total - 20);
  });

  it('answers an empty list to a demo member', async () => {
    const demo = (await s.api('POST', '/auth/demo')).body.data.access_token;
    const r = await list(demo);
    expect(r).toMatchObject({ status: 'success', data: [], unread: 0 });
  });

  it('works without a body (page 1, ten a page)', async () => {
    const r = await s.api('POST', '/member/message/list', undefined, m1);
    expect(r.body.data.current_page).toBe(1);
  });

  it('delivers the English mail of english1 in English', async () => {
    const r = await list(s.tokenFor('english1'), { page: 1 }, 'en');
    const titles = r.data.data.map((m: { title: string }) => m.title);
    expect(titles).toContain('Deposit received');
    expect(titles).toContain('Scheduled maintenance');
    expect(r.data.data[0].format_created_at).toMatch(/ago$/);
  });
});

describe('read state', () => {
  it('marks read and unread, one id or several', async () => {
    const before = await list(m1);
    const unread = before.data.data.filter((m: { is_read: number }) => !m.is_read).map((m: { id: number }) => m.id);
    const r = await s.api('POST', '/member/message/read', { ids: unread.slice(0, 2), state: 1 }, m1);
    expect([r.body.status, r.body.message]).toEqual(['success', '更新站内信状态为：已读']);
    expect((await list(m1)).unread).toBe(before.unread - 2);
    const back = await s.api('POST', '/member/message/read?lang=en', { ids: unread[0], state: 0 }, m1);
    expect(back.body.message).toBe('Mail marked as unread');
    expect((await list(m1)).unread).toBe(before.unread - 1);
  });

  it('keeps read state per member for broadcast mail', async () => {
    const newbie = s.tokenFor('newbie01');
    const theirs = await list(newbie);
    expect(theirs.data.total).toBe(6);
    expect(theirs.unread).toBe(6);
    const broadcast = theirs.data.data[0].id;
    await s.api('POST', '/member/message/read', { ids: [broadcast], state: 1 }, newbie);
    expect((await list(newbie)).unread).toBe(5);
    const other = s.tokenFor('team0001');
    const copy = (await list(other)).data.data.find((m: { id: number }) => m.id === broadcast);
    expect(copy.is_read).toBe(0);
  });

  it("cannot touch another member's mail: success status, nothing changed", async () => {
    const english = await list(s.tokenFor('english1'));
    const target = english.data.data.find((m: { is_read: number }) => !m.is_read).id;
    const r = await s.api('POST', '/member/message/read', { ids: [target], state: 1 }, m1);
    expect([r.body.status, r.body.message]).toEqual(['success', '站内信状态更新失败']);
    const row = s.ctx.db
      .prepare('SELECT is_read FROM member_messages WHERE member_id = ? AND message_id = ?')
      .get(idOf('english1'), target);
    expect(row).toEqual({ is_read: 0 });
  });
});

describe('delete', () => {
  it('removes received mail from the list', async () => {
    const token = s.tokenFor('team0002');
    const before = await list(token);
    const id = before.data.data[0].id;
    const r = await s.api('DELETE', '/member/message/delete', { ids: [id] }, token);
    expect([r.body.status, r.body.message]).toEqual(['success', '站内信删除成功']);
    const after = await list(token);
    expect(after.data.total).toBe(before.data.total - 1);
    expect(after.data.data.map((m: { id: number }) => m.id)).not.toContain(id);
  });

  it("refuses to delete another member's mail", async () => {
    const english = await list(s.tokenFor('english1'));
    const id = english.data.data[0].id;
    const r = await s.api('DELETE', '/member/message/delete?lang=vi', { ids: id }, m1);
    expect([r.status, r.body.message]).toEqual([400, 'Không xóa được thư']);
    expect((await list(s.tokenFor('english1'))).data.total).toBe(english.data.total);
    const sent = s.ctx.db
      .prepare('SELECT id FROM messages WHERE member_id = ? AND send_type = 2')
      .get(idOf('english1')) as { id: number };
    const r2 = await s.api('DELETE', '/member/message/delete', { ids: [sent.id], message: true }, m1);
    expect(r2.status).toBe(400);
  });
});

describe('sent mail', () => {
  it('lists own messages with the administrator replies as child', async () => {
    const r = await s.api('POST', '/member/message/send_list', { page: 1 }, m1);
    const rows = r.body.data.data;
    expect(rows.length).toBe(4);
    const answered = rows.filter((m: { child: unknown[] }) => m.child.length > 0);
    expect(answered.length).toBe(3);
    expect(answered[0].child[0]).toMatchObject({ pid: answered[0].id });
    expect(answered[0].child[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('sends a message and a reply, refusing short texts and foreign parents', async () => {
    const short = await s.api('POST', '/member/message/send', { title: '问', content: '好' }, m1);
    expect([short.status, short.body.message]).toEqual([422, '标题 至少为 2 个字符,内容 至少为 2 个字符']);
    const sent = await s.api('POST', '/member/message/send', { title: '提款咨询', content: '提款多久到账？' }, m1);
    expect(sent.body.message).toBe('站内信发送成功，请等待管理员回复');
    expect(sent.body.data).toMatchObject({
      title: '提款咨询',
      visible_type: 3,
      send_type: 2,
      member_id: idOf('member01'),
    });
    const inbox = await list(m1);
    const reply = await s.api(
      'POST',
      `/member/message/send/${inbox.data.data[0].id}`,
      { title: '回复', content: '收到，谢谢', pid: 1 },
      m1,
    );
    expect(reply.body.data.pid).toBe(inbox.data.data[0].id);
    const english = await list(s.tokenFor('english1'));
    const foreign = await s.api(
      'POST',
      `/member/message/send/${english.data.data[0].id}?lang=en`,
      { title: 'hello', content: 'there' },
      m1,
    );
    expect([foreign.status, foreign.body.message]).toEqual([400, 'The mail does not exist']);
    const rows = (await s.api('POST', '/member/message/send_list', {}, m1)).body.data.data;
    expect(rows[0].title).toBe('回复');
    expect(rows.length).toBe(6);
  });

  it('refuses demo members', async () => {
    const demo = (await s.api('POST', '/auth/demo')).body.data.access_token;
    const r = await s.api('POST', '/member/message/send', { title: 'demo', content: 'demo' }, demo);
    expect([r.status, r.body.message]).toEqual([400, '试玩账号无法进行该操作']);
  });
});
