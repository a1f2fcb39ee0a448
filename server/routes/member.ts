import type { FastifyInstance } from 'fastify';
import { typed } from '../http/typeProvider';
import type { Ctx } from '../http/context';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { requireMember } from '../http/auth';
import {
  hasWithdrawalPassword,
  secretMatches,
  setFirstWithdrawalPassword,
  setSecret,
  updateProfile,
  type SecretColumn,
} from '../rules/memberProfile';
import { phoneTaken } from '../rules/signUp';
import { formCheck, type FieldSpec } from '../rules/formCheck';
import { tAuth } from '../i18n/auth';
import type { Field } from '../i18n/formCheck';
import { tCore } from '../i18n/core';
import { LANGS } from '../i18n/lang';
import { emptyBodyAsObject, obj, str } from './bodyShapes';
import { done as answered } from './answers';
import { PHONE } from '../rules/smsCodes';

const QQ = /^[0-9]{5,12}$/;

/** A login or withdrawal password change. */
type SecretChange = {
  column: SecretColumn;
  /** the old, new and confirmation fields, each at most `maxLength` long in the body */
  fields: [Field, Field, Field];
  maxLength: number;
  rules: { old: FieldSpec; next: FieldSpec; confirm: FieldSpec };
  wrong: Parameters<typeof tAuth>[1];
  done: Parameters<typeof tAuth>[1];
};

/** Profile and passwords: auth/info/update, member/password/modify, member/drawing_pwd/set|modify (docs/platform-api.md#auth-and-member). */
const qkSetBody = obj({ qk_pwd: str(32) });

export function registerMember(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);

  api.post(
    '/auth/info/update',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        response: { 200: answered },
        body: obj({
          realname: str(64),
          email: str(128),
          phone: str(32),
          qq: str(32),
          line: str(64),
          facebook: str(64),
          sms_code: str(16),
          lang: str(16),
        }),
      },
    },
    async (req) => {
      const m = requireMember(ctx, req);
      const b: Partial<Record<string, string>> = req.body ?? {};
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
        // the language the member chose in the app: what the platform writes in where no request says it
        lang: f.field('lang', b.lang, { oneOf: LANGS }),
      };
      f.done();
      if (fields.phone && phoneTaken(ctx.db, fields.phone, m.id)) fail(400, tAuth(lang, 'phoneTaken'));
      updateProfile(ctx.db, ctx.clock, m.id, fields);
      return ok({}, tCore(lang, 'ok'));
    },
  );

  /** Every field is checked first; only then must the old secret match. */
  const secretChange = (path: string, { column, fields, maxLength, rules, wrong, done }: SecretChange) => {
    const [oldField, nextField, confirmField] = fields;
    api.post(
      path,
      {
        preValidation: emptyBodyAsObject,
        schema: {
          response: { 200: answered },
          body: obj({ [oldField]: str(maxLength), [nextField]: str(maxLength), [confirmField]: str(maxLength) }),
        },
      },
      async (req) => {
        const m = requireMember(ctx, req);
        const b: Partial<Record<string, string>> = req.body ?? {};
        const lang = req.lang;
        const f = formCheck(lang);
        const old = f.field(oldField, b[oldField], { required: true, ...rules.old });
        const next = f.field(nextField, b[nextField], {
          required: true,
          ...rules.next,
          confirmed: b[confirmField],
          different: [oldField, old],
        });
        f.field(confirmField, b[confirmField], { required: true, ...rules.confirm });
        f.done();
        if (!secretMatches(ctx.db, m.id, column, old)) fail(400, tAuth(lang, wrong));
        setSecret(ctx.db, ctx.clock, m.id, column, next);
        return ok({}, tAuth(lang, done));
      },
    );
  };

  secretChange('/member/password/modify', {
    column: 'password_hash',
    fields: ['oldpassword', 'password', 'password_confirmation'],
    maxLength: 128,
    rules: { old: { min: 6 }, next: { min: 6, max: 32 }, confirm: { min: 6 } },
    wrong: 'oldPasswordWrong',
    done: 'passwordChanged',
  });

  api.post(
    '/member/drawing_pwd/set',
    { preValidation: emptyBodyAsObject, schema: { body: qkSetBody, response: { 200: answered } } },
    async (req) => {
      const m = requireMember(ctx, req);
      const lang = req.lang;
      if (hasWithdrawalPassword(ctx.db, m.id)) fail(400, tAuth(lang, 'qkAlreadySet'));
      const f = formCheck(lang);
      const qk = f.field('qk_pwd', req.body.qk_pwd, { required: true, size: 6 });
      f.done();
      if (!setFirstWithdrawalPassword(ctx.db, ctx.clock, m.id, qk)) fail(400, tAuth(lang, 'qkAlreadySet'));
      return ok({}, tAuth(lang, 'qkSet'));
    },
  );

  secretChange('/member/drawing_pwd/modify', {
    column: 'qk_pwd_hash',
    fields: ['old_qk_pwd', 'qk_pwd', 'qk_pwd_confirmation'],
    maxLength: 32,
    rules: { old: { size: 6 }, next: { size: 6 }, confirm: { size: 6 } },
    wrong: 'oldQkWrong',
    done: 'qkChanged',
  });
}
