/** @jest-environment node */
/**
 * The platform's content answers in the language the request asks for, whatever the signed-in member's
 * own (member01's is zh_cn): with lang=en, th or vi no content field holds a Han character; with zh_hk
 * none holds a Thai or Vietnamese-only letter.
 *
 * Exempt, because nobody translates them:
 * - what a person wrote: the member's card (owner_name, bank_address, remark) and the member's own mail
 *   (sent titles and contents, and the "Re: <member's title>" of the answers to it);
 * - lang_json of a supplier lobby, which is the title in every language by contract;
 * - account names and numbers, supplier codes and amounts carry no Han in the seed, so need no exemption.
 */
import { startTestServer, type TestServer } from '../support/server';
import { ymdHis } from '../../server/lib/time';

let s: TestServer;
let m1: string;
beforeAll(async () => {
  s = await startTestServer();
  m1 = s.tokenFor('member01');
  // an application of member01's, made in member01's own language
  const zhHall = s.ctx.db
    .prepare("SELECT id FROM activities WHERE apply_type = 2 AND lang = 'zh_cn' ORDER BY weight DESC")
    .get() as { id: number };
  const now = Date.now();
  s.ctx.db
    .prepare(
      "INSERT INTO activity_applies (member_id, activity_id, day, data_content, created_at, updated_at) SELECT id, ?, '2000-01-01', '{}', ?, ? FROM members WHERE name = 'member01'",
    )
    .run(zhHall.id, now, now);
});
afterAll(async () => {
  await s.close();
});

const HAN = /[\u3400-\u9fff]/;
const THAI_OR_VI = /[\u0e00-\u0e7făđơưĂĐƠƯ\u1ea0-\u1ef9]/;
const ALL_TIME = [ymdHis(new Date(0)), ymdHis(new Date(Date.now() + 86400_000))];

type Read = { method: 'GET' | 'POST'; path: string; body?: object; exempt?: RegExp };
/** Every content endpoint, with the paths of its answer that hold a person's own words. */
const READS: Read[] = [
  { method: 'GET', path: '/system/notices?isMobile=1' },
  { method: 'GET', path: '/system/notices' },
  { method: 'GET', path: '/banners?group=mobile1' },
  { method: 'GET', path: '/system/link' },
  { method: 'GET', path: '/lottery/hot?count=5' },
  { method: 'GET', path: '/lottery/list' },
  { method: 'GET', path: '/games', exempt: /\.lang_json$/ },
  { method: 'GET', path: '/games/lists?gameType=3&isMobile=1' },
  { method: 'GET', path: '/games/lists?gameType=4' },
  { method: 'GET', path: '/games/lists?gameType=6&isMobile=1' },
  { method: 'GET', path: '/games/lists?gameType=2&isMobile=1', exempt: /\.lang_json$/ },
  { method: 'GET', path: '/games/apis?gameType=1', exempt: /\.lang_json$/ },
  { method: 'POST', path: '/game/type' },
  { method: 'POST', path: '/game/api_moneys' },
  { method: 'POST', path: '/game/record', body: { limit: 100 } },
  { method: 'GET', path: '/activities' },
  { method: 'GET', path: '/act/list' },
  { method: 'GET', path: '/act/apply/config' },
  { method: 'GET', path: '/act/apply/result?member_name=member01' },
  { method: 'POST', path: '/yuebao/getMemberYuebaoList' },
  { method: 'POST', path: '/yuebao/getMemberPlans' },
  { method: 'GET', path: '/payment/online/list' },
  { method: 'GET', path: '/payment/normal/list' },
  { method: 'GET', path: '/member/bank', exempt: /^data\[\d+\]\.(owner_name|bank_address|remark)$/ },
  { method: 'GET', path: '/member/bank/type' },
  { method: 'POST', path: '/moneylog', body: { created_at: ALL_TIME, limit: 100 } },
  { method: 'GET', path: '/moneylog/type' },
  { method: 'POST', path: '/member/message/list', body: { limit: 100 } },
  {
    method: 'POST',
    path: '/member/message/send_list',
    body: { limit: 100 },
    exempt: /^data\.data\[\d+\]\.(title|content|child\[\d+\]\.title)$/,
  },
  { method: 'GET', path: '/credit/rule' },
  { method: 'GET', path: '/levelup/live/setting' },
  { method: 'GET', path: '/levelup/slot/setting' },
  { method: 'GET', path: '/redbag/desc' },
  { method: 'GET', path: '/wheel/setting' },
  { method: 'GET', path: '/dailybonus/award/list' },
];

/** The string fields of an answer that match `letters`, as `path: value`, leaving out `exempt` paths. */
function matching(v: unknown, letters: RegExp, exempt: RegExp | undefined, path = ''): string[] {
  if (typeof v === 'string')
    return letters.test(v) && !(exempt && exempt.test(path)) ? [`${path}: ${v.slice(0, 60)}`] : [];
  if (Array.isArray(v)) return v.flatMap((x, i) => matching(x, letters, exempt, `${path}[${i}]`));
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => matching(x, letters, exempt, path ? `${path}.${k}` : k));
  return [];
}

const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** Every content answer in `lang` for member01, and every promotion page, with the fields that show `letters`. */
async function sweep(lang: string, letters: RegExp): Promise<string[]> {
  const found: string[] = [];
  for (const r of READS) {
    const res = await s.api(r.method, withLang(r.path, lang), r.body ?? (r.method === 'POST' ? {} : undefined), m1);
    expect([r.path, res.status, res.body.status]).toEqual([r.path, 200, 'success']);
    found.push(...matching(res.body, letters, r.exempt).map((m) => `${r.path} ${m}`));
  }
  const cards = (await s.api('GET', withLang('/activities', lang), undefined, m1)).body.data as { id: number }[];
  const hall = (await s.api('GET', withLang('/act/list', lang), undefined, m1)).body.data.activity as { id: number }[];
  for (const { id } of cards) {
    const page = await fetch(`${s.url}/api/activity/${id}?lang=${lang}`, {
      headers: { authorization: `Bearer ${m1}` },
    });
    const html = await page.text();
    if (letters.test(html)) found.push(`/activity/${id}: ${html.match(letters)?.index}`);
  }
  for (const { id } of hall) {
    const res = await s.api('GET', `/act/${id}?lang=${lang}`, undefined, m1);
    found.push(...matching(res.body, letters, undefined).map((m) => `/act/${id} ${m}`));
  }
  return found;
}

describe('content in the language asked for, over member01 own zh_cn', () => {
  it.each(['en', 'th', 'vi'])('has no Han character with lang=%s', async (lang) => {
    expect(await sweep(lang, HAN)).toEqual([]);
  });

  it('has no Thai or Vietnamese-only letter with lang=zh_hk', async () => {
    expect(await sweep('zh_hk', THAI_OR_VI)).toEqual([]);
  });

  it('reads member01 money log and system mail in English with lang=en', async () => {
    const log = await s.api('POST', '/moneylog?lang=en', { created_at: ALL_TIME, limit: 100 }, m1);
    const descriptions = log.body.data.data.map((r: { description: string }) => r.description);
    expect(descriptions).toEqual(expect.arrayContaining([expect.stringMatching(/^Deposit credited, order R\d+$/)]));
    expect(descriptions).toEqual(expect.arrayContaining([expect.stringMatching(/^Transfer to AG Live$/)]));
    const zh = await s.api('POST', '/moneylog', { created_at: ALL_TIME, limit: 100 }, m1);
    expect(zh.body.data.data.map((r: { description: string }) => r.description)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^充值成功，单号 R\d+$/), '转入【AG真人】']),
    );
    const mail = await s.api('POST', '/member/message/list?lang=en', { limit: 100 }, m1);
    const titles = mail.body.data.data.map((m: { title: string }) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['Deposit received', 'Scheduled maintenance', 'Promotions updated']));
    const sent = await s.api('POST', '/member/message/send_list?lang=en', {}, m1);
    const answer = sent.body.data.data.find((m: { title: string }) => m.title === '活动咨询');
    expect(answer.child[0]).toMatchObject({ title: 'Re: 活动咨询', content: expect.stringMatching(/^<p>Hello, /) });
  });

  it('names a plan bought in zh_cn, and the promotion applied for, in the language asked for', async () => {
    const plans = await s.api('POST', '/yuebao/getMemberPlans?lang=th', {}, m1);
    expect(plans.body.data.data[0].SettingName).toBe('กำไรรายวัน');
    const applied = await s.api('GET', '/act/apply/result?member_name=member01&lang=en');
    expect(applied.body.data.data[0].activity.title).toBe('100% First Deposit Bonus');
  });
});

describe('games', () => {
  it('are named and found in the language asked for, Traditional Chinese for zh_hk', async () => {
    const names = async (query: string) =>
      (await s.api('GET', `/games/lists?gameType=6&isMobile=1&${query}`)).body.data.map(
        (g: { name: string }) => g.name,
      );
    expect(await names('lang=zh_hk')).toContain('鬥地主');
    expect(await names('lang=zh_cn')).toContain('斗地主');
    expect(await names('lang=vi&keyword=Xì')).toEqual(expect.arrayContaining(['Xì Dách']));
    expect(await names('lang=th&keyword=แบล็คแจ็ค')).toEqual(expect.arrayContaining(['แบล็คแจ็ค']));
    const lobbies = (await s.api('GET', '/games/apis?gameType=3&lang=th')).body.data;
    expect(lobbies[0].subtitle).toBe('สล็อต');
  });
});

describe('promotion ids', () => {
  it('opens a promotion listed in English in English by its id', async () => {
    const card = (await s.api('GET', '/activities?lang=en', undefined, m1)).body.data[0];
    expect(card.title).toBe('100% First Deposit Bonus');
    const page = await fetch(`${s.url}/api/activity/${card.id}?lang=en`, {
      headers: { authorization: `Bearer ${m1}` },
    });
    const html = await page.text();
    expect(html).toContain('<h2>100% First Deposit Bonus</h2>');
    expect(html).not.toMatch(HAN);
    const hall = (await s.api('GET', '/act/list?lang=en', undefined, m1)).body.data.activity[0];
    const detail = await s.api('GET', `/act/${hall.id}?lang=en`, undefined, m1);
    expect(detail.body.data).toMatchObject({ id: hall.id, title: hall.title, lang: 'en' });
    expect(detail.body.data).not.toHaveProperty('code');
  });

  it("opens another language's id of a promotion as the same promotion in the language asked for", async () => {
    const zh = (await s.api('GET', '/activities?lang=zh_cn')).body.data[0];
    expect(zh.title).toBe('首存加赠 100%');
    const html = await (await fetch(`${s.url}/api/activity/${zh.id}?lang=vi`)).text();
    expect(html).toContain('<h2>Thưởng nạp đầu 100%</h2>');
    const zhHall = (await s.api('GET', '/act/list?lang=zh_cn')).body.data.activity[0];
    const th = await s.api('GET', `/act/${zhHall.id}?lang=th`);
    expect(th.body.data).toMatchObject({ lang: 'th', title: 'โบนัสฝากครั้งแรก 100%' });
    expect((await s.api('GET', `/act/${zhHall.id}`)).body.data).toMatchObject({ id: zhHall.id, lang: 'zh_cn' });
  });
});
