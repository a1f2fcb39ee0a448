/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';
import { LANGS } from '../../server/i18n/lang';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const get = async (path: string, token?: string) => (await s.api('GET', path, undefined, token)).body;
/** Every absolute URL in a JSON answer must point at this same server. */
const foreignUrls = (body: unknown) =>
  (JSON.stringify(body).match(/https?:\/\/[^"'\s<>)]+/g) ?? []).filter((u) => !u.startsWith(s.url));

describe('language', () => {
  it('lists the five languages with zh_cn as default', async () => {
    const r = await get('/language');
    expect(r.data.default).toBe('zh_cn');
    expect(Object.keys(r.data.list)).toEqual([...LANGS]);
  });
});

describe('activities', () => {
  it('lists at least four activities per language with generated covers and type texts', async () => {
    for (const lang of LANGS) {
      const r = await get(`/activities?lang=${lang}`);
      expect(r.data.length).toBeGreaterThanOrEqual(4);
      for (const a of r.data) {
        expect(a.cover_image).toMatch(/^\/assets\/.+\.svg$/);
        expect(typeof a.type_text).toBe('string');
      }
      expect(foreignUrls(r)).toEqual([]);
    }
    const en = await get('/activities?lang=en');
    expect(en.data[0].title).toBe('100% First Deposit Bonus');
    const weights = en.data.map((a: { weight: number }) => a.weight);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
  });

  it("serves ?lang over a signed-in member's own language, and the member's own without it", async () => {
    const asked = await get('/activities?lang=zh_cn', s.tokenFor('english1'));
    expect(asked.data[0].title).toBe('首存加赠 100%');
    const own = await get('/activities', s.tokenFor('english1'));
    expect(own.data[0].title).toBe('100% First Deposit Bonus');
  });

  it('answers the detail as an HTML fragment with headings, a list and a table', async () => {
    const first = (await get('/activities?lang=zh_cn')).data[0];
    const res = await fetch(`${s.url}/api/activity/${first.id}?lang=zh_cn`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const part of ['<h3>活动时间</h3>', '<h3>活动规则</h3>', '<ul>', '<table>', '前往活动大厅申请'])
      expect(html).toContain(part);
    const missing = await s.api('GET', '/activity/999999');
    expect([missing.status, missing.body.status]).toEqual([200, 'error']);
  });
});

describe('notices and banners', () => {
  it('answers marquee notices (one carrying a script payload) and an image popup', async () => {
    const r = await get('/system/notices?isMobile=1&lang=zh_cn');
    expect(r.data.length).toBe(3);
    expect(r.data.some((n: { content: string }) => n.content.includes('<script>'))).toBe(true);
    expect(r.alert.length).toBe(1);
    const img = await fetch(`${s.url}${r.alert[0].content}`);
    expect([img.status, img.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    const desktop = await get('/system/notices?lang=vi');
    expect(desktop.alert[0].content).toMatch(/notice-pc-vi/);
  });

  it('answers three mobile banners with generated images', async () => {
    const r = await get('/banners?group=mobile1&lang=th');
    expect(r.data.length).toBe(3);
    for (const b of r.data) {
      expect(b).toMatchObject({ groups: 'mobile1', is_new_window: 0 });
      expect((await fetch(`${s.url}${b.url}`)).status).toBe(200);
    }
    expect((await get('/banners?group=pc1')).data).toEqual([]);
  });
});

describe('configs, links and stand-in pages', () => {
  it('answers a config group, site_pc pointing at the desktop stand-in on this server', async () => {
    const sys = await get('/system/configs?group=system&url=localhost&is_mobile=1');
    expect(sys.data).toMatchObject({ is_demo_play_open: '1', site_pc: `${s.url}/pc/` });
    const site = await get('/system/configs?group=site&lang=en');
    expect(site.data.site_title).toBe('Galaxy Play');
    const register = await get('/system/configs?group=register');
    expect(register.data.vip1_is_login_captcha_open).toBe('1');
    const pc = await fetch(sys.data.site_pc);
    const html = await pc.text();
    expect(pc.status).toBe(200);
    expect(html).toContain('href="/"');
    expect(html).toContain('Desktop site');
  });

  it('answers the links with full URLs on this server', async () => {
    const r = await get('/system/link?lang=zh_hk');
    const names = r.data.map((l: { name: string }) => l.name);
    expect(names).toEqual(expect.arrayContaining(['service', 'activity_hall', 'app_download']));
    const service = r.data.find((l: { name: string }) => l.name === 'service');
    expect(service).toMatchObject({ title: '在線客服', full_url: `${s.url}/service.html` });
    expect((await fetch(service.full_url)).status).toBe(200);
    expect(foreignUrls(r)).toEqual([]);
  });

  it('serves the maintenance page in the five languages', async () => {
    const res = await fetch(`${s.url}/maintenance.html`);
    const html = await res.text();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const text of [
      '系统维护中',
      '系統維護中',
      'Under maintenance',
      'ระบบอยู่ระหว่างการปรับปรุง',
      'Hệ thống đang bảo trì',
    ])
      expect(html).toContain(text);
  });
});
