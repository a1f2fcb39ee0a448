#!/usr/bin/env node
/**
 * Load figures of the reference platform API: starts `server/main.ts` on a free port with a throw-away
 * database, logs member01 in (the captcha text is read from that database), then runs autocannon
 * (50 connections, BENCH_SECONDS or 10 s each) against three hot member calls and prints req/s and p99.
 * Exits 0 unless the server cannot be started or logged into.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const Database = require('better-sqlite3');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS) || 10;
const connections = 50;

const freePort = () =>
  new Promise((ok, ko) => {
    const srv = createServer();
    srv.once('error', ko);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** 'Y-m-d H:i:s' in the platform's UTC+8. */
const ymdHis = (ms) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

async function waitUp(base, child) {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/api/language`);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(300);
  }
  throw new Error('server did not start within 90 s');
}

async function post(base, path, body, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const r = await fetch(`${base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
  return { status: r.status, body: await r.json().catch(() => null) };
}

async function logIn(base, dbFile) {
  const c = await post(base, '/auth/captcha');
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  let text;
  try {
    text = db.prepare('SELECT text FROM captchas WHERE key = ?').get(c.body.data.key)?.text;
  } finally {
    db.close();
  }
  const r = await post(base, '/auth/login', {
    name: 'member01',
    password: 'pass1234',
    key: c.body.data.key,
    captcha: text,
  });
  const token = r.body?.data?.access_token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
  return token;
}

function run(opts) {
  return new Promise((ok, ko) => {
    autocannon(opts, (err, result) => (err ? ko(err) : ok(result)));
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const dbFile = join(dir, 'platform.db');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: dbFile, STATIC_DIR: join(dir, 'no-static') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => stop().then(() => process.exit(130)));

  try {
    await waitUp(base, child);
    const token = await logIn(base, dbFile);
    const now = Date.now();
    const targets = [
      { title: 'POST /api/auth/me', path: '/auth/me', body: {} },
      { title: 'POST /api/game/api_moneys', path: '/game/api_moneys', body: {} },
      {
        title: 'POST /api/moneylog',
        path: '/moneylog',
        body: { created_at: [ymdHis(now - 30 * 86400_000), ymdHis(now + 86400_000)], page: 1 },
      },
    ];
    const rows = [];
    for (const t of targets) {
      const probe = await post(base, t.path, t.body, token);
      const answer = probe.body?.status ?? 'no JSON';
      const res = await run({
        url: `${base}/api${t.path}`,
        method: 'POST',
        connections,
        duration: seconds,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(t.body),
      });
      rows.push({
        endpoint: t.title,
        answer: `${probe.status} ${answer}`,
        'req/s': Math.round(res.requests.average),
        'p99 ms': res.latency.p99,
        'mean ms': Number(res.latency.average.toFixed(1)),
        'non-2xx': res.non2xx,
        errors: res.errors + res.timeouts,
      });
    }
    console.log(`\nReference API under load: ${connections} connections, ${seconds} s per call, member01's token\n`);
    console.table(rows);
  } finally {
    await stop();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(`bench/server: ${e.message}`);
    process.exit(1);
  },
);
