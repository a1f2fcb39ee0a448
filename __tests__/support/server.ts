import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDb } from '../../server/db/open';
import { makeClock } from '../../server/lib/time';
import type { Ctx } from '../../server/http/context';
import { startSession } from '../../server/http/auth';

export type TestServer = {
  app: FastifyInstance;
  ctx: Ctx;
  url: string;
  /** POST/GET/... against /api with JSON; returns HTTP status, headers and parsed body. */
  api: (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  /** A fresh token for a seeded member, without the captcha dance. */
  tokenFor: (name: string) => string;
  /** Back to the seed: data, clock, faults and request log (the operator's reset). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

/** Starts the reference platform API in-process: in-memory database, ephemeral port. */
export async function startTestServer(): Promise<TestServer> {
  const clock = makeClock();
  const db = openDb(':memory:', clock);
  const { app, ctx } = await buildApp({ db, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const api: TestServer['api'] = async (method, path, body, token) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const tokenFor = (name: string) => {
    const row = db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number } | undefined;
    if (!row) throw new Error(`no member ${name}`);
    return startSession(ctx, row.id, '127.0.0.1').token;
  };
  const reset = async () => {
    const res = await fetch(`${url}/__operator/reset`, { method: 'POST' });
    if (!res.ok) throw new Error(`reset answered ${res.status}`);
  };
  return {
    app,
    ctx,
    url,
    api,
    tokenFor,
    reset,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}
