import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/typeProvider';
import type { Ctx } from '../../http/context';
import { ok } from '../../http/envelope';
import { formCheck } from '../../rules/formCheck';
import { PHONE, sendSmsCode, type SmsKind } from '../../rules/smsCodes';
import { tAuth } from '../../i18n/auth';
import { emptyBodyAsObject, obj, str } from '../bodyShapes';
import { done } from '../answers';

/** POST /auth/sms, /auth/sms_bind, /auth/sms_reset: `{phone}` → `{}`, one code per client IP per two minutes. */
const smsBody = obj({ phone: str(32) });

export function registerSms(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  const route = (path: string, kind: SmsKind) =>
    api.post(
      path,
      { preValidation: emptyBodyAsObject, schema: { body: smsBody, response: { 200: done } } },
      async (req) => {
        const lang = req.lang;
        const f = formCheck(lang);
        const phone = f.field('phone', req.body.phone, {
          required: true,
          pattern: PHONE,
        });
        f.done();
        sendSmsCode(ctx, lang, phone, kind, req.ip);
        return ok({}, tAuth(lang, 'smsSent'));
      },
    );
  route('/auth/sms', 'register');
  route('/auth/sms_bind', 'bind');
  route('/auth/sms_reset', 'reset');
}
