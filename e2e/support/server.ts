import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from '../../server/app';
import { openDb, reseed } from '../../server/db/open';
import { makeClock } from '../../server/lib/time';
import type { Ctx } from '../../server/http/context';
import { setConfig } from '../../server/rules/configs';

export type E2eServer = {
  app: FastifyInstance;
  ctx: Ctx;
  /** Origin of the app and its API, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The app's address for a route: `${url}/#${route}`. */
  at: (route: string) => string;
  /** Operator surface (loopback only): reset, faults, request log. */
  operator: (method: string, path: string, body?: unknown) => Promise<any>;
  reset: () => Promise<void>;
  fault: (f: {
    path: string;
    kind: 'delay' | 'status' | 'malformed' | 'drop' | 'dropAnswer' | 'delayAnswer';
    ms?: number;
    status?: number;
    count?: number;
  }) => Promise<void>;
  clearFaults: () => Promise<void>;
  /** API requests the server saw for a path (bodies with secrets redacted). */
  requests: (path?: string) => Promise<Array<{ method: string; path: string; status: number; body: unknown }>>;
  setConfig: (group: string, name: string, value: string) => void;
  close: () => Promise<void>;
};

// Journeys run from the repository root (npm run e2e). E2E_DIST points at another build, so a journey
// run is not disturbed by a rebuild of dist/ happening at the same time.
const DIST = resolve(process.env.E2E_DIST || 'dist');

type StartOptions = {
  /** Another build to serve (default: E2E_DIST or dist/). */
  dist?: string;
  /** A deployment: the same port and the same database (sessions included) as a server that was stopped. */
  redeployOf?: E2eServer;
};

/** The reference platform API and the built app on one ephemeral port, over a fresh in-memory database. */
export async function startE2eServer(options: StartOptions = {}): Promise<E2eServer> {
  const DIST_DIR = options.dist ?? DIST;
  if (!existsSync(resolve(DIST_DIR, 'index.html')))
    throw new Error(`${DIST_DIR} has no index.html: run \`npx webpack --mode production\` first`);
  const previous = options.redeployOf;
  const clock = previous?.ctx.clock ?? makeClock();
  const db = previous?.ctx.db ?? openDb(':memory:', clock);
  if (previous) await previous.app.close();
  const { app, ctx } = await buildApp({ db, clock, staticDir: DIST_DIR });
  await app.listen({ port: previous ? Number(new URL(previous.url).port) : 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const operator: E2eServer['operator'] = async (method, path, body) => {
    const res = await fetch(`${url}/__operator${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  };
  return {
    app,
    ctx,
    url,
    at: (route) => `${url}/#${route}`,
    operator,
    reset: async () => {
      reseed(db, clock);
      ctx.faults.length = 0;
      ctx.requests.length = 0;
      ctx.clock.offsetMs = 0;
      ctx.responsiblePlay = true;
    },
    fault: async (f) => {
      await operator('POST', '/faults', f);
    },
    clearFaults: async () => {
      await operator('DELETE', '/faults');
    },
    requests: async (path) =>
      (await operator('GET', `/requests${path ? `?path=${encodeURIComponent(path)}` : ''}`)).requests,
    setConfig: (group, name, value) => setConfig(db, group, name, value),
    close: async () => {
      await app.close();
      db.close();
    },
  };
}

/**
 * The fixtures of a suite's reference server: one per worker, reseeded before each test (fresh data, no faults,
 * an empty request log). Both browser suites (e2e/fixtures.ts, e2e/engines/fixtures.ts) extend their tests with it.
 */
type Use = (s: E2eServer) => Promise<void>;
export const serverFixtures = {
  workerServer: [
    async ({}, use: Use) => {
      const server = await startE2eServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ] as [({}, use: Use) => Promise<void>, { scope: 'worker' }],
  server: async ({ workerServer }: { workerServer: E2eServer }, use: Use) => {
    await workerServer.reset();
    await use(workerServer);
  },
};

/** Unread, undeleted inbox mails of a member, as the server counts them. */
export function unreadOnServer(server: E2eServer, memberId: number): number {
  return (
    server.ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM member_messages mm JOIN messages g ON g.id = mm.message_id
         WHERE mm.member_id = ? AND mm.deleted_at IS NULL AND g.deleted_at IS NULL AND g.pid = 0 AND mm.is_read = 0`,
      )
      .get(memberId) as { n: number }
  ).n;
}
