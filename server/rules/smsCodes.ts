import { randomInt } from 'node:crypto';
import type { DbCtx } from '../db/types';
import type { Lang } from '../i18n/lang';
import { fail } from '../lib/errors';
import { tAuth } from '../i18n/auth';

/** A phone number as the platform takes it: digits, an optional leading +. */
export const PHONE = /^\+?[0-9]{6,15}$/;
/** How long a code stays good, and how long one address waits before asking for another. */
export const SMS_TTL_MS = 2 * 60_000;

export type SmsKind = 'register' | 'bind' | 'reset';

/**
 * Checks an SMS code sent for `phone` and uses it up. The reference server has no SMS gateway: codes are
 * only stored (table sms_codes), so support staff and tests read them from the database.
 */
export function useSmsCode(ctx: DbCtx, lang: Lang, phone: string, kind: SmsKind, code: unknown): void {
  const c = typeof code === 'string' ? code.trim() : '';
  if (!c) fail(422, tAuth(lang, 'smsRequired'));
  const row = ctx.db
    .prepare(
      'SELECT id, code, created_at FROM sms_codes WHERE phone = ? AND kind = ? AND used = 0 ORDER BY id DESC LIMIT 1',
    )
    .get(phone, kind) as { id: number; code: string; created_at: number } | undefined;
  if (!row) fail(400, tAuth(lang, 'smsNotSent'));
  if (row.created_at + SMS_TTL_MS < ctx.clock.now().getTime()) fail(400, tAuth(lang, 'smsExpired'));
  if (row.code !== c) fail(400, tAuth(lang, 'smsWrong'));
  ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(row.id);
}

/**
 * Stores a new six-digit code for `phone`, refused when binding a phone another member has, or when the same
 * address asked within SMS_TTL_MS (the platform's own limit: one code per address per two minutes).
 */
export function sendSmsCode(ctx: DbCtx, lang: Lang, phone: string, kind: SmsKind, ip: string): void {
  const { db } = ctx;
  if (kind === 'bind' && db.prepare('SELECT 1 FROM members WHERE phone = ?').get(phone))
    fail(400, tAuth(lang, 'phoneTaken'));
  const now = ctx.clock.now().getTime();
  const recent = db.prepare('SELECT 1 FROM sms_codes WHERE ip = ? AND created_at > ?').get(ip, now - SMS_TTL_MS);
  if (recent) fail(400, tAuth(lang, 'smsTooOften'));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare('INSERT INTO sms_codes (phone, ip, kind, code, created_at) VALUES (?,?,?,?,?)').run(
    phone,
    ip,
    kind,
    code,
    now,
  );
}
