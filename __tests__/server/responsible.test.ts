/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';
import { fromLocal } from '../../server/lib/platformDay';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});
beforeEach(async () => {
  await s.reset();
  s.ctx.responsiblePlay = true;
  // Tuesday 2026-12-01 12:00 on the platform's clock, so every window is mid-way
  s.ctx.clock.offsetMs = fromLocal(2026, 12, 1, 12) - Date.now();
});

const HOUR = 3600_000;
const idOf = (name: string) =>
  (s.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;
const payment = () =>
  s.ctx.db.prepare("SELECT id FROM payments WHERE type = 'online_alipay' AND lang = 'zh_cn'").get() as { id: number };
const openApi = () =>
  (s.ctx.db.prepare('SELECT api_name FROM apis WHERE is_open = 1 ORDER BY id LIMIT 1').get() as { api_name: string })
    .api_name;
const recharge = (t: string, money: string, lang = 'en') =>
  s.api(
    'POST',
    `/recharge/online?lang=${lang}`,
    { payment_id: String(payment().id), payment_type: 'online_alipay', money },
    t,
  );
const setLimit = (t: string, kind: string, period: string, amount: string) =>
  s.api('POST', '/responsible/limits?lang=en', { kind, period, amount }, t);
const limitOf = async (t: string, kind: string, period: string) =>
  ((await s.api('GET', '/responsible/limits', undefined, t)).body.data.limits as Array<Record<string, any>>).find(
    (l) => l.kind === kind && l.period === period,
  )!;
/** A settled round of the member's, staking `stake` cents and losing `lost` of them. */
function round(name: string, stake: number, lost: number) {
  const now = s.ctx.clock.now().getTime();
  s.ctx.db
    .prepare(
      `INSERT INTO game_records (bill_no, api_name, member_id, name, bet_amount, valid_bet_amount, net_amount, game_type, bet_time, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    )
    .run(`T${now}${Math.random()}`, openApi(), idOf(name), name, stake, stake, -lost, now, now);
}
const advance = (hours: number) => {
  s.ctx.clock.offsetMs += hours * HOUR;
};

describe('deposit limits and their cooling-off', () => {
  test('a new or lower limit applies at once; a higher one or a removal waits 24 hours, then a confirmation', async () => {
    const t = s.tokenFor('newbie01');
    expect((await setLimit(t, 'deposit', 'day', '500')).body.data).toEqual({ applied: true, applies_at: null });
    expect(await limitOf(t, 'deposit', 'day')).toMatchObject({
      amount: '500.00',
      used: '0.00',
      left: '500.00',
      resets_at: '2026-12-02 00:00:00',
      pending: null,
    });
    const raise = await setLimit(t, 'deposit', 'day', '800');
    expect(raise.body.data).toEqual({ applied: false, applies_at: '2026-12-02 12:00:00' });
    expect(raise.body.message).toBe('This change can take effect after 2026-12-02 12:00:00, once you confirm it');
    expect((await limitOf(t, 'deposit', 'day')).amount).toBe('500.00');
    const early = await s.api('POST', '/responsible/limits/confirm?lang=en', { kind: 'deposit', period: 'day' }, t);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('This change can be confirmed from 2026-12-02 12:00:00');
    advance(23);
    expect((await limitOf(t, 'deposit', 'day')).pending).toMatchObject({ amount: '800.00', confirmable: false });
    advance(1);
    expect((await limitOf(t, 'deposit', 'day')).pending.confirmable).toBe(true);
    // 24 hours over: still the old limit until the member confirms
    expect((await limitOf(t, 'deposit', 'day')).amount).toBe('500.00');
    expect((await s.api('POST', '/responsible/limits/confirm', { kind: 'deposit', period: 'day' }, t)).status).toBe(
      200,
    );
    expect(await limitOf(t, 'deposit', 'day')).toMatchObject({ amount: '800.00', pending: null });
    // removal waits too; a lower limit meanwhile applies at once and drops the waiting change
    expect((await setLimit(t, 'deposit', 'day', '')).body.data.applied).toBe(false);
    expect((await setLimit(t, 'deposit', 'day', '300')).body.data.applied).toBe(true);
    expect(await limitOf(t, 'deposit', 'day')).toMatchObject({ amount: '300.00', pending: null });
    const changes = (await s.api('GET', '/responsible/changes', undefined, t)).body.data as Array<{ what: string }>;
    expect(changes.map((c) => c.what)).toEqual(['limitSet', 'removalAsked', 'limitSet', 'raiseAsked', 'limitSet']);
  });

  test('refuses junk amounts and unknown windows', async () => {
    const t = s.tokenFor('newbie01');
    expect((await setLimit(t, 'deposit', 'day', '0')).status).toBe(422);
    expect((await setLimit(t, 'deposit', 'day', 'abc')).status).toBe(422);
    expect((await setLimit(t, 'deposit', 'year', '10')).status).toBe(422);
    expect(
      (
        await s.api(
          'POST',
          '/responsible/limits',
          { kind: 'deposit', period: 'day', amount: '10' },
          s.tokenFor('member01'),
        )
      ).status,
    ).toBe(200);
  });

  test('a recharge past what is left is refused with what is left and when it resets; the window turning lifts it', async () => {
    const t = s.tokenFor('newbie01');
    await setLimit(t, 'deposit', 'week', '500');
    expect((await recharge(t, '300')).body.status).toBe('success');
    const over = await recharge(t, '300');
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      'This is over your weekly deposit limit: 200.00 left until it resets at 2026-12-07 00:00:00',
    );
    expect((await recharge(t, '300', 'zh_cn')).body.message).toBe(
      '超出您的每周存款限额：剩余 200.00，2026-12-07 00:00:00 重置',
    );
    expect((await recharge(t, '200')).body.status).toBe('success');
    expect(await limitOf(t, 'deposit', 'week')).toMatchObject({ used: '500.00', left: '0.00' });
    // Sunday 23:00 still the same week; Monday 00:00 a new one
    advance(5 * 24 + 11);
    expect((await recharge(t, '100')).status).toBe(400);
    advance(1);
    expect((await recharge(t, '100')).body.status).toBe('success');
  });

  test('a rejected recharge does not count against the limit', async () => {
    const t = s.tokenFor('newbie01');
    await setLimit(t, 'deposit', 'day', '300');
    await recharge(t, '300');
    s.ctx.db.prepare('UPDATE recharges SET status = 3 WHERE member_id = ?').run(idOf('newbie01'));
    expect((await recharge(t, '300')).body.status).toBe('success');
  });
});

describe('loss limits', () => {
  test('once a window’s net loss reaches the limit, transfers into a game and game entry are refused until it turns', async () => {
    const t = s.tokenFor('newbie01');
    s.ctx.db.prepare('UPDATE members SET money = 100000 WHERE name = ?').run('newbie01');
    const api = openApi();
    await setLimit(t, 'loss', 'day', '100');
    round('newbie01', 10000, 6000);
    // a win counts back: net loss is stakes minus returns
    round('newbie01', 5000, -2000);
    expect(await limitOf(t, 'loss', 'day')).toMatchObject({ used: '40.00', left: '60.00' });
    expect((await s.api('POST', '/game/deposit', { api_code: api, money: '10' }, t)).body.status).toBe('success');
    round('newbie01', 8000, 6000);
    const refused = await s.api('POST', '/game/deposit?lang=en', { api_code: api, money: '10' }, t);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Your daily loss limit is reached: 0.00 left until it resets at 2026-12-02 00:00:00',
    );
    const entry = await s.api('GET', `/game/login?api_code=${api}&lang=en`, undefined, t);
    expect(entry.status).toBe(400);
    expect(entry.body.message).toContain('daily loss limit');
    // money out of a game is never held back
    expect((await s.api('POST', '/game/withdrawal', { api_code: api, money: '10' }, t)).body.status).toBe('success');
    advance(12);
    expect((await s.api('POST', '/game/deposit', { api_code: api, money: '10' }, t)).body.status).toBe('success');
    expect((await s.api('GET', `/game/login?api_code=${api}`, undefined, t)).body.status).toBe('success');
  });
});

describe('time-out and self-exclusion', () => {
  test('quote states the end; taking it revokes every token at once and refuses login until it ends', async () => {
    const first = s.tokenFor('member01');
    const quote = await s.api('GET', '/responsible/block/quote?kind=timeout&period=24h', undefined, first);
    expect(quote.body.data).toEqual({ until: '2026-12-02 12:00:00' });
    const taken = await s.api('POST', '/responsible/block?lang=en', { kind: 'timeout', period: '24h' }, first);
    expect(taken.body.data).toEqual({ until: '2026-12-02 12:00:00' });
    const next = await s.api('POST', '/auth/me?lang=en', {}, first);
    expect(next.status).toBe(401);
    expect(next.body).toMatchObject({
      force_offline: true,
      message: 'You are taking a time-out until 2026-12-02 12:00:00; you can log in again after that',
    });
    expect((await s.api('GET', '/responsible/limits', undefined, first)).status).toBe(401);
    s.ctx.db.prepare("UPDATE system_configs SET value = '0' WHERE name = 'vip1_is_login_captcha_open'").run();
    const login = () => s.api('POST', '/auth/login?lang=en', { name: 'member01', password: 'pass1234' });
    const refused = await login();
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('until 2026-12-02 12:00:00');
    advance(23.9);
    expect((await login()).status).toBe(400);
    advance(0.2);
    expect((await login()).body.status).toBe('success');
  });

  test('the end the confirmation stated is the one kept, unless it is not that choice’s end', async () => {
    const t = s.tokenFor('member01');
    const quote = (await s.api('GET', '/responsible/block/quote?kind=timeout&period=7d', undefined, t)).body.data;
    expect(quote.until).toBe('2026-12-08 12:00:00');
    // the member read the confirmation for a while: the end stays the one they were shown
    advance(0.05);
    const taken = await s.api('POST', '/responsible/block', { kind: 'timeout', period: '7d', until: quote.until }, t);
    expect(taken.body.data.until).toBe('2026-12-08 12:00:00');
    // an end that is not the choice's (an hour shorter) is not taken: the platform works it out itself
    const u = s.tokenFor('newbie01');
    const short = await s.api(
      'POST',
      '/responsible/block',
      { kind: 'timeout', period: '24h', until: '2026-12-02 14:00:00' },
      u,
    );
    expect(short.body.data.until).toBe('2026-12-02 12:03:00');
  });

  test('a shorter choice during an exclusion keeps the longer end; unknown choices are refused', async () => {
    const t = s.tokenFor('member01');
    expect((await s.api('POST', '/responsible/block', { kind: 'exclusion', period: '7d' }, t)).status).toBe(422);
    await s.api('POST', '/responsible/block', { kind: 'exclusion', period: '6m' }, t);
    const again = s.tokenFor('member01');
    const r = await s.api('POST', '/responsible/block', { kind: 'timeout', period: '24h' }, again);
    expect(r.body.data.until).toBe('2027-06-01 12:00:00');
  });
});

describe('reality checks and the statement', () => {
  test('the interval counts from login or the last answer; the session shows stakes, returns and net', async () => {
    const t = s.tokenFor('newbie01');
    expect((await s.api('GET', '/responsible/reality', undefined, t)).body.data).toMatchObject({
      minutes: 0,
      due_in_s: null,
    });
    expect((await s.api('POST', '/responsible/reality', { minutes: 20 }, t)).status).toBe(422);
    const set = await s.api('POST', '/responsible/reality', { minutes: 15 }, t);
    expect(set.body.data.due_in_s).toBeGreaterThan(15 * 60 - 3);
    advance(0.5);
    expect((await s.api('GET', '/responsible/reality', undefined, t)).body.data.due_in_s).toBe(0);
    round('newbie01', 10000, 2550);
    const session = (await s.api('GET', '/responsible/session', undefined, t)).body.data;
    expect(session).toMatchObject({ minutes: 30, stakes: '100.00', returns: '74.50', net: '-25.50' });
    const acked = await s.api('POST', '/responsible/reality/ack', {}, t);
    expect(acked.body.data.due_in_s).toBeGreaterThan(15 * 60 - 3);
  });

  test('the statement has 12 months and 30 days, newest first, with approved money and play', async () => {
    const t = s.tokenFor('newbie01');
    await recharge(t, '250');
    s.ctx.db.prepare('UPDATE recharges SET status = 2 WHERE member_id = ?').run(idOf('newbie01'));
    round('newbie01', 4000, 1000);
    const st = (await s.api('GET', '/responsible/statement', undefined, t)).body.data;
    expect(st.months).toHaveLength(12);
    expect(st.days).toHaveLength(30);
    expect(st.months[0]).toEqual({
      label: '2026-12',
      deposits: '250.00',
      withdrawals: '0.00',
      stakes: '40.00',
      returns: '30.00',
      net: '-10.00',
    });
    expect(st.months[11].label).toBe('2026-01');
    expect(st.days[0].label).toBe('2026-12-01');
    expect(st.days[29].label).toBe('2026-11-02');
  });

  test('demo players are refused', async () => {
    const now = Date.now();
    s.ctx.db
      .prepare(
        "INSERT INTO members (name, password_hash, money, is_demo, created_at, updated_at) VALUES ('demo0009', 'x', 0, 1, ?, ?)",
      )
      .run(now, now);
    expect((await s.api('GET', '/responsible/limits', undefined, s.tokenFor('demo0009'))).status).toBe(400);
  });
});

describe('a platform without these calls', () => {
  test('answers 404 for every call and enforces nothing already stored', async () => {
    const t = s.tokenFor('newbie01');
    await setLimit(t, 'deposit', 'day', '100');
    s.ctx.responsiblePlay = false;
    for (const path of [
      '/responsible/limits',
      '/responsible/reality',
      '/responsible/statement',
      '/responsible/changes',
    ])
      expect((await s.api('GET', path, undefined, t)).status).toBe(404);
    expect((await s.api('POST', '/responsible/block', { kind: 'timeout', period: '24h' }, t)).status).toBe(404);
    expect((await recharge(t, '300')).body.status).toBe('success');
  });
});
