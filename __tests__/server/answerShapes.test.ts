/** @jest-environment node */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../support/server';
import { FIELDS } from '../support/requestFields';

/**
 * A client written for the real platform runs against this server unchanged: every route's answers to a fixed
 * corpus of requests (valid and not, with a member's token and without) keep their HTTP status, their message
 * and the shape of their body (each key and the type of its value), as recorded in
 * fixtures/answerShapes.json. A route that changes how it declares or checks its input must answer as before.
 * After a change the platform itself makes, re-record with ANSWER_SHAPES=record.
 */

const FILE = join(__dirname, 'fixtures/answerShapes.json');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await s.app.inject({ method: 'POST', url: '/api/auth/demo' });
});
afterAll(async () => {
  await s.close();
});

const all = (v: unknown) => Object.fromEntries(FIELDS.map((f) => [f, v]));
const BODIES: Array<string | undefined> = [
  undefined,
  '{}',
  'not json',
  '[]',
  ...[-1, 0, 1, '1', 'abc', '', [], [1, 2], {}, null, 1.5, 'a'.repeat(300)].map((v) => JSON.stringify(all(v))),
  JSON.stringify({ page: 'x' }),
  JSON.stringify({ ids: [] }),
  JSON.stringify({ name: 'member01', money: '12abc' }),
];
const QUERIES = ['', '?page=-1&limit=abc', '?count=1.5&group=site&name=member01', '?api_code=PG&gameType=3&isMobile=1'];
const PARAMS = ['1', 'abc', '-1'];

/** Keys and value types, recursively; a list by its first item; the message word for word. */
function shape(v: unknown, key = ''): unknown {
  if (Array.isArray(v)) return v.length ? [shape(v[0])] : [];
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, shape((v as Record<string, unknown>)[k], k)]),
    );
  // A message word for word, but for the moment it names (a sign-in elsewhere 'at <time>').
  if (key === 'message' && typeof v === 'string')
    return v.replace(/\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/g, '<time>');
  if (key === 'status' || key === 'code') return v;
  return v === null ? null : typeof v;
}

async function answers(): Promise<Record<string, string>> {
  const routes = [...new Map(s.ctx.routes.map((r) => [`${r.method} ${r.url}`, r])).values()].sort((a, b) =>
    `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`),
  );
  const out: Record<string, string> = {};
  for (const route of routes) {
    const paths = route.url.includes(':') ? PARAMS.map((p) => route.url.replace(/:[^/]+/g, p)) : [route.url];
    for (const who of ['visitor', 'member01']) {
      const token = who === 'visitor' ? null : s.tokenFor('member01');
      const tries: Array<{ url: string; payload?: string }> = [];
      for (const p of paths) for (const q of QUERIES) tries.push({ url: p + q });
      if (route.method !== 'GET') for (const payload of BODIES) tries.push({ url: paths[0], payload });
      for (const t of tries) {
        const headers: Record<string, string> = {};
        if (t.payload !== undefined) headers['content-type'] = 'application/json';
        if (token) headers.authorization = `Bearer ${token}`;
        const res = await s.app.inject({ method: route.method as 'GET', url: t.url, headers, payload: t.payload });
        let body: unknown = res.body.length ? 'text' : '';
        try {
          body = shape(res.json());
        } catch {
          /* HTML or empty answers keep their kind only */
        }
        out[`${route.method} ${t.url} ${who} ${t.payload?.slice(0, 60) ?? '-'}`] =
          `${res.statusCode} ${JSON.stringify(body)}`;
      }
    }
  }
  return out;
}

it('every route answers the corpus with the status, message and shape it always had', async () => {
  const now = await answers();
  if (process.env.ANSWER_SHAPES === 'record' || !existsSync(FILE)) {
    writeFileSync(FILE, `${JSON.stringify(now, null, 2)}\n`);
    if (process.env.ANSWER_SHAPES !== 'record') throw new Error(`recorded ${FILE}: run again to compare`);
  }
  const before = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, string>;
  expect(Object.keys(now).length).toBeGreaterThan(2000);
  // A request the fixture holds must be answered as recorded (a route that is gone fails too); a route added
  // since is not pinned until the fixture is recorded again.
  const changed = Object.keys(before)
    .filter((k) => before[k] !== now[k])
    .map((k) => `${k}\n  was ${before[k]}\n  now ${now[k]}`);
  expect(changed).toEqual([]);
}, 180_000);
