import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { ok, fail } from '../http/envelope';
import { requireMember } from '../http/auth';
import { hashSecret, verifySecret } from '../rules/password';
import { formCheck } from '../rules/formCheck';
import { tAuth } from '../i18n/auth';
import { tCore } from '../i18n/core';
import { emptyBodyAsObject, obj, str } from './bodyShapes';
import { PHONE } from './auth/sms';

const QQ = /^[0-9]{5,12}$/;

/** Profile and passwords: auth/info/update, member/password/modify, member/drawing_pwd/set|modify (contract §3.1). */
export function registerMember(api: FastifyInstance, ctx: Ctx): void {
  const db = ctx.db;

  api.post('/auth/info/update', {
    preValidation: emptyBodyAsObject,
    schema: { body: obj({ realname: str(64), email: str(128), phone: str(32), qq: str(32), line: str(64), facebook: str(64), sms_code: str(16) }) },
  }, async (req) => {
    const m = requireMember(ctx, req);
    const b = (req.body ?? {}) as Record<string, string | undefined>;
    const lang = req.lang;
    const f = formCheck(lang);
    const fields = {
      realname: f.field('realname', b.realname, { min: 2, max: 20 }),
      email: f.field('email', b.email, { max: 50, email: true }),
      // the reference server has no SMS gateway, so a phone number is accepted without an SMS code
      phone: f.field('phone', b.phone, { pattern: PHONE }),
      qq: f.field('qq', b.qq, { pattern: QQ }),
      line: f.field('line', b.line, { max: 50 }),
      facebook: f.field('facebook', b.facebook, { max: 50 }),
    };
    f.done();
    if (fields.phone && db.prepare('SELECT 1 FROM members WHERE phone = ? AND id != ?').get(fields.phone, m.id)) fail(400, tAuth(lang, 'phoneTaken'));
    const changes = Object.entries(fields).filter(([, v]) => v !== '');
    if (changes.length) {
      const sets = changes.map(([k]) => `${k} = ?`).join(', ');
      db.prepare(`UPDATE members SET ${sets}, updated_at = ? WHERE id = ?`).run(...changes.map(([, v]) => v), ctx.clock.now().getTime(), m.id);
    }
    return ok({}, tCore(lang, 'ok'));
  });

  api.post('/member/password/modify', {
    preValidation: emptyBodyAsObject,
    schema: { body: obj({ oldpassword: str(128), password: str(128), password_confirmation: str(128) }) },
  }, async (req) => {
    const m = requireMember(ctx, req);
    const b = (req.body ?? {}) as Record<string, string | undefined>;
    const lang = req.lang;
    const f = formCheck(lang);
    const old = f.field('oldpassword', b.oldpassword, { required: true, min: 6 });
    const next = f.field('password', b.password, { required: true, min: 6, max: 32, confirmed: b.password_confirmation, different: ['oldpassword', old] });
    f.field('password_confirmation', b.password_confirmation, { required: true, min: 6 });
    f.done();
    const row = db.prepare('SELECT password_hash FROM members WHERE id = ?').get(m.id) as { password_hash: string };
    if (!verifySecret(old, row.password_hash)) fail(400, tAuth(lang, 'oldPasswordWrong'));
    db.prepare('UPDATE members SET password_hash = ?, updated_at = ? WHERE id = ?').run(hashSecret(next), ctx.clock.now().getTime(), m.id);
    return ok({}, tAuth(lang, 'passwordChanged'));
  });

  api.post('/member/drawing_pwd/set', { preValidation: emptyBodyAsObject, schema: { body: obj({ qk_pwd: str(32) }) } }, async (req) => {
    const m = requireMember(ctx, req);
    const lang = req.lang;
    const row = db.prepare('SELECT qk_pwd_hash FROM members WHERE id = ?').get(m.id) as { qk_pwd_hash: string | null };
    if (row.qk_pwd_hash) fail(400, tAuth(lang, 'qkAlreadySet'));
    const f = formCheck(lang);
    const qk = f.field('qk_pwd', (req.body as { qk_pwd?: string } | undefined)?.qk_pwd, { required: true, size: 6 });
    f.done();
    // the guard against a concurrent second "set" lives in the WHERE clause
    const r = db.prepare('UPDATE members SET qk_pwd_hash = ?, updated_at = ? WHERE id = ? AND qk_pwd_hash IS NULL')
      .run(hashSecret(qk), ctx.clock.now().getTime(), m.id);
    if (!r.changes) fail(400, tAuth(lang, 'qkAlreadySet'));
    return ok({}, tAuth(lang, 'qkSet'));
  });

  api.post('/member/drawing_pwd/modify', {
    preValidation: emptyBodyAsObject,
    schema: { body: obj({ old_qk_pwd: str(32), qk_pwd: str(32), qk_pwd_confirmation: str(32) }) },
  }, async (req) => {
    const m = requireMember(ctx, req);
    const b = (req.body ?? {}) as Record<string, string | undefined>;
    const lang = req.lang;
    const f = formCheck(lang);
    const old = f.field('old_qk_pwd', b.old_qk_pwd, { required: true, size: 6 });
    const next = f.field('qk_pwd', b.qk_pwd, { required: true, size: 6, confirmed: b.qk_pwd_confirmation, different: ['old_qk_pwd', old] });
    f.field('qk_pwd_confirmation', b.qk_pwd_confirmation, { required: true, size: 6 });
    f.done();
    const row = db.prepare('SELECT qk_pwd_hash FROM members WHERE id = ?').get(m.id) as { qk_pwd_hash: string | null };
    if (!verifySecret(old, row.qk_pwd_hash)) fail(400, tAuth(lang, 'oldQkWrong'));
    db.prepare('UPDATE members SET qk_pwd_hash = ?, updated_at = ? WHERE id = ?').run(hashSecret(next), ctx.clock.now().getTime(), m.id);
    return ok({}, tAuth(lang, 'qkChanged'));
  });
}
