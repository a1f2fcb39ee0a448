import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { getConfig } from '../../rules/configs';
import { checkCaptcha } from '../../rules/captcha';
import { formCheck } from '../../rules/formCheck';
import { LANGS } from '../../i18n/lang';
import { tAuth } from '../../i18n/auth';
import { tCore } from '../../i18n/core';
import { tField, tRule } from '../../i18n/formCheck';
import { emptyBodyAsObject, obj, str } from '../bodyShapes';
import { findUpline } from '../../rules/upline';
import {
  demoMemberFor,
  nameTaken,
  NAME_RULE,
  phoneTaken,
  registerMember,
  registerSetting,
  type RegisterSetting,
} from '../../rules/signUp';
import { logIn, sessionAnswer, tokenAnswer } from './session';
import { PHONE, useSmsCode } from '../../rules/smsCodes';
import { answer, text } from '../answers';

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
  api.post(
    '/auth/register',
    { preValidation: emptyBodyAsObject, schema: { body: registerBody, response: { 200: answer({ token: text }) } } },
    async (req) => {
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
      if (name && !f.failed && nameTaken(db, name)) f.reject('name', 'unique');
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
      if (phone && phoneTaken(db, phone)) fail(400, tAuth(lang, 'phoneTaken'));
      const id = registerMember(ctx, {
        name,
        password,
        qkPwd,
        realname,
        phone,
        ip: req.ip,
        site,
        lang: memberLang,
        upline,
      });
      if (!id) fail(422, tRule(lang, 'unique', { attribute: tField(lang, 'name') }));
      const s = logIn(ctx, req, id);
      return ok({ token: s.token }, tAuth(lang, 'registered'));
    },
  );

  api.post('/auth/demo', { schema: { response: { 200: tokenAnswer } } }, async (req) => {
    const lang = req.lang;
    const db = ctx.db;
    if (getConfig(db, 'is_demo_play_open') !== '1') fail(400, tAuth(lang, 'demoClosed'));
    const id = demoMemberFor(ctx, req.ip, req.headers.host ?? '', lang);
    return ok(sessionAnswer(logIn(ctx, req, id)));
  });
}
