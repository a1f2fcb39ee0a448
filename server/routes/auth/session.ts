import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { requireMember, startSession } from '../../http/auth';
import { getConfig } from '../../rules/configs';
import { hashSecret, verifySecret } from '../../rules/password';
import { runMemberTasks } from '../../rules/tasks';
import { checkCaptcha, createCaptcha } from '../../rules/captcha';
import { formCheck } from '../../rules/formCheck';
import { refuseBlockedLogin } from '../../rules/playBlocks';
import { credentialsOf, endSession } from '../../rules/signIn';
import { tAuth } from '../../i18n/auth';
import { tCore } from '../../i18n/core';
import { emptyBodyAsObject, obj, str } from '../bodyShapes';
import { memberView } from '../../rules/memberView';
import { answer, answerOrRefusal, done, flag, money, num, orNull, row, text, whole } from '../answers';

let dummyHash: string | null = null;
/** Unknown names still cost one hash check, so response time does not reveal which accounts exist. */
const dummy = () => (dummyHash ??= hashSecret('not-a-password'));

export function sessionAnswer(s: { token: string; expiresIn: number; expiresAt: string }) {
  return { data: { access_token: s.token, token_type: 'bearer', expires_in: s.expiresIn, expires_at: s.expiresAt } };
}

/** Starts the member's single session and runs the login-time tasks (level-up, salaries). */
export function logIn(ctx: Ctx, req: { ip: string; log: { error: (e: unknown) => void } }, memberId: number) {
  const s = startSession(ctx, memberId, req.ip);
  try {
    runMemberTasks(ctx, memberId);
  } catch (e) {
    // a failing award run must not lock the member out; it is retried at the next login
    req.log.error(e);
  }
  return s;
}

/** A session's token as the platform answers it (login, register's demo, demo). */
export const tokenAnswer = answer({
  data: row({ access_token: text, token_type: text, expires_in: whole, expires_at: text }),
});
const captchaAnswer = answer({ data: row({ sensitive: flag, key: text, img: text }) });
/** The member (memberView), or a refusal with HTTP 200 for a missing or stale token (softFailure). */
const meAnswer = answerOrRefusal({
  data: row({
    id: whole,
    name: text,
    nickname: orNull(text),
    realname: orNull(text),
    email: orNull(text),
    phone: orNull(text),
    qq: orNull(text),
    line: orNull(text),
    facebook: orNull(text),
    gender: whole,
    invite_code: text,
    money: num,
    fs_money: num,
    ml_money: money,
    total_money: money,
    score: money,
    register_ip: text,
    register_area: text,
    register_site: text,
    status: whole,
    is_tips_on: whole,
    is_in_on: whole,
    is_trans_on: whole,
    is_demo: whole,
    lang: text,
    top_id: whole,
    agent_id: whole,
    total_credit: money,
    used_credit: money,
    level: whole,
    level_name: text,
    created_at: text,
    updated_at: text,
    deleted_at: Type.Null(),
    has_qk_pwd: flag,
  }),
});

/** POST /auth/captcha, /auth/login, /auth/me, /auth/logout. */
const loginBody = obj({ name: str(64), password: str(128), key: str(64), captcha: str(16) });

export function registerSession(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  api.post('/auth/captcha', { schema: { response: { 200: captchaAnswer } } }, async () => {
    const c = createCaptcha(ctx);
    return ok({ data: { sensitive: false, key: c.key, img: c.img } });
  });

  api.post(
    '/auth/login',
    {
      preValidation: emptyBodyAsObject,
      schema: { body: loginBody, response: { 200: tokenAnswer } },
    },
    async (req) => {
      const b = req.body ?? {};
      const lang = req.lang;
      const f = formCheck(lang);
      const name = f.field('name', b.name, { required: true, min: 6 });
      const password = f.field('password', b.password, { required: true, min: 6 });
      f.done();
      if (getConfig(ctx.db, 'vip1_is_login_captcha_open') === '1') checkCaptcha(ctx, lang, b.key, b.captcha);
      const m = credentialsOf(ctx.db, name);
      const good = verifySecret(password, m?.password_hash ?? dummy());
      if (!m || !good) fail(400, tAuth(lang, 'badCredentials'));
      if (m.status === -1) fail(400, tCore(lang, 'disabled'));
      refuseBlockedLogin(ctx, lang, m.id);
      return ok(sessionAnswer(logIn(ctx, req, m.id)));
    },
  );

  api.post('/auth/me', { schema: { response: { 200: meAnswer } } }, async (req) => {
    const m = requireMember(ctx, req, { allowDemo: true, softFailure: true });
    return ok({ data: memberView(ctx.db, req.lang, m.id) });
  });

  api.post('/auth/logout', { schema: { response: { 200: done } } }, async (req) => {
    const m = requireMember(ctx, req, { allowDemo: true });
    endSession(ctx.db, m.id);
    req.renewedToken = null;
    return ok({}, tCore(req.lang, 'ok'));
  });
}
