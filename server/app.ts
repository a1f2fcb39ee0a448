import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { Ctx } from './http/context';
import type { Db } from './db/types';
import { makeClock, type Clock } from './lib/time';
import { AppError } from './lib/errors';
import { answerLang } from './http/answerLang';
import { tCore } from './i18n/core';
import { validationMessage } from './http/validation';
import { ROUTE_GROUPS } from './routes/index';
import { OPERATOR_GROUPS } from './operator/index';
import { applyAnswerFault, applyFault } from './operator/faults';
import { getConfig } from './rules/configs';
import { isLoopback } from './http/loopback';
import { pagePolicy } from './http/csp';
import { registerSim } from './sim/index';
import { keyRoute, releaseAbandoned, SECRET_FIELD } from './http/idempotency';
import { corsHeaders, registerPreflight } from './http/cors';

export type AppOptions = {
  db: Db;
  clock?: Clock;
  staticDir?: string;
  logger?: boolean;
  /** false: a platform without the responsible-play calls (they answer 404 and nothing of them is enforced) */
  responsiblePlay?: boolean;
};

function secretOf(db: Db): string {
  const row = db.prepare("SELECT value FROM app_secrets WHERE name = 'jwt'").get() as { value: string } | undefined;
  if (row) return row.value;
  const s = randomBytes(32).toString('base64url');
  db.prepare("INSERT INTO app_secrets (name, value) VALUES ('jwt', ?)").run(s);
  return s;
}

function redact(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body as object).map(([k, v]) => [k, SECRET_FIELD.test(k) ? '***' : v]));
}

export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; ctx: Ctx }> {
  releaseAbandoned(opts.db);
  const ctx: Ctx = {
    db: opts.db,
    clock: opts.clock ?? makeClock(),
    secret: secretOf(opts.db),
    faults: [],
    requests: [],
    routes: [],
    responsiblePlay: opts.responsiblePlay ?? true,
  };
  // A preflight (OPTIONS) is not an API call: it answers the same for every path (http/cors.ts).
  const collect = (r: { method: string | string[]; url: string; schema?: { response?: unknown } }) => {
    const answers = Object.keys((r.schema?.response as object | undefined) ?? {});
    for (const m of [r.method].flat())
      if (m !== 'HEAD' && m !== 'OPTIONS') ctx.routes.push({ method: m, url: r.url, answers });
  };
  const app = Fastify({
    logger: opts.logger ? { level: 'warn' } : false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: true, allErrors: false } },
  });

  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/')) return;
    collect(r);
    keyRoute(ctx, r);
  });
  app.decorateRequest('lang', 'zh_cn');
  app.decorateRequest('memberId', null);
  app.decorateRequest('renewedToken', null);
  app.decorateRequest('idemKey', null);
  app.decorateRequest('idem', null);

  // An empty JSON body is an empty object (axios posts no body for argument-less calls); junk is bad input.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body ?? '').trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(422, 'malformed JSON body'), undefined);
    }
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 3 * 1024 * 1024, files: 1 } });

  app.addHook('onRequest', async (req, reply) => {
    req.lang = answerLang(ctx, req);
    const url = req.url.split('?')[0];
    // A preflight takes no injected fault: it is the browser's question, not the app's request.
    if (!url.startsWith('/api/') || req.method === 'OPTIONS') return;
    const apiPath = url.slice(4);
    await applyFault(ctx, apiPath, req, reply);
    if (reply.sent) return;
    if (getConfig(ctx.db, 'is_system_maintenance') === '1') {
      const host = req.headers.host ?? 'localhost';
      reply.code(503).send({
        status: 'error',
        code: 503,
        message: tCore(req.lang, 'maintenance'),
        redirect: `http://${host}/maintenance.html`,
      });
    }
  });

  const dir = opts.staticDir ? resolve(opts.staticDir) : null;
  const policy = pagePolicy(dir && existsSync(dir) ? dir : null);
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/')) corsHeaders(reply);
    if (req.url.startsWith('/api/') && req.method !== 'OPTIONS')
      await applyAnswerFault(ctx, req.url.split('?')[0].slice(4), req);
    if (req.renewedToken) reply.header('Authorization', `Bearer ${req.renewedToken}`);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', policy());
    return payload;
  });

  app.addHook('onResponse', async (req, reply) => {
    const url = req.url.split('?')[0];
    if (!url.startsWith('/api/') || req.method === 'OPTIONS') return;
    ctx.requests.push({
      at: Date.now(),
      method: req.method,
      path: url.slice(4),
      memberId: req.memberId,
      status: reply.statusCode,
      body: redact(req.body),
    });
    if (ctx.requests.length > 5000) ctx.requests.splice(0, ctx.requests.length - 5000);
  });

  app.setErrorHandler((err, req, reply) => {
    const lang = req.lang ?? 'zh_cn';
    if (err instanceof AppError) {
      const status = err.statusCode;
      const { error, ...extra } = err.extra as { error?: string };
      return reply
        .code(status)
        .send({ status: 'error', code: status, message: err.message, ...(error ? { error } : {}), ...extra });
    }
    const e = err as { validation?: unknown; statusCode?: number; code?: string; message: string };
    if (e.validation) {
      const message = validationMessage(e.validation as never, lang);
      return reply.code(422).send({ status: 'error', code: 422, message });
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const status =
        e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 413 : e.statusCode === 404 ? 404 : e.statusCode === 415 ? 415 : 422;
      return reply.code(status).send({ status: 'error', code: status, message: tCore(lang, 'badInput') });
    }
    req.log.error(err);
    return reply.code(500).send({ status: 'error', code: 500, message: tCore(lang, 'failed') });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ status: 'error', code: 404, message: tCore(req.lang ?? 'zh_cn', 'notFound') });
  });

  registerPreflight(app);
  await app.register(
    async (api) => {
      for (const group of ROUTE_GROUPS) group(api, ctx);
    },
    { prefix: '/api' },
  );

  await app.register(
    async (op) => {
      op.addHook('onRequest', async (req, reply) => {
        if (!isLoopback(req)) reply.code(404).send({ status: 'error', code: 404, message: 'not found' });
      });
      for (const group of OPERATOR_GROUPS) group(op, ctx);
    },
    { prefix: '/__operator' },
  );

  await app.register(async (sim) => registerSim(sim, ctx));

  if (dir && existsSync(dir)) {
    await app.register(fastifyStatic, {
      root: dir,
      preCompressed: true,
      wildcard: false,
      setHeaders(res, path) {
        if (/\.[0-9a-f]{8,}\.(js|css)$/.test(path)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }
  return { app, ctx };
}
