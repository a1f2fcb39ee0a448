import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import type { Lang } from '../../i18n/lang';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { formCheck } from '../../rules/formCheck';
import { tAuth } from '../../i18n/auth';
import { emptyBodyAsObject, obj, str } from '../bodyShapes';

export const PHONE = /^\+?[0-9]{6,15}$/;
export const SMS_TTL_MS = 2 * 60_000;

type SmsKind = 'register' | 'bind' | 'reset';

/**
 * Checks an SMS code sent for `phone` and uses it up. The reference server has no SMS gateway: codes are
 * only stored (table sms_codes), so support staff and tests read them from the database.
 */
export function useSmsCode(ctx: Ctx, lang: Lang, phone: string, kind: SmsKind, code: unknown): void {
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

/** POST /auth/sms, /auth/sms_bind, /auth/sms_reset: `{phone}` → `{}`, one code per client IP per two minutes. */
const smsBody = obj({ phone: str(32) });

export function registerSms(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const route = (path: string, kind: SmsKind) =>
    api.post(path, { preValidation: emptyBodyAsObject, schema: { body: smsBody } }, async (req) => {
      const lang = req.lang;
      const f = formCheck(lang);
      const phone = f.field('phone', req.body.phone, {
        required: true,
        pattern: PHONE,
      });
      f.done();
      if (kind === 'bind' && ctx.db.prepare('SELECT 1 FROM members WHERE phone = ?').get(phone))
        fail(400, tAuth(lang, 'phoneTaken'));
      const now = ctx.clock.now().getTime();
      const recent = ctx.db
        .prepare('SELECT 1 FROM sms_codes WHERE ip = ? AND created_at > ?')
        .get(req.ip, now - SMS_TTL_MS);
      if (recent) fail(400, tAuth(lang, 'smsTooOften'));
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      ctx.db
        .prepare('INSERT INTO sms_codes (phone, ip, kind, code, created_at) VALUES (?,?,?,?,?)')
        .run(phone, req.ip, kind, code, now);
      return ok({}, tAuth(lang, 'smsSent'));
    });
  route('/auth/sms', 'register');
  route('/auth/sms_bind', 'bind');
  route('/auth/sms_reset', 'reset');
}
