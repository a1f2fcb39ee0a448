/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../support/server';
import { buildApp } from '../../server/app';
import { openDb } from '../../server/db/open';
import { makeClock } from '../../server/lib/time';
import { startSession } from '../../server/http/auth';
import { today } from '../../server/lib/platformDay';
import { KEYED_ROUTES, NOT_KEYED } from '../../server/http/keyedRoutes';

/**
 * The Idempotency-Key header on the routes that move money or create what can be done once: the first
 * request is processed and its answer kept with the key, a copy gets that answer back and moves nothing.
 * Proof is the ledger: money_logs rows and balances.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => s.reset());

type Answer = { status: number; body: any; text: string; headers: Headers };
type Call = { path: string; body?: unknown; token?: string; key?: string; form?: () => FormData; method?: string };

async function send(base: string, c: Call): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  if (c.key !== undefined) headers['idempotency-key'] = c.key;
  let body: string | FormData | undefined;
  if (c.form) body = c.form();
  else if (c.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(c.body);
  }
  const res = await fetch(`${base}/api${c.path}`, { method: c.method ?? 'POST', headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, text, headers: res.headers };
}
const call = (c: Call) => send(s.url, c);
const replayed = (a: Answer) => a.headers.get('idempotent-replayed');

const member = (name: string) =>
  s.ctx.db.prepare('SELECT id, money, used_credit FROM members WHERE name = ?').get(name) as {
    id: number;
    money: number;
    used_credit: number;
  };
const logCount = (memberId: number) =>
  (s.ctx.db.prepare('SELECT COUNT(*) AS n FROM money_logs WHERE member_id = ?').get(memberId) as { n: number }).n;
const keyRows = (key: string) =>
  s.ctx.db.prepare('SELECT member_id, route, state, status FROM idempotency_keys WHERE idem_key = ?').all(key);

const deposit = (token: string, key?: string, money = '100') =>
  call({ path: '/game/deposit', body: { api_code: 'AG', money, money_type: 'money' }, token, key });

describe('Idempotency-Key on a game deposit', () => {
  it('replays the first answer with Idempotent-Replayed and moves the money once', async () => {
    const t = s.tokenFor('member01');
    const before = member('member01');
    const logs = logCount(before.id);
    const key = randomUUID();
    const first = await deposit(t, key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'success', money: '100.00' });
    expect(replayed(first)).toBeNull();
    const again = await deposit(t, key);
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(replayed(again)).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(logCount(before.id)).toBe(logs + 1);
    expect(member('member01').money).toBe(before.money - 10_000);
    expect(keyRows(key)).toEqual([{ member_id: before.id, route: '/api/game/deposit', state: 'done', status: 200 }]);
  });

  it('counts one ledger row for the first request and none for its copies', async () => {
    const t = s.tokenFor('member01');
    const { id, money } = member('member01');
    const logs = logCount(id);
    const key = randomUUID();
    for (let i = 0; i < 3; i += 1) expect((await deposit(t, key)).status).toBe(200);
    expect(logCount(id)).toBe(logs + 1);
    expect(member('member01').money).toBe(money - 10_000);
  });

  it('answers 422 to the same key with another amount or on another route, in the request language', async () => {
    const t = s.tokenFor('member01');
    const { id, money } = member('member01');
    const logs = logCount(id);
    const key = randomUUID();
    expect((await deposit(t, key)).status).toBe(200);
    const other = await call({
      path: '/game/deposit?lang=en',
      body: { api_code: 'AG', money: '200', money_type: 'money' },
      token: t,
      key,
    });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      status: 'error',
      code: 422,
      message: 'This request key was already used for a different request, please submit again',
    });
    expect(replayed(other)).toBeNull();
    const route = await call({
      path: '/game/withdrawal?lang=th',
      body: { api_code: 'AG', money: '100' },
      token: t,
      key,
    });
    expect(route).toMatchObject({ status: 422, body: { code: 422, message: 'รหัสคำขอนี้ถูกใช้กับคำขออื่นแล้ว กรุณาส่งใหม่' } });
    // the same content in another key order and another language is the same request
    const same = await call({
      path: '/game/deposit?lang=vi',
      body: { money_type: 'money', money: '100', api_code: 'AG' },
      token: t,
      key,
    });
    expect(replayed(same)).toBe('true');
    expect(logCount(id)).toBe(logs + 1);
    expect(member('member01').money).toBe(money - 10_000);
  });

  it('answers 409 to a copy sent while the first is still being processed', async () => {
    const t = s.tokenFor('member01');
    const { id, money } = member('member01');
    const logs = logCount(id);
    const slow = await fetch(`${s.url}/__operator/supplier`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latency_ms: 800 }),
    });
    expect(slow.status).toBe(200);
    const key = randomUUID();
    const first = deposit(t, key);
    // the first request has claimed its key and waits for the supplier
    while (!s.ctx.db.prepare("SELECT 1 FROM idempotency_keys WHERE idem_key = ? AND state = 'processing'").get(key))
      await new Promise((r) => setTimeout(r, 5));
    const copy = await call({
      path: '/game/deposit?lang=zh_hk',
      body: { api_code: 'AG', money: '100', money_type: 'money' },
      token: t,
      key,
    });
    expect(copy.status).toBe(409);
    expect(copy.body).toEqual({ status: 'error', code: 409, message: '該請求正在處理中，請稍後查看結果' });
    expect((await first).status).toBe(200);
    const after = await deposit(t, key);
    expect(replayed(after)).toBe('true');
    expect(logCount(id)).toBe(logs + 1);
    expect(member('member01').money).toBe(money - 10_000);
  });

  it('moves once for 200 parallel copies: each answer is the kept success or 409', async () => {
    const t = s.tokenFor('member01');
    const { id, money } = member('member01');
    const logs = logCount(id);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 200 }, () => deposit(t, key)));
    const successes = answers.filter((a) => a.status === 200);
    const conflicts = answers.filter((a) => a.status === 409);
    expect(successes.length + conflicts.length).toBe(200);
    expect(successes.filter((a) => replayed(a) === null)).toHaveLength(1);
    expect(new Set(successes.map((a) => a.text)).size).toBe(1);
    for (const c of conflicts) expect(c.body).toMatchObject({ status: 'error', code: 409 });
    expect(logCount(id)).toBe(logs + 1);
    expect(member('member01').money).toBe(money - 10_000);
  });

  it('lets a key live 24 hours on the server clock, then takes it as new', async () => {
    const t = s.tokenFor('member01');
    const { id, money } = member('member01');
    const logs = logCount(id);
    const key = randomUUID();
    expect((await deposit(t, key)).status).toBe(200);
    s.ctx.clock.offsetMs += 23 * 3600_000;
    expect(replayed(await deposit(t, key))).toBe('true');
    s.ctx.clock.offsetMs += 3600_000;
    const fresh = await deposit(t, key);
    expect(fresh.status).toBe(200);
    expect(replayed(fresh)).toBeNull();
    expect(logCount(id)).toBe(logs + 2);
    expect(member('member01').money).toBe(money - 20_000);
    // the expired row was purged when the key came again: one row, the new one
    expect(keyRows(key)).toHaveLength(1);
  });

  it('behaves as before without the header: two requests, two moves', async () => {
    const t = s.tokenFor('member01');
    const { id, money } = member('member01');
    const logs = logCount(id);
    for (let i = 0; i < 2; i += 1) {
      const r = await deposit(t);
      expect(r.status).toBe(200);
      expect(replayed(r)).toBeNull();
    }
    expect(logCount(id)).toBe(logs + 2);
    expect(member('member01').money).toBe(money - 20_000);
    expect(s.ctx.db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys').get()).toEqual({ n: 0 });
  });

  it("keeps each member's keys apart: the same value is new for another member", async () => {
    const key = randomUUID();
    const a = member('member01');
    const b = member('english1');
    const ra = await deposit(s.tokenFor('member01'), key);
    const rb = await deposit(s.tokenFor('english1'), key);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect([replayed(ra), replayed(rb)]).toEqual([null, null]);
    expect(member('member01').money).toBe(a.money - 10_000);
    expect(member('english1').money).toBe(b.money - 10_000);
    expect(keyRows(key)).toHaveLength(2);
  });

  it('refuses a key that is not a UUID or longer than 255 characters (400, translated), before any work', async () => {
    const t = s.tokenFor('member01');
    const { id, money } = member('member01');
    const logs = logCount(id);
    const bad = await call({
      path: '/game/deposit?lang=en',
      body: { api_code: 'AG', money: '100' },
      token: t,
      key: 'not-a-uuid',
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { status: 'error', code: 400, message: 'The Idempotency-Key must be a UUID' },
    });
    const long = await call({
      path: '/game/deposit?lang=zh_cn',
      body: { api_code: 'AG', money: '100' },
      token: t,
      key: 'a'.repeat(256),
    });
    expect(long).toMatchObject({ status: 400, body: { message: 'Idempotency-Key 过长，最多 255 个字符' } });
    expect((await call({ path: '/game/deposit', body: {}, token: t, key: '' })).status).toBe(400);
    expect(logCount(id)).toBe(logs);
    // any version, any case, bare or as the draft's quoted string, is the same key
    const key = randomUUID();
    expect((await deposit(t, `"${key.toUpperCase()}"`)).status).toBe(200);
    expect(replayed(await deposit(t, key))).toBe('true');
    expect((await deposit(t, '00000000-0000-1000-8000-000000000000')).status).toBe(200);
    expect(member('member01').money).toBe(money - 20_000);
    // a route that takes no key ignores the header
    const balance = await call({ path: '/game/balance', body: { api_code: 'AG' }, token: t, key: 'junk' });
    expect(balance.status).toBe(200);
  });

  it('keeps no refusal: once its cause is gone, the same key does the work', async () => {
    const t = s.tokenFor('newbie01');
    const { id } = member('newbie01');
    const key = randomUUID();
    const short = await deposit(t, key);
    expect(short).toMatchObject({ status: 400, body: { message: '余额不足' } });
    expect(keyRows(key)).toEqual([]);
    s.ctx.db.prepare('UPDATE members SET money = 20000 WHERE id = ?').run(id);
    const done = await deposit(t, key);
    expect(done.status).toBe(200);
    expect(replayed(done)).toBeNull();
    expect(member('newbie01').money).toBe(10_000);
  });

  it('keeps no 5xx, and keeps the answer in the transaction of the move', async () => {
    const t = s.tokenFor('member01');
    const { id, money } = member('member01');
    const logs = logCount(id);
    const key = randomUUID();
    // the supplier's bill cannot be written: the request fails after its key was claimed
    s.ctx.db.exec("CREATE TEMP TRIGGER no_transfer BEFORE INSERT ON transfers BEGIN SELECT RAISE(ABORT, 'down'); END");
    expect((await deposit(t, key)).status).toBe(500);
    s.ctx.db.exec('DROP TRIGGER no_transfer');
    expect(keyRows(key)).toEqual([]);
    // the answer cannot be kept: the money must not move either
    s.ctx.db.exec(
      "CREATE TEMP TRIGGER no_answer BEFORE UPDATE ON idempotency_keys BEGIN SELECT RAISE(ABORT, 'full'); END",
    );
    expect((await deposit(t, key)).status).toBe(500);
    s.ctx.db.exec('DROP TRIGGER no_answer');
    expect(logCount(id)).toBe(logs);
    expect(member('member01').money).toBe(money);
    expect(keyRows(key)).toEqual([]);
    const done = await deposit(t, key);
    expect(done.status).toBe(200);
    expect(replayed(done)).toBeNull();
    expect(logCount(id)).toBe(logs + 1);
    expect(member('member01').money).toBe(money - 10_000);
  });
});

describe('Idempotency-Key of a visitor', () => {
  it('scopes a key sent without a session to visitors, apart from the members', async () => {
    const m = member('member01');
    s.ctx.db.prepare('UPDATE members SET used_credit = 50000 WHERE id = ?').run(m.id);
    const key = randomUUID();
    const repay = { path: '/credit/lend', body: { name: 'member01', realname: '张三', money: '500' }, key };
    const first = await call(repay);
    expect(first.body).toMatchObject({ status: 'success', message: '还款成功' });
    expect(replayed(await call(repay))).toBe('true');
    expect(keyRows(key)).toEqual([{ member_id: null, route: '/api/credit/lend', state: 'done', status: 200 }]);
    // the member's own key of that value is new: the repayment runs and finds nothing owed
    const signedIn = await call({ ...repay, token: s.tokenFor('member01') });
    expect(signedIn).toMatchObject({ status: 400, body: { message: '您当前没有需要归还的借款' } });
    expect(replayed(signedIn)).toBeNull();
    expect(member('member01')).toMatchObject({ money: m.money - 50_000, used_credit: 0 });
    // another visitor's request under a visitor's key is another request
    const borrow = await call({
      path: '/credit/borrow',
      body: { name: 'english1', realname: 'x', money: '1', days: 1 },
      key,
    });
    expect(borrow.status).toBe(422);
  });
});

describe('Idempotency-Key across a restart', () => {
  it('replays a kept answer from the database file, and frees a key whose server stopped mid-request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idem-'));
    const file = join(dir, 'platform.db');
    const boot = async () => {
      const clock = makeClock();
      const db = openDb(file, clock);
      const { app, ctx } = await buildApp({ db, clock });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const addr = app.server.address();
      const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      return { ctx, url, close: async () => (await app.close(), db.close()) };
    };
    try {
      const one = await boot();
      const id = (one.ctx.db.prepare("SELECT id FROM members WHERE name = 'member01'").get() as { id: number }).id;
      const token = startSession(one.ctx, id, '127.0.0.1').token;
      const body = { api_code: 'AG', money: '100', money_type: 'money' };
      const key = randomUUID();
      const first = await send(one.url, { path: '/game/deposit', body, token, key });
      expect(first.status).toBe(200);
      // a request that had claimed its key when its server stopped
      const stuck = randomUUID();
      const now = one.ctx.clock.now().getTime();
      one.ctx.db
        .prepare(
          `INSERT INTO idempotency_keys (idem_key, member_id, method, route, fingerprint, state, created_at, expires_at)
        VALUES (?, ?, 'POST', '/api/game/deposit', 'x', 'processing', ?, ?)`,
        )
        .run(stuck, id, now, now + 86400_000);
      const money = (one.ctx.db.prepare('SELECT money FROM members WHERE id = ?').get(id) as { money: number }).money;
      await one.close();

      const two = await boot();
      try {
        const again = await send(two.url, { path: '/game/deposit', body, token, key });
        expect(again.status).toBe(200);
        expect(again.text).toBe(first.text);
        expect(replayed(again)).toBe('true');
        const freed = await send(two.url, { path: '/game/deposit', body, token, key: stuck });
        expect(freed.status).toBe(200);
        expect(replayed(freed)).toBeNull();
        const after = (two.ctx.db.prepare('SELECT money FROM members WHERE id = ?').get(id) as { money: number }).money;
        expect(after).toBe(money - 10_000);
      } finally {
        await two.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CORS for keyed requests', () => {
  it('allows the Idempotency-Key request header and exposes Idempotent-Replayed', async () => {
    const pre = await fetch(`${s.url}/api/game/deposit`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(pre.status).toBe(204);
    const list = (h: string | null) => (h ?? '').toLowerCase().split(/,\s*/);
    expect(list(pre.headers.get('access-control-allow-headers'))).toEqual(
      expect.arrayContaining(['idempotency-key', 'authorization', 'content-type']),
    );
    expect(list(pre.headers.get('access-control-allow-methods'))).toContain('post');
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    const r = await deposit(s.tokenFor('member01'), randomUUID());
    expect(list(r.headers.get('access-control-expose-headers'))).toContain('idempotent-replayed');
    expect(list(r.headers.get('access-control-allow-headers'))).toContain('idempotency-key');
    // a preflight is no API call: it takes no injected fault and is not logged
    expect(s.ctx.requests.some((q) => q.method === 'OPTIONS')).toBe(false);
  });
});

describe('the keyed-route table', () => {
  it('names every route that is not a GET: keyed, or exempt with its reason', () => {
    const routes = new Set(s.ctx.routes.map((r) => `${r.method} ${r.url.replace(/^\/api/, '')}`));
    const keyed = new Set(KEYED_ROUTES.map((k) => `${k.method} ${k.url}`));
    expect(keyed.size).toBe(KEYED_ROUTES.length);
    const unlisted = [...routes].filter((r) => !r.startsWith('GET ') && !keyed.has(r) && !(r in NOT_KEYED));
    expect(unlisted).toEqual([]);
    expect([...keyed].filter((k) => k in NOT_KEYED)).toEqual([]);
    // no entry outlives its route
    expect([...keyed, ...Object.keys(NOT_KEYED)].filter((k) => !routes.has(k))).toEqual([]);
    for (const reason of Object.values(NOT_KEYED)) expect(reason.length).toBeGreaterThan(10);
  });
});

/** Every table's row count and every wallet's total: a replay must leave all of them as they were. */
function snapshot(): string {
  const tables = s.ctx.db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'idempotency_keys'",
    )
    .all() as { name: string }[];
  const counts = tables.map((t) => [
    t.name,
    (s.ctx.db.prepare(`SELECT COUNT(*) AS n FROM "${t.name}"`).get() as { n: number }).n,
  ]);
  const wallets = s.ctx.db
    .prepare('SELECT SUM(money) AS m, SUM(fs_money) AS f, SUM(ml_money) AS ml, SUM(used_credit) AS c FROM members')
    .get();
  const games = s.ctx.db.prepare('SELECT SUM(money) AS g FROM member_apis').get();
  return JSON.stringify({ counts, wallets, games });
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pngForm = (bytes: Buffer) => () => {
  const form = new FormData();
  form.append('note', 'receipt');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'proof.png');
  return form;
};
const todayDeposit = (name: string, cents: number) => {
  const now = s.ctx.clock.now().getTime();
  s.ctx.db
    .prepare(
      `INSERT INTO recharges (bill_no, member_id, name, money, payment_type, status, confirm_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, 'company_bankpay', 2, ?, ?, ?)`,
    )
    .run(`RT${now}${Math.random()}`, member(name).id, name, cents, now, now, now);
};
const paymentOf = (type: string) =>
  s.ctx.db
    .prepare("SELECT * FROM payments WHERE type LIKE ? AND lang = 'zh_cn' AND is_open = 1 ORDER BY id")
    .get(type) as {
    id: number;
    type: string;
    account: string;
    name: string;
    min: number;
  };

/** A request of each keyed route that succeeds, with what it needs laid first. */
const CASES: Record<string, () => Promise<Call & { owner: string | null }>> = {
  'POST /recharge/online': async () => {
    const p = paymentOf('online_%');
    const body = { payment_id: String(p.id), payment_type: p.type, money: String(Math.max(p.min, 100)) };
    return { path: '/recharge/online', body, token: s.tokenFor('member01'), owner: 'member01' };
  },
  'POST /recharge/normal': async () => {
    const p = paymentOf('company_bankpay');
    const body = {
      name: '王小明',
      money: '500',
      account: '6217001234567890',
      hk_at: 'yyyy-03-01 10:00:00',
      payment_type: p.type,
      payment_id: p.id,
      payment_account: p.account,
      payment_name: p.name,
      payment_bank_type: 'ICBC',
    };
    return { path: '/recharge/normal', body, token: s.tokenFor('newbie01'), owner: 'newbie01' };
  },
  'POST /recharge/picture/upload': async () => ({
    path: '/recharge/picture/upload',
    form: pngForm(PNG),
    token: s.tokenFor('member01'),
    owner: 'member01',
  }),
  'POST /drawing': async () => {
    const { id } = member('member01');
    const now = Date.now();
    const card = s.ctx.db
      .prepare(
        `INSERT INTO member_banks (member_id, card_no, bank_type, owner_name, bank_address, remark, created_at, updated_at)
      VALUES (?, '6217000011112222333', 'ICBC', '张三', '', '', ?, ?)`,
      )
      .run(id, now, now).lastInsertRowid;
    const body = {
      name: 'member01',
      money: '200',
      account: '6217000011112222333',
      member_bank_id: card,
      qk_pwd: '123456',
    };
    return { path: '/drawing', body, token: s.tokenFor('member01'), owner: 'member01' };
  },
  'POST /game/deposit': async () => ({
    path: '/game/deposit',
    body: { api_code: 'AG', money: '100', money_type: 'money' },
    token: s.tokenFor('member01'),
    owner: 'member01',
  }),
  'POST /game/withdrawal': async () => {
    const token = s.tokenFor('member01');
    expect((await deposit(token, undefined, '300')).status).toBe(200);
    return { path: '/game/withdrawal', body: { api_code: 'AG', money: '100' }, token, owner: 'member01' };
  },
  'POST /game/recovery_last': async () => {
    const token = s.tokenFor('member01');
    expect((await deposit(token, undefined, '300')).status).toBe(200);
    return { path: '/game/recovery_last', body: { api_code: 'AG' }, token, owner: 'member01' };
  },
  'POST /yuebao/buy': async () => {
    const plan = s.ctx.db
      .prepare("SELECT id FROM yuebao_plans WHERE setting_name = '七日定存' AND lang = 'zh_cn'")
      .get() as {
      id: number;
    };
    return {
      path: '/yuebao/buy',
      body: { plan_id: plan.id, amount: '10' },
      token: s.tokenFor('member01'),
      owner: 'member01',
    };
  },
  'POST /yuebao/withdrawal': async () => {
    const { id } = member('member01');
    const record = s.ctx.db
      .prepare('SELECT id FROM member_yuebao_plans WHERE member_id = ? AND status = 0 ORDER BY id LIMIT 1')
      .get(id) as { id: number };
    return {
      path: '/yuebao/withdrawal',
      body: { record_id: record.id },
      token: s.tokenFor('member01'),
      owner: 'member01',
    };
  },
  'POST /credit/borrow': async () => ({
    path: '/credit/borrow',
    body: { name: 'member01', realname: '张三', money: '1500', days: 7 },
    owner: null,
  }),
  'POST /credit/lend': async () => {
    s.ctx.db.prepare("UPDATE members SET used_credit = 50000 WHERE name = 'member01'").run();
    return {
      path: '/credit/lend',
      body: { name: 'member01', realname: '张三', money: '500' },
      token: s.tokenFor('member01'),
      owner: 'member01',
    };
  },
  'POST /fsnow/fetch': async () => {
    const token = s.tokenFor('member01');
    const list = await call({ method: 'GET', path: '/fsnow/list', token });
    return { path: '/fsnow/fetch', body: { deadtime: list.body.deadtime }, token, owner: 'member01' };
  },
  'POST /activity/redbag': async () => {
    todayDeposit('newbie01', 100_000);
    return { path: '/activity/redbag', body: {}, token: s.tokenFor('newbie01'), owner: 'newbie01' };
  },
  'POST /wheel/award': async () => {
    todayDeposit('newbie01', 25_000);
    return { path: '/wheel/award', body: { name: 'newbie01' }, token: s.tokenFor('newbie01'), owner: 'newbie01' };
  },
  'POST /dailybonus/check': async () => ({
    path: '/dailybonus/check',
    body: {},
    token: s.tokenFor('newbie01'),
    owner: 'newbie01',
  }),
  'POST /dailybonus/:id/award': async () => {
    const award = s.ctx.db.prepare('SELECT id, days FROM sign_in_awards ORDER BY days LIMIT 1').get() as {
      id: number;
      days: number;
    };
    const day = today(s.ctx.clock).day;
    s.ctx.db
      .prepare('INSERT INTO daily_bonus (member_id, day, streak, streak_start, money, created_at) VALUES (?,?,?,?,0,?)')
      .run(member('newbie01').id, day, award.days, day, s.ctx.clock.now().getTime());
    return { path: `/dailybonus/${award.id}/award`, body: {}, token: s.tokenFor('newbie01'), owner: 'newbie01' };
  },
  'POST /act/apply/:id': async () => {
    const act = s.ctx.db
      .prepare(
        "SELECT id FROM activities WHERE apply_type = 2 AND lang = 'zh_cn' AND hall_field LIKE '%recharge_money%'",
      )
      .get() as { id: number };
    const captcha = randomUUID();
    s.ctx.db
      .prepare('INSERT INTO captchas (key, text, expires_at) VALUES (?,?,?)')
      .run(captcha, 'AbCd', s.ctx.clock.now().getTime() + 300_000);
    const body = { member_name: 'member01', recharge_money: 500, bill_no: 'B123', key: captcha, captcha: 'abcd' };
    return { path: `/act/apply/${act.id}`, body, owner: null };
  },
  'POST /team/add': async () => {
    const rates = [1, 2, 3, 4, 5, 6, 7, 99].map((game_type) => ({ game_type, rate: '0.30' }));
    const body = { name: 'kid00001', password: 'secret1', password_confirmation: 'secret1', rates };
    return { path: '/team/add', body, token: s.tokenFor('agent001'), owner: 'agent001' };
  },
};

describe('every keyed route', () => {
  it('has a case here', () => {
    expect(Object.keys(CASES).sort()).toEqual(KEYED_ROUTES.map((k) => `${k.method} ${k.url}`).sort());
  });

  it.each(KEYED_ROUTES.map((k) => [`${k.method} ${k.url}`]))(
    '%s keeps its first answer in the work and replays it, writing nothing again',
    async (route) => {
      if (route === 'POST /yuebao/withdrawal') {
        const plan = await CASES['POST /yuebao/buy']();
        expect((await call(plan)).body.status).toBe('success');
      }
      const c = await CASES[route]();
      const key = randomUUID();
      const before = snapshot();
      const first = await call({ ...c, key });
      expect([first.status, first.body.status]).toEqual([200, 'success']);
      expect(replayed(first)).toBeNull();
      const moved = snapshot();
      expect(moved).not.toBe(before);
      const again = await call({ ...c, key });
      expect(again.status).toBe(first.status);
      expect(again.text).toBe(first.text);
      expect(replayed(again)).toBe('true');
      expect(snapshot()).toBe(moved);
      const owner = c.owner === null ? null : member(c.owner).id;
      const pattern = `/api${KEYED_ROUTES.find((k) => `${k.method} ${k.url}` === route)!.url}`;
      expect(keyRows(key)).toEqual([{ member_id: owner, route: pattern, state: 'done', status: 200 }]);
    },
  );

  it('fingerprints an upload by its fields and file bytes', async () => {
    const token = s.tokenFor('member01');
    const key = randomUUID();
    const first = await call({ path: '/recharge/picture/upload', form: pngForm(PNG), token, key });
    expect(first.status).toBe(200);
    const other = Buffer.concat([PNG, Buffer.from([0])]);
    const changed = await call({ path: '/recharge/picture/upload?lang=en', form: pngForm(other), token, key });
    expect(changed).toMatchObject({ status: 422, body: { code: 422 } });
    expect(replayed(await call({ path: '/recharge/picture/upload', form: pngForm(PNG), token, key }))).toBe('true');
  });

  it('leaves secrets out of the fingerprint: they prove who asks, not what is asked', async () => {
    const c = await CASES['POST /drawing']();
    const key = randomUUID();
    expect((await call({ ...c, key })).status).toBe(200);
    const again = await call({ ...c, key, body: { ...(c.body as object), qk_pwd: '654321' } });
    expect(replayed(again)).toBe('true');
    const stored = s.ctx.db.prepare('SELECT fingerprint, body FROM idempotency_keys WHERE idem_key = ?').get(key) as {
      fingerprint: string;
      body: string;
    };
    expect(stored.body).not.toContain('123456');
  });
});
