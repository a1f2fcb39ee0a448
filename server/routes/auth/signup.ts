import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import type { Db } from '../../db/types';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { getConfig } from '../../rules/configs';
import { hashSecret } from '../../rules/password';
import { move } from '../../rules/ledger';
import { checkCaptcha } from '../../rules/captcha';
import { formCheck } from '../../rules/formCheck';
import { LANGS, textsOf } from '../../i18n/lang';
import { tAuth } from '../../i18n/auth';
import { tCore } from '../../i18n/core';
import { tField, tRule } from '../../i18n/formCheck';
import { emptyBodyAsObject, obj, str } from '../bodyShapes';
import { findUpline, recordInvite } from '../../rules/upline';
import { logIn, sessionAnswer } from './session';
import { PHONE, useSmsCode } from './sms';

export const NAME_RULE = /^[a-z][a-z0-9]*$/;
export const DEMO_MONEY_CENTS = 200_000;

type RegisterSetting = Partial<
  Record<'isInviteCodeRequired' | 'isRealNameRequred' | 'isPhoneRequired' | 'isCaptchaRequired', number | string>
>;

function registerSetting(db: Db): RegisterSetting {
  try {
    return JSON.parse(getConfig(db, 'register_setting_json') || '{}') as RegisterSetting;
  } catch {
    return {};
  }
}

function newInviteCode(db: Db): string {
  for (;;) {
    const code = `INV${randomInt(100000, 1000000)}`;
    if (!db.prepare('SELECT 1 FROM members WHERE invite_code = ?').get(code)) return code;
  }
}

const registerBody = obj({
  invite_code: str(32),
  name: str(64),
  password: str(128),
  password_confirmation: str(128),
  phone: str(32),
  qk_pwd: str(32),
  realname: str(64),
  register_site: str(255),
  key: str(64),
  captcha: str(16),
  sms_code: str(16),
  lang: str(8),
  token: str(64),
});

/** POST /auth/register and /auth/demo. */
export function registerSignup(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  api.post('/auth/register', { preValidation: emptyBodyAsObject, schema: { body: registerBody } }, async (req) => {
    const b = req.body ?? {};
    const lang = req.lang;
    const db = ctx.db;
    // the app does not send is_mobile, so the desktop register settings apply, as on the platform
    const setting = registerSetting(db);
    const on = (k: keyof RegisterSetting) => String(setting[k] ?? '0') === '1';
    const f = formCheck(lang);
    const name = f.field('name', b.name, {
      required: true,
      min: 6,
      max: 8,
      pattern: NAME_RULE,
      patternMessage: tAuth(lang, 'nameRule'),
    });
    if (name && !f.failed && db.prepare('SELECT 1 FROM members WHERE name = ?').get(name)) f.reject('name', 'unique');
    const password = f.field('password', b.password, {
      required: true,
      min: 6,
      max: 32,
      confirmed: b.password_confirmation,
    });
    const qkPwd = f.field('qk_pwd', b.qk_pwd, { required: true, digits: 6 });
    const realname = f.field('realname', b.realname, { required: on('isRealNameRequred'), min: 2, max: 20 });
    const smsOn = getConfig(db, 'vip1_is_register_sms_open') === '1';
    const phone = f.field('phone', b.phone, { required: on('isPhoneRequired') || smsOn, pattern: PHONE });
    const memberLang = f.field('lang', b.lang, { required: true, oneOf: LANGS });
    f.done();
    const site = (b.register_site ?? '').trim();
    if (!site) fail(422, tCore(lang, 'invalid'));
    if (on('isCaptchaRequired')) checkCaptcha(ctx, lang, b.key, b.captcha);
    if (smsOn) useSmsCode(ctx, lang, phone, 'register', b.sms_code);
    const code = (b.invite_code ?? '').trim();
    const upline = findUpline(db, (b.token ?? '').trim(), code);
    if ((code || on('isInviteCodeRequired')) && !upline) fail(400, tAuth(lang, 'inviteRequired'));
    if (phone && db.prepare('SELECT 1 FROM members WHERE phone = ?').get(phone)) fail(400, tAuth(lang, 'phoneTaken'));
    const now = ctx.clock.now().getTime();
    const id = db.transaction(() => {
      if (db.prepare('SELECT 1 FROM members WHERE name = ?').get(name)) return 0;
      const info = db
        .prepare(
          `INSERT INTO members (name, password_hash, qk_pwd_hash, realname, phone, invite_code, register_ip,
        register_site, lang, top_id, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
        )
        .run(
          name,
          hashSecret(password),
          hashSecret(qkPwd),
          realname || null,
          phone || null,
          newInviteCode(db),
          req.ip,
          site,
          upline?.lang ?? memberLang,
          upline?.id ?? 0,
          now,
          now,
        );
      const newId = Number(info.lastInsertRowid);
      if (upline) recordInvite(db, upline, newId, now);
      if (getConfig(db, 'is_auto_agent') === '1')
        db.prepare('UPDATE members SET agent_id = ? WHERE id = ?').run(newId, newId);
      return newId;
    })();
    if (!id) fail(422, tRule(lang, 'unique', { attribute: tField(lang, 'name') }));
    const s = logIn(ctx, req, id);
    return ok({ token: s.token }, tAuth(lang, 'registered'));
  });

  api.post('/auth/demo', async (req) => {
    const lang = req.lang;
    const db = ctx.db;
    if (getConfig(db, 'is_demo_play_open') !== '1') fail(400, tAuth(lang, 'demoClosed'));
    const id = db.transaction(() => {
      const existing = db
        .prepare('SELECT id FROM members WHERE is_demo = 1 AND register_ip = ? ORDER BY id LIMIT 1')
        .get(req.ip) as { id: number } | undefined;
      if (existing) return existing.id;
      let name = '';
      do name = `sw${randomInt(100000, 1000000)}`;
      while (db.prepare('SELECT 1 FROM members WHERE name = ?').get(name));
      const now = ctx.clock.now().getTime();
      const password = createHash('md5').update(name).digest('hex').slice(0, 6);
      const info = db
        .prepare(
          `INSERT INTO members (name, password_hash, invite_code, register_ip, register_site, is_demo, lang,
        created_at, updated_at) VALUES (?,?,?,?,?,1,?,?,?)`,
        )
        .run(name, hashSecret(password), newInviteCode(db), req.ip, req.headers.host ?? '', lang, now, now);
      const newId = Number(info.lastInsertRowid);
      move(db, ctx.clock, {
        memberId: newId,
        wallet: 'money',
        delta: DEMO_MONEY_CENTS,
        operateType: 2,
        description: textsOf(tAuth, 'demoGift'),
      });
      return newId;
    })();
    return ok(sessionAnswer(logIn(ctx, req, id)));
  });
}
