import { createHash } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import type { Ctx, Rep, Req } from './context';
import type { Db } from '../db/types';
import { AppError } from '../lib/errors';
import { tokenHolder } from './auth';
import { tIdempotency } from '../i18n/idempotency';
import { KEYED_ROUTES, type KeyedRoute } from './keyedRoutes';

/*
 * The Idempotency-Key header (IETF httpapi draft-ietf-httpapi-idempotency-key-header), on the routes of
 * keyedRoutes.ts. A browser re-sends a request whose reused connection died, and a member taps again when
 * a deposit times out: each copy carries the key of the one intent, and the money moves once.
 *
 * Where it happens, and why it is atomic:
 * - claim (preValidation hook; in the handler for a multipart upload, whose form is read there): the key is
 *   looked up for the member. Unknown: a row is written in state 'processing' and committed at once, before
 *   any work, so a copy arriving while the first awaits (supplier latency) finds it and answers 409.
 *   better-sqlite3 is synchronous: look-up and insert run without another request in between.
 * - commit (called by each keyed route around its final write): the work and the turn of the row to
 *   'done' with the answer run in ONE transaction, so either the money moved and its answer is kept, or
 *   neither. A hook after the handler could not give that: the move would be committed before the answer,
 *   and a crash or a failed write in between would let a retry move the money again.
 * - settle (onSend hook): an answer that commit did not keep (a refusal, a failure) releases the key. A
 *   refusal (4xx) is not kept: the work's transaction rolled back, nothing moved, and the same request may
 *   be tried again once its cause is gone (a top-up, a new session). A 5xx is never kept, so a retry can
 *   succeed.
 * - replay: a copy with the same key, member and fingerprint gets the kept status and body, with
 *   `Idempotent-Replayed: true`, and nothing runs. Another fingerprint (body, path or method): 422.
 * Keys live a day on the server's clock and are purged lazily at each claim.
 */

export const KEY_TTL_MS = 24 * 3600_000;
export const MAX_KEY_LENGTH = 255;
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Any version: the app sends v4; the draft asks only for a unique value, a UUID is how this platform says it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Fields whose values are secrets, as the request log redacts them: out of the fingerprint, so the key
 * table holds nothing a password could be guessed from. They prove who asks; they are not what is asked.
 */
export const SECRET_FIELD = /pass|pwd|captcha/i;

type KeyRow = { id: number; fingerprint: string; state: 'processing' | 'done'; status: number; body: string };

/** The request's key, or null without the header; a malformed one is refused (400). */
function readKey(req: Req): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const text = (Array.isArray(raw) ? raw.join(', ') : raw).trim();
  if (text.length > MAX_KEY_LENGTH) throw new AppError(400, tIdempotency(req.lang, 'keyTooLong'));
  // The draft writes the value as a structured-field string ("…"); the app, like Stripe's clients, sends it bare.
  const value = (/^"(.*)"$/.exec(text)?.[1] ?? text).toLowerCase();
  if (!UUID.test(value)) throw new AppError(400, tIdempotency(req.lang, 'keyMalformed'));
  return value;
}

/** The request's content in one spelling: object keys sorted, secrets reduced to their presence. */
function stable(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stable);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, SECRET_FIELD.test(k) ? '(secret)' : stable(o[k])]),
    );
  }
  return v;
}

/** sha256 of method, path (no query: `lang` says how to answer, not what to do) and the content. */
export function fingerprint(method: string, path: string, content: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(stable(content ?? {}))}`)
    .digest('hex');
}

/** The content of a multipart upload for its fingerprint: the plain fields and the file's bytes. */
export function multipartContent(
  fields: Record<string, unknown>,
  file: { fieldname: string; filename: string; mimetype: string },
  bytes: Buffer,
): unknown {
  const plain = Object.entries(fields).flatMap(([name, f]) => {
    const parts = [f].flat() as Array<{ type?: string; value?: unknown }>;
    const values = parts.filter((p) => p?.type === 'field').map((p) => p.value);
    return values.length ? [[name, values]] : [];
  });
  return {
    fields: Object.fromEntries(plain),
    file: {
      field: file.fieldname,
      name: file.filename,
      type: file.mimetype,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
  };
}

/**
 * Claims the request's key, or answers the request from it: true when it was answered (a replay), after
 * which the caller must do nothing. Throws 422 for a key used on another request, 409 while its first
 * request is still being processed. Without a key (req.idemKey null) it does nothing.
 */
export function claimKey(ctx: Ctx, req: Req, reply: Rep, content: unknown): boolean {
  const key = req.idemKey;
  if (!key) return false;
  if (req.idem) throw new Error('idempotency key claimed twice');
  const { db } = ctx;
  const now = ctx.clock.now().getTime();
  const memberId = tokenHolder(ctx, req)?.id ?? null;
  const print = fingerprint(req.method, req.url.split('?')[0], content);
  const found = db.transaction(() => {
    db.prepare('DELETE FROM idempotency_keys WHERE expires_at <= ?').run(now);
    const row = db
      .prepare(
        'SELECT id, fingerprint, state, status, body FROM idempotency_keys WHERE idem_key = ? AND ifnull(member_id, 0) = ?',
      )
      .get(key, memberId ?? 0) as KeyRow | undefined;
    if (row) return row;
    const info = db
      .prepare(
        `INSERT INTO idempotency_keys (idem_key, member_id, method, route, fingerprint, state, created_at, expires_at)
      VALUES (?,?,?,?,?,'processing',?,?)`,
      )
      .run(key, memberId, req.method, req.routeOptions.url ?? '', print, now, now + KEY_TTL_MS);
    return Number(info.lastInsertRowid);
  })();
  if (typeof found === 'number') {
    req.idem = { rowId: found, memberId, reply, committed: false };
    return false;
  }
  if (found.fingerprint !== print) throw new AppError(422, tIdempotency(req.lang, 'keyReused'));
  if (found.state === 'processing') throw new AppError(409, tIdempotency(req.lang, 'keyInFlight'));
  reply.code(found.status).header(REPLAYED_HEADER, 'true').type('application/json; charset=utf-8').send(found.body);
  return true;
}

/**
 * Runs a keyed route's final work (its writes and the answer it returns) in one transaction with the
 * keeping of that answer under the request's key. Every keyed route answers its success through this;
 * without a key it is the work in a transaction, as before. `work` must be synchronous, and this the
 * outermost transaction, so that the answer is kept for good when it returns.
 */
export function commit<T>(ctx: Ctx, req: Req, work: () => T): T {
  const { db } = ctx;
  if (db.inTransaction) throw new Error('commit must be the outermost transaction');
  const claim = req.idem;
  const answer = db.transaction(() => {
    const result = work();
    if (typeof (result as { then?: unknown } | null)?.then === 'function') throw new Error('commit work is async');
    if (!claim) return result;
    // The owner resolved before the route ran must be the member the route acted for.
    if (req.memberId !== null && req.memberId !== claim.memberId) throw new Error('idempotency key owner changed');
    const status = claim.reply.statusCode;
    if (status < 200 || status >= 300) throw new Error(`commit of a ${status} answer`);
    const kept = db
      .prepare("UPDATE idempotency_keys SET state = 'done', status = ?, body = ? WHERE id = ? AND state = 'processing'")
      .run(status, JSON.stringify(result), claim.rowId);
    if (kept.changes !== 1) throw new Error('idempotency key claim lost');
    return result;
  })();
  if (claim) claim.committed = true;
  return answer;
}

/** A claim that commit did not turn 'done' is released, whatever the answer: the key may be tried again. */
function settle(ctx: Ctx, req: Req): void {
  const claim = req.idem;
  if (!claim || claim.committed) return;
  req.idem = null;
  const status = claim.reply.statusCode;
  // A success that commit did not keep is a keyed route that forgot it: its work is not covered.
  if (status >= 200 && status < 300) req.log.error(`keyed route ${req.routeOptions.url} answered without commit`);
  ctx.db.prepare("DELETE FROM idempotency_keys WHERE id = ? AND state = 'processing'").run(claim.rowId);
}

/**
 * At start nothing is in flight: a 'processing' row is a request of a server that stopped before its
 * commit, whose work therefore never happened. Its key is released so that a retry is not refused
 * for a day. (This server is the only writer of its database file.)
 */
export function releaseAbandoned(db: Db): void {
  db.prepare("DELETE FROM idempotency_keys WHERE state = 'processing'").run();
}

export function keyedRouteOf(method: string, url: string): KeyedRoute | undefined {
  return KEYED_ROUTES.find((k) => k.method === method && `/api${k.url}` === url);
}

const asList = <T>(h: T | T[] | undefined): T[] => (h === undefined ? [] : ([h].flat() as T[]));

/** onRoute: gives a keyed route its claim (JSON body) and settle hooks. */
export function keyRoute(ctx: Ctx, r: RouteOptions): void {
  const methods = [r.method].flat();
  const keyed = methods.map((m) => keyedRouteOf(m, r.url)).find(Boolean);
  if (!keyed) return;
  if (methods.length !== 1) throw new Error(`keyed route ${r.url} answers more than one method`);
  r.preValidation = [
    ...asList(r.preValidation),
    async (req: Req, reply: Rep) => {
      req.idemKey = readKey(req);
      // A multipart form is read by the handler, which claims once it has the file (claimKey).
      if (keyed.body === 'json' && claimKey(ctx, req, reply, req.body)) return reply;
    },
  ];
  r.onSend = [
    ...asList(r.onSend),
    async (req: Req, _reply: Rep, payload: unknown) => {
      settle(ctx, req);
      return payload;
    },
  ];
}
