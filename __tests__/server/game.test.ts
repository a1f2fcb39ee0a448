/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const idOf = (name: string) =>
  (s.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;
const member = (name: string) =>
  s.ctx.db.prepare('SELECT money, fs_money, is_trans_on FROM members WHERE name = ?').get(name) as {
    money: number;
    fs_money: number;
    is_trans_on: number;
  };
const wallet = (name: string, api: string) =>
  (
    s.ctx.db.prepare('SELECT money FROM member_apis WHERE member_id = ? AND api_name = ?').get(idOf(name), api) as
      { money: number } | undefined
  )?.money;
const setMoney = (name: string, money: number, fs = 0) =>
  s.ctx.db.prepare('UPDATE members SET money = ?, fs_money = ? WHERE name = ?').run(money, fs, name);

function makeDemo(): string {
  const now = Date.now();
  s.ctx.db
    .prepare(
      `INSERT INTO members (name, password_hash, money, is_demo, created_at, updated_at) VALUES ('demo0001', 'x', 200000, 1, ?, ?)`,
    )
    .run(now, now);
  return s.tokenFor('demo0001');
}

describe('game wallets', () => {
  it('lists main, rebate and every open supplier; unopened wallets say so in the request language', async () => {
    const t = s.tokenFor('member01');
    const r = await s.api('POST', '/game/api_moneys', {}, t);
    expect(r.status).toBe(200);
    const rows = r.body.data.api_moneys as Array<{ api_name: string; money: string }>;
    expect(rows[0]).toMatchObject({ api_name: 'money', api_title: '中心钱包', money: '13918.00' });
    expect(rows[1]).toMatchObject({ api_name: 'fs_money', money: '0.91' });
    expect(rows.find((w) => w.api_name === 'PG')!.money).toBe('0.00');
    expect(Number(rows.find((w) => w.api_name === 'AG')!.money)).toBeGreaterThan(0);
    expect(rows.find((w) => w.api_name === 'KY')!.money).toBe('未开通');
    expect(rows.length).toBeGreaterThanOrEqual(2 + 8);
    const en = await s.api('POST', '/game/api_moneys?lang=en', {}, t);
    expect(en.body.data.api_moneys.find((w: { api_name: string }) => w.api_name === 'KY').money).toBe('Did not open');
    const hk = await s.api('POST', '/game/api_moneys?lang=zh_hk', {}, t);
    expect(hk.body.data.api_moneys.find((w: { api_name: string }) => w.api_name === 'KY').money).toBe('未開通');
  });

  it('moves whole units from the named wallet into a game and back, with transfer rows and type-3 money logs', async () => {
    const t = s.tokenFor('team0003');
    setMoney('team0003', 50_099, 2_000);
    expect((await s.api('POST', '/game/change_trans', { status: 0 }, t)).body.message).toBe(
      '已切换为【手动转入游戏】模式',
    );
    const dep = await s.api('POST', '/game/deposit', { api_code: 'pg', money: '100.99', money_type: 'money' }, t);
    expect(dep.status).toBe(200);
    expect(dep.body).toMatchObject({ status: 'success', money: '100.00' });
    expect(member('team0003').money).toBe(40_099);
    expect(wallet('team0003', 'PG')).toBe(10_000);
    const fromFs = await s.api('POST', '/game/deposit', { api_code: 'PG', money: 20, money_type: 'fs_money' }, t);
    expect(fromFs.status).toBe(200);
    expect(member('team0003')).toMatchObject({ money: 40_099, fs_money: 0 });
    expect(wallet('team0003', 'PG')).toBe(12_000);
    const out = await s.api('POST', '/game/withdrawal', { api_code: 'PG', money: '50' }, t);
    expect(out.body).toMatchObject({ status: 'success', money: '50.00' });
    expect(member('team0003').money).toBe(45_099);
    expect(wallet('team0003', 'PG')).toBe(7_000);
    const logs = s.ctx.db
      .prepare(
        'SELECT money, money_type, number_type FROM money_logs WHERE member_id = ? AND operate_type = 3 ORDER BY id',
      )
      .all(idOf('team0003'));
    expect(logs).toEqual([
      { money: 10_000, money_type: 'money', number_type: -1 },
      { money: 2_000, money_type: 'fs_money', number_type: -1 },
      { money: 5_000, money_type: 'money', number_type: 1 },
    ]);
    expect(
      s.ctx.db
        .prepare('SELECT transfer_type, money FROM transfers WHERE member_id = ? ORDER BY id')
        .all(idOf('team0003')),
    ).toEqual([
      { transfer_type: 1, money: 10_000 },
      { transfer_type: 1, money: 2_000 },
      { transfer_type: 2, money: 5_000 },
    ]);
  });

  it('refuses transfers the wallets cannot cover, amounts under one unit, junk and unknown suppliers', async () => {
    const t = s.tokenFor('team0003');
    const tooMuch = await s.api('POST', '/game/deposit', { api_code: 'PG', money: 1_000_000 }, t);
    expect(tooMuch).toMatchObject({ status: 400, body: { status: 'error', message: '余额不足' } });
    expect((await s.api('POST', '/game/withdrawal?lang=en', { api_code: 'PG', money: 1_000 }, t)).body.message).toBe(
      'Insufficient balance',
    );
    expect((await s.api('POST', '/game/withdrawal', { api_code: 'KY', money: 1 }, t)).body.message).toBe(
      '游戏账号未开通',
    );
    expect((await s.api('POST', '/game/deposit', { api_code: 'PG', money: '0.99' }, t)).status).toBe(400);
    expect((await s.api('POST', '/game/deposit', { api_code: 'PG', money: '1e3' }, t)).status).toBe(422);
    expect((await s.api('POST', '/game/deposit', { api_code: 'PG' }, t)).status).toBe(422);
    expect((await s.api('POST', '/game/deposit', { api_code: 'NOPE', money: 10 }, t)).body.message).toBe(
      '游戏接口不存在或已关闭',
    );
    expect(member('team0003').money).toBe(45_099);
  });

  it('allows one transfer at a time per member: an overlapping one is refused with 请勿频繁提交', async () => {
    const t = s.tokenFor('team0003');
    const [a, b] = await Promise.all([
      s.api('POST', '/game/deposit', { api_code: 'PG', money: 10 }, t),
      s.api('POST', '/game/deposit', { api_code: 'PG', money: 10 }, t),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 400]);
    expect([a.body.message, b.body.message]).toContain('请勿频繁提交');
    expect(wallet('team0003', 'PG')).toBe(8_000);
  });

  it('in auto mode, game login opens the account, sweeps the rebate wallet and moves the whole main balance in', async () => {
    const t = s.tokenFor('newbie01');
    setMoney('newbie01', 12_345, 1_000);
    expect(member('newbie01').is_trans_on).toBe(1);
    const r = await s.api('GET', '/game/login?api_code=cq9&isMobile=1&gameType=3', undefined, t);
    expect(r.status).toBe(200);
    expect(r.body.game_url).toMatch(/^\/sim\/game\/CQ9\?session=[\w-]+/);
    expect(member('newbie01')).toMatchObject({ money: 45, fs_money: 0 });
    expect(wallet('newbie01', 'CQ9')).toBe(13_300);
    // switching back to auto pulls the last game's whole units home
    await s.api('POST', '/game/change_trans', { status: 0 }, t);
    const auto = await s.api('POST', '/game/change_trans', { status: 1 }, t);
    expect(auto.body).toMatchObject({ status: 'success', api_code: 'CQ9', message: '已切换为【自动转入游戏】模式' });
    expect(member('newbie01').money).toBe(13_345);
    expect(wallet('newbie01', 'CQ9')).toBe(0);
  });

  it('answers one supplier balance, and recovers the last game into the main wallet', async () => {
    const t = s.tokenFor('team0003');
    expect((await s.api('POST', '/game/balance', { api_code: 'PG' }, t)).body.money).toBe('80.00');
    expect((await s.api('POST', '/game/balance', { api_code: 'KY' }, t)).body.money).toBe('未开通');
    const single = await s.api('POST', '/game/api_money', { api_code: 'PG' }, t);
    expect(single.body.data.money_info.map((w: { api_name: string }) => w.api_name)).toEqual([
      'money',
      'fs_money',
      'PG',
    ]);
    expect(single.body.data.is_trans_on).toBe(0);
    const r = await s.api('POST', '/game/recovery_last', {}, t);
    expect(r.body.data.api_moneys.find((w: { api_name: string }) => w.api_name === 'PG').money).toBe('0.00');
    expect(member('team0003').money).toBe(45_099 - 1_000 + 8_000);
  });

  it('lets demo members use wallets and game login but not bet records', async () => {
    const t = makeDemo();
    expect((await s.api('POST', '/game/api_moneys', {}, t)).status).toBe(200);
    expect((await s.api('GET', '/game/login?api_code=JZ', undefined, t)).status).toBe(200);
    const rec = await s.api('POST', '/game/record', {}, t);
    expect(rec).toMatchObject({ status: 400, body: { message: '试玩账号无法进行该操作' } });
  });

  it('requires a token for wallet calls', async () => {
    expect((await s.api('POST', '/game/api_moneys', {})).status).toBe(401);
  });
});

describe('bet records', () => {
  it('pages member01 records with statistic, apis and game types', async () => {
    const t = s.tokenFor('member01');
    const r = await s.api('POST', '/game/record', { page: 2, limit: 20 }, t);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ current_page: 2, per_page: 20, from: 21, to: 40 });
    expect(r.body.data.total).toBeGreaterThanOrEqual(60);
    const row = r.body.data.data[0];
    expect(row).toMatchObject({
      status: 'COMPLETE',
      billNo: expect.any(String),
      betAmount: expect.stringMatching(/^\d+\.\d{2}$/),
      netAmount: expect.stringMatching(/^-?\d+\.\d{2}$/),
    });
    expect(row.betTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(typeof row.gameType).toBe('number');
    expect(row.api_name_text).toBeTruthy();
    expect(row.game_type_text).toBeTruthy();
    expect(r.body.apis).toEqual(expect.arrayContaining(['AG', 'BBIN', 'PG']));
    expect(r.body.gametypes.map((g: { key: number }) => g.key)).toEqual([1, 2, 3, 4, 5, 6, 7, 99]);
    const all = s.ctx.db
      .prepare('SELECT SUM(bet_amount) AS b FROM game_records WHERE member_id = ?')
      .get(idOf('member01')) as { b: number };
    expect(Math.round(Number(r.body.statistic.sum_bet_amount) * 100)).toBe(all.b);
  });

  it('filters by supplier, game type and date ranges; an empty filter gives SUM 0', async () => {
    const t = s.tokenFor('member01');
    const pg = await s.api('POST', '/game/record', { api_name: 'PG', limit: 100 }, t);
    expect(pg.body.data.data.every((x: { api_name: string }) => x.api_name === 'PG')).toBe(true);
    const live = await s.api('POST', '/game/record', { gameType: 1, limit: 100 }, t);
    expect(live.body.data.total).toBeGreaterThan(0);
    expect(live.body.data.data.every((x: { gameType: number }) => x.gameType === 1)).toBe(true);
    const now = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const today = await s.api('POST', '/game/record', { created_at: [`${now} 00:00:00`, `${now} 23:59:59`] }, t);
    expect(today.body.data.total).toBeGreaterThan(0);
    expect(today.body.data.total).toBeLessThan(pg.body.data.total + live.body.data.total + 100);
    const none = await s.api('POST', '/game/record', { created_at: ['2001-01-01 00:00:00', '2001-01-02 00:00:00'] }, t);
    expect(none.body.data.total).toBe(0);
    expect(none.body.statistic).toEqual({ sum_bet_amount: 0, sum_valid_bet_amount: 0, sum_net_amount: 0 });
    expect((await s.api('POST', '/game/record', { created_at: ['junk', 'x'] }, t)).status).toBe(422);
  });
});

describe('game catalogues', () => {
  it('lists games by type with same-origin icons; gameType is required', async () => {
    const missing = await s.api('GET', '/games/lists');
    expect(missing).toMatchObject({ status: 400, body: { message: 'gameType参数不能为空' } });
    const mobile = await s.api('GET', '/games/lists?gameType=3&isMobile=1&api_code=PG');
    expect(mobile.body.data.length).toBe(6);
    expect(mobile.body.data[0].full_image_url).toMatch(/^\/assets\/game-/);
    expect(mobile.body.data[0].api).toMatchObject({ api_name: 'PG' });
    const paged = await s.api('GET', '/games/lists?gameType=3&limit=5');
    expect(paged.body.data).toMatchObject({ current_page: 1, per_page: 5 });
    expect(paged.body.data.total).toBeGreaterThan(5);
    const hot = await s.api('GET', '/games/lists?gameType=3&isMobile=1&tag=hot');
    expect(hot.body.data.every((g: { tags: string }) => g.tags.split(',').includes('hot'))).toBe(true);
    const img = await fetch(`${s.url}${mobile.body.data[0].img_url}`);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers game types, suppliers per type, and the home categories with a hot one', async () => {
    const types = await s.api('POST', '/game/type?lang=en');
    expect(types.body.data.find((x: { key: number }) => x.key === 3)).toEqual({
      key: 3,
      value: 'Slots',
      isLobbyPage: true,
    });
    expect((await s.api('GET', '/games/apis')).status).toBe(400);
    const apis = await s.api('GET', '/games/apis?gameType=1');
    expect(apis.body.data.map((a: { api_name: string }) => a.api_name)).toEqual(['AG', 'BBIN']);
    expect(apis.body.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const home = await s.api('GET', '/games');
    expect(home.body.data[0].title).toBe('热门');
    expect(home.body.data[0].child.length).toBeGreaterThanOrEqual(4);
    expect(home.body.web.some((c: { title: string }) => c.title === '热门')).toBe(false);
  });
});

describe('simulated supplier', () => {
  it('serves a script-free page and settles rounds against the game wallet only', async () => {
    const t = s.tokenFor('team0002');
    await s.api('POST', '/game/change_trans', { status: 0 }, t);
    await s.api('POST', '/game/deposit', { api_code: 'SABA', money: 100 }, t);
    const login = await s.api('GET', '/game/login?api_code=SABA', undefined, t);
    const url = new URL(login.body.game_url, s.url);
    const page = await fetch(url);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script src="/sim/game.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    expect((await fetch(`${s.url}/sim/game.js`)).status).toBe(200);
    const session = url.searchParams.get('session');
    const before = member('team0002').money;
    const records = () =>
      (
        s.ctx.db
          .prepare("SELECT COUNT(*) AS n FROM game_records WHERE member_id = ? AND api_name = 'SABA'")
          .get(idOf('team0002')) as { n: number }
      ).n;
    const round = async (bet: unknown, sess: unknown = session) => {
      const res = await fetch(`${s.url}/sim/api/round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: sess, bet }),
      });
      return { status: res.status, body: await res.json() };
    };
    const r = await round('10');
    expect(r.status).toBe(200);
    expect(Math.round(Number(r.body.balance) * 100)).toBe(wallet('team0002', 'SABA'));
    expect(Math.round(Number(r.body.balance) * 100)).toBe(10_000 + Math.round(Number(r.body.net) * 100));
    expect(records()).toBe(1);
    expect((await round('100000')).body.message).toBe('余额不足');
    expect((await round('-5')).status).toBe(422);
    expect((await round('10', 'forged')).status).toBe(401);
    expect(records()).toBe(1);
    expect(member('team0002').money).toBe(before);
  });
});

describe('bad input', () => {
  it('is refused with 4xx, never a 500, on every money route', async () => {
    const t = s.tokenFor('english1');
    const junk: unknown[] = [null, [1, 2], { a: 1 }, -1, '1e308', '9'.repeat(30)];
    const fields = [
      'api_code',
      'money',
      'money_type',
      'status',
      'gameType',
      'created_at',
      'page',
      'payment_id',
      'deadtime',
    ];
    const paths = [
      '/game/api_money',
      '/game/deposit',
      '/game/withdrawal',
      '/game/change_trans',
      '/game/balance',
      '/game/recovery_last',
      '/game/record',
      '/recharge/online',
      '/recharge/normal',
      '/recharge/list',
      '/moneylog',
      '/drawing/list',
      '/fsnow/fetch',
    ];
    const base = { api_code: 'AG', money: 10, created_at: ['2024-01-01 00:00:00', '2024-01-02 00:00:00'], status: 0 };
    const failures: string[] = [];
    for (const p of paths) {
      for (const f of fields) {
        for (const j of junk) {
          const r = await s.api('POST', p, { ...base, [f]: j }, t);
          if (r.status >= 500) failures.push(`${p} ${f}=${JSON.stringify(j)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
