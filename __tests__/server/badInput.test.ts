/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';
import { seededRandom } from '../support/random';
import { FIELDS } from '../support/requestFields';

/**
 * Throws a generated corpus of malformed bodies, queries and path parameters at every API route the
 * server registers (all areas, read from ctx.routes), with a member token and without. No answer may be
 * a 500, and no refused request may move money.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const ALLOWED = new Set([200, 400, 401, 404, 413, 415, 422]);

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });
const JUNK: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0.01,
  0.001,
  1.999,
  2 ** 31,
  -(2 ** 53),
  1e308,
  -1e308,
  '',
  ' ',
  '0',
  '-1',
  '1e5',
  '0x1f',
  'NaN',
  'Infinity',
  '12abc',
  '١٢٣',
  '１２３',
  'abc',
  '😀'.repeat(300),
  'a'.repeat(70_000),
  '\u0000\u0001',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '2024-13-45 99:99:99',
  '2024-01-01~x',
  {},
  { $gt: '' },
  { toString: 'x' },
  [],
  [1, 2, 3],
  ['2024-01-01 00:00:00', 'nope'],
  [null],
  [[[]]],
  [{}],
  deep(40),
  Array(2000).fill(7),
];
const INVALID_JSON = ['{"name":', 'not json', '[1,2', '{"a":1}}', '\u0000', '{"money":01}', "{'a':1}"];
const NON_OBJECT_JSON = ['null', '123', '"text"', '[]', '[{}]', 'true', '-1'];
const PARAM_JUNK = ['1', '0', '-1', 'abc', '1.5', '99999999999999999999', '%00', '%E0%A4%A', '..%2F..', '😀'];
const QUERIES = [
  '',
  '?page=-1&limit=abc',
  '?page=1e9&limit=-5&count=99999999999',
  '?lang=xx&isMobile=yes&is_mobile[]=1',
  '?created_at[]=a&created_at[]=b',
  '?gameType=-1&api_code=%00&tag=' + 'x'.repeat(5000),
  '?name[$gt]=&member_name=&activity_id=abc',
  '?%ZZ=1',
  '?count=1.5&group[]=a',
];

function corpus(seed: number): Array<{ payload: string; type: string }> {
  const r = seededRandom(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const json = (v: unknown) => ({ payload: JSON.stringify(v), type: 'application/json' });
  const out = [
    ...INVALID_JSON.map((p) => ({ payload: p, type: 'application/json' })),
    ...NON_OBJECT_JSON.map((p) => ({ payload: p, type: 'application/json' })),
    { payload: 'name=a&money=1', type: 'application/x-www-form-urlencoded' },
    { payload: 'plain words', type: 'text/plain' },
    { payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }), type: 'application/json' },
  ];
  for (const v of [null, -1, 'a'.repeat(70_000), [1, 2], { a: 1 }, '😀', 1e308])
    out.push(json(Object.fromEntries(FIELDS.map((f) => [f, v]))));
  for (let i = 0; i < 14; i++) {
    const o: Record<string, unknown> = {};
    for (let k = 0; k < 1 + Math.floor(r() * 8); k++) o[pick(FIELDS)] = pick(JUNK);
    out.push(json(o));
  }
  return out;
}

type Failure = { method: string; url: string; sent: string; status: number; message?: string; moved?: boolean };

const moneyState = () =>
  JSON.stringify([
    s.ctx.db
      .prepare(
        'SELECT SUM(money), SUM(fs_money), SUM(ml_money), SUM(total_money), SUM(score), SUM(total_credit), SUM(used_credit) FROM members',
      )
      .get(),
    s.ctx.db.prepare('SELECT COUNT(*) FROM money_logs').get(),
  ]);

it('answers every malformed request without a 500 and without moving money on a refusal', async () => {
  // the demo account is made once up front: making it moves its starting money
  await s.app.inject({ method: 'POST', url: '/api/auth/demo' });
  const routes = [...new Map(s.ctx.routes.map((r) => [`${r.method} ${r.url}`, r])).values()];
  expect(routes.length).toBeGreaterThan(30);
  const failures: Failure[] = [];
  let sent = 0;

  for (const [i, route] of routes.entries()) {
    const bodies = route.method === 'GET' ? [{ payload: '', type: '' }] : corpus(1000 + i);
    const paths = route.url.includes(':') ? PARAM_JUNK.map((p) => route.url.replace(/:[^/]+/g, p)) : [route.url];
    for (const withToken of [false, true]) {
      const token = withToken ? s.tokenFor('member01') : null;
      const tries: Array<{ url: string; payload: string; type: string }> = [];
      for (const p of paths) for (const q of QUERIES) tries.push({ url: p + q, payload: '', type: '' });
      for (const b of bodies) tries.push({ url: paths[0], ...b });
      for (const t of tries) {
        const before = moneyState();
        const headers: Record<string, string> = {};
        if (t.type) headers['content-type'] = t.type;
        if (token) headers.authorization = `Bearer ${token}`;
        const res = await s.app.inject({
          method: route.method as 'GET',
          url: t.url,
          headers,
          payload: t.payload || undefined,
        });
        sent++;
        let body: { status?: string; message?: string } = {};
        try {
          body = res.json();
        } catch {
          /* HTML or empty answers are fine */
        }
        const moved = moneyState() !== before;
        const refused = body.status !== 'success';
        if (!ALLOWED.has(res.statusCode) || (moved && (refused || !withToken))) {
          failures.push({
            method: route.method,
            url: t.url.slice(0, 120),
            sent: t.payload.slice(0, 120),
            status: res.statusCode,
            message: body.message,
            moved,
          });
        }
      }
    }
  }
  expect(sent).toBeGreaterThan(routes.length * 40);
  expect(failures).toEqual([]);
}, 120_000);
