import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Ctx, Req } from './context';
import { AppError } from '../lib/errors';
import { tCore } from '../i18n/core';
import { ymdHis } from '../lib/time';
import { blockedSessionMessage } from '../rules/playBlocks';

export const TOKEN_TTL_S = 3600;
export const REFRESH_TTL_S = 14 * 86400;

type Claims = { sub: number; loginsec: number; iat: number; exp: number };

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

export function signToken(
  ctx: Ctx,
  sub: number,
  loginsec: number,
): { token: string; expiresIn: number; expiresAt: string } {
  const iat = Math.floor(ctx.clock.now().getTime() / 1000);
  const claims: Claims = { sub, loginsec, iat, exp: iat + TOKEN_TTL_S };
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(JSON.stringify(claims));
  const sig = createHmac('sha256', ctx.secret).update(`${head}.${body}`).digest('base64url');
  return { token: `${head}.${body}.${sig}`, expiresIn: TOKEN_TTL_S, expiresAt: ymdHis(new Date(claims.exp * 1000)) };
}

function readClaims(ctx: Ctx, token: string): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const want = createHmac('sha256', ctx.secret).update(`${parts[0]}.${parts[1]}`).digest();
  const got = Buffer.from(parts[2], 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  try {
    const c = JSON.parse(Buffer.from(parts[1], 'base64url').toString());
    return typeof c.sub === 'number' && typeof c.exp === 'number' && typeof c.iat === 'number' ? c : null;
  } catch {
    return null;
  }
}

export function bearer(req: Req): string | null {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return null;
  const t = h.replace(/^(Bearer\s+)+/i, '').trim();
  return t || null;
}

export type MemberRow = {
  id: number;
  name: string;
  status: number;
  is_demo: number;
  login_sec: number;
  lang: string;
  last_login_at: number | null;
  last_login_ip: string | null;
};

export type AuthOptions = {
  /** demo members may use this call (docs/platform-api.md#demo-and-disabled-accounts) */
  allowDemo?: boolean;
  /** token problems answer HTTP 200 status:'error' instead of 401 (the /auth/me quirk) */
  softFailure?: boolean;
};

/**
 * Resolves the member behind the request's token, renewing an expired-but-refreshable token
 * (the new one goes out in the Authorization response header), or throws the platform's refusal.
 */
export function requireMember(ctx: Ctx, req: Req, opts: AuthOptions = {}): MemberRow {
  const lang = req.lang;
  const unauth = (message: string) =>
    opts.softFailure ? new AppError(200, message) : new AppError(401, message, { error: 'Unauthenticated.' });
  const token = bearer(req);
  if (!token) throw unauth(tCore(lang, 'needToken'));
  const claims = readClaims(ctx, token);
  const nowS = Math.floor(ctx.clock.now().getTime() / 1000);
  if (!claims || claims.iat + REFRESH_TTL_S < nowS) throw unauth(tCore(lang, 'tokenInvalid'));
  const m = ctx.db
    .prepare(
      'SELECT id, name, status, is_demo, login_sec, lang, last_login_at, last_login_ip FROM members WHERE id = ?',
    )
    .get(claims.sub) as MemberRow | undefined;
  if (!m) throw unauth(tCore(lang, 'tokenInvalid'));
  if (m.status === -2) throw new AppError(401, tCore(lang, 'kicked'), { force_offline: true });
  if (m.login_sec !== claims.loginsec) {
    // A time-out or exclusion ended every session of the member: the refusal says until when.
    const blocked = blockedSessionMessage(ctx, lang, m.id);
    if (blocked) throw new AppError(401, blocked, { force_offline: true });
    const time = m.last_login_at ? ymdHis(new Date(m.last_login_at)) : '';
    throw new AppError(401, tCore(lang, 'loggedElsewhere', { time, ip: m.last_login_ip ?? '' }), {
      force_offline: true,
    });
  }
  if (m.status === -1) throw new AppError(400, tCore(lang, 'disabled'));
  if (m.is_demo && !opts.allowDemo) throw new AppError(400, tCore(lang, 'demoRefused'));
  if (claims.exp < nowS) req.renewedToken = signToken(ctx, m.id, m.login_sec).token;
  req.memberId = m.id;
  return m;
}

/**
 * The member whose current session the request's token is, else null. Reads only: no refusal, no
 * renewal, so it can run before the route's own requireMember (answerLang, the idempotency key's owner).
 * It accepts what requireMember accepts as that member, and more (a disabled or kicked member, whom the
 * route then refuses), never another member.
 */
export function tokenHolder(ctx: Ctx, req: Req): { id: number; lang: string } | null {
  const token = bearer(req);
  const claims = token ? readClaims(ctx, token) : null;
  if (!claims || claims.iat + REFRESH_TTL_S < Math.floor(ctx.clock.now().getTime() / 1000)) return null;
  const m = ctx.db.prepare('SELECT id, lang, login_sec FROM members WHERE id = ?').get(claims.sub) as
    { id: number; lang: string; login_sec: number } | undefined;
  return m && m.login_sec === claims.loginsec ? { id: m.id, lang: m.lang } : null;
}

/** The stored language of the token's member (tokenHolder), else null. */
export function tokenHolderLang(ctx: Ctx, req: Req): string | null {
  return tokenHolder(ctx, req)?.lang ?? null;
}

/** The member behind a token when there is a valid one, else null; never throws (public routes). */
export function optionalMember(ctx: Ctx, req: Req): MemberRow | null {
  try {
    return requireMember(ctx, req, { allowDemo: true });
  } catch {
    return null;
  }
}

/** Starts a new single session: older tokens of this member answer 401 force_offline from now on. */
export function startSession(ctx: Ctx, memberId: number, ip: string) {
  const now = ctx.clock.now().getTime();
  const prev = ctx.db.prepare('SELECT login_sec FROM members WHERE id = ?').get(memberId) as { login_sec: number };
  const loginsec = Math.max(prev.login_sec + 1, Math.floor(now / 1000));
  ctx.db
    .prepare(
      'UPDATE members SET login_sec = ?, last_login_at = ?, last_login_ip = ?, updated_at = ?, status = CASE WHEN status = -2 THEN 1 ELSE status END WHERE id = ?',
    )
    .run(loginsec, now, ip, now, memberId);
  ctx.db
    .prepare('INSERT INTO login_logs (member_id, ip, login_sec, created_at) VALUES (?,?,?,?)')
    .run(memberId, ip, loginsec, now);
  return signToken(ctx, memberId, loginsec);
}
