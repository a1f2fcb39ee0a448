/** @jest-environment node */
/**
 * Which language an answer speaks (server/http/answerLang): a valid ?lang= wins for visitors, members and
 * demo players; without one, the signed-in member's stored language, then zh_cn. auth/info/update stores
 * the member's language, which also decides what is written where no request says it.
 */
import { startTestServer, type TestServer } from '../support/server';
import { ymdHis } from '../../server/lib/time';
import { broadcast, deliverToMember } from '../../server/rules/mailbox';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const ALL_TIME = [ymdHis(new Date(0)), ymdHis(new Date(Date.now() + 86400_000))];
const firstCard = async (query: string, token?: string) =>
  (await s.api('GET', `/activities${query}`, undefined, token)).body.data[0].title;
const idOf = (name: string) =>
  (s.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;
const langOf = (name: string) =>
  (s.ctx.db.prepare('SELECT lang FROM members WHERE name = ?').get(name) as { lang: string }).lang;

function demoToken(): string {
  const now = Date.now();
  s.ctx.db
    .prepare(
      "INSERT OR IGNORE INTO members (name, password_hash, is_demo, money, created_at, updated_at) VALUES ('demo0009', 'x', 1, 200000, ?, ?)",
    )
    .run(now, now);
  return s.tokenFor('demo0009');
}

describe('the language of an answer', () => {
  it('is zh_cn for member01 (stored zh_cn) without ?lang, in content and messages alike', async () => {
    const t = s.tokenFor('member01');
    expect(await firstCard('', t)).toBe('首存加赠 100%');
    const lotteries = (await s.api('GET', '/lottery/list', undefined, t)).body.data;
    expect(lotteries.map((l: { name: string }) => l.name)).toContain('极速快3');
    const mail = (await s.api('POST', '/member/message/list', {}, t)).body.data.data;
    expect(mail.map((m: { title: string }) => m.title)).toContain('充值到账通知');
    const bad = await s.api('POST', '/moneylog', {}, t);
    expect([bad.status, bad.body.message]).toEqual([422, '请选择查询时间范围']);
  });

  it("follows ?lang over the member's stored language, and the stored one when ?lang is absent or unknown", async () => {
    const t = s.tokenFor('english1');
    expect(await firstCard('?lang=th', t)).toBe('โบนัสฝากครั้งแรก 100%');
    expect(await firstCard('', t)).toBe('100% First Deposit Bonus');
    expect(await firstCard('?lang=xx', t)).toBe('100% First Deposit Bonus');
    const hot = (await s.api('GET', '/lottery/hot?count=5&lang=vi', undefined, t)).body.data;
    expect(hot.map((l: { name: string }) => l.name)).toContain('K3 Siêu Tốc');
    const refused = await s.api('POST', '/moneylog?lang=zh_hk', {}, t);
    expect(refused.body.message).toBe('請選擇查詢時間範圍');
  });

  it('follows ?lang for visitors, zh_cn without it', async () => {
    expect(await firstCard('?lang=vi')).toBe('Thưởng nạp đầu 100%');
    expect(await firstCard('')).toBe('首存加赠 100%');
    const types = (await s.api('POST', '/game/type?lang=th')).body.data;
    expect(types[0].value).toBe('คาสิโนสด');
  });

  it('follows ?lang for demo players, their own language without it', async () => {
    const t = demoToken();
    expect(await firstCard('?lang=en', t)).toBe('100% First Deposit Bonus');
    expect(await firstCard('', t)).toBe('首存加赠 100%');
    const games = (await s.api('GET', '/games?lang=en', undefined, t)).body.data;
    expect(games[0].title).toBe('Hot');
    const hall = (await s.api('GET', '/act/list?lang=th', undefined, t)).body.data.activity;
    expect(hall[0].lang).toBe('th');
  });
});

describe('auth/info/update lang', () => {
  it("stores the member's language: requests without ?lang then speak it", async () => {
    const t = s.tokenFor('member01');
    const r = await s.api('POST', '/auth/info/update', { lang: 'en' }, t);
    // a request with only lang is valid; it is answered in the language it arrived with
    expect([r.status, r.body.status, r.body.message]).toEqual([200, 'success', '操作成功']);
    expect(langOf('member01')).toBe('en');
    expect(await firstCard('', t)).toBe('100% First Deposit Bonus');
    expect((await s.api('POST', '/auth/me', {}, t)).body.data.lang).toBe('en');
    expect(await firstCard('?lang=zh_cn', t)).toBe('首存加赠 100%');
    await s.api('POST', '/auth/info/update', { lang: 'zh_cn' }, t);
    expect(await firstCard('', t)).toBe('首存加赠 100%');
  });

  it('refuses a language outside the five as the route refuses other fields, and demo members', async () => {
    const t = s.tokenFor('team0001');
    const bad = await s.api('POST', '/auth/info/update?lang=zh_cn', { lang: 'xx' }, t);
    expect([bad.status, bad.body.message]).toEqual([422, '已选的属性 语言 非法']);
    const both = await s.api('POST', '/auth/info/update?lang=en', { lang: 'fr', email: 'x' }, t);
    expect([both.status, both.body.message]).toEqual([
      422,
      'The email must be a valid email address,The selected language is invalid',
    ]);
    expect(langOf('team0001')).toBe('zh_cn');
    const demo = await s.api('POST', '/auth/info/update', { lang: 'en' }, demoToken());
    expect([demo.status, demo.body.message]).toEqual([400, '试玩账号无法进行该操作']);
  });

  it('decides which broadcasts a member receives, the request how every mail reads', async () => {
    const t = s.tokenFor('team0002');
    await s.api('POST', '/auth/info/update', { lang: 'th' }, t);
    const at = Date.now() - 60_000;
    const texts = (th: string, en: string) => ({ zh_cn: '通知', zh_hk: '通知', en, th, vi: 'Thông báo' });
    broadcast(s.ctx.db, 'th', texts('ประกาศ', 'For Thai members'), texts('เนื้อหา', 'Body'), at);
    broadcast(s.ctx.db, 'en', texts('ไม่ควรเห็น', 'For English members'), texts('-', '-'), at);
    const mail = (await s.api('POST', '/member/message/list?lang=en', {}, t)).body.data.data;
    const titles = mail.map((m: { title: string }) => m.title);
    expect(titles).toContain('For Thai members');
    expect(titles).not.toContain('For English members');
  });
});

describe('texts written at the time of an event', () => {
  it('read in the language of the reader, not of the writer', async () => {
    const t = s.tokenFor('english1');
    const plan = s.ctx.db.prepare("SELECT id FROM yuebao_plans WHERE code = 'daily' AND lang = 'zh_cn'").get() as {
      id: number;
    };
    const bought = await s.api('POST', '/yuebao/buy?lang=zh_cn', { plan_id: plan.id, amount: '100' }, t);
    expect(bought.body.message).toBe('购买成功');
    const log = async (lang: string) =>
      (await s.api('POST', `/moneylog?lang=${lang}`, { created_at: ALL_TIME, operate_type: '16' }, t)).body.data.data[0]
        .description;
    expect(await log('vi')).toBe('Mua Yuebao [Lãi mỗi ngày]');
    expect(await log('zh_hk')).toBe('購買餘額寶【日日盈】');
    // the stored column keeps english1's own language, for readers that know nothing else
    const row = s.ctx.db
      .prepare('SELECT description FROM money_logs WHERE member_id = ? AND operate_type = 16')
      .get(idOf('english1'));
    expect(row).toEqual({ description: 'Yuebao purchase [Daily Gain]' });
  });

  it('written before there were texts in every language, read as they were written', async () => {
    const id = idOf('newbie01');
    const now = Date.now();
    s.ctx.db
      .prepare(
        `INSERT INTO money_logs (member_id, money, money_before, money_after, money_type, number_type, operate_type,
        description, created_at) VALUES (?, 100, 0, 100, 'money', 1, 1, '旧的说明', ?)`,
      )
      .run(id, now - 1000);
    deliverToMember(s.ctx.db, s.ctx.clock, id, '旧的通知', '<p>旧的内容</p>', now - 1000);
    const t = s.tokenFor('newbie01');
    const log = await s.api('POST', '/moneylog?lang=en', { created_at: ALL_TIME }, t);
    expect(log.body.data.data.map((r: { description: string }) => r.description)).toContain('旧的说明');
    const mail = await s.api('POST', '/member/message/list?lang=en', {}, t);
    expect(mail.body.data.data[0]).toMatchObject({ title: '旧的通知', content: '<p>旧的内容</p>' });
  });
});
