import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/context';
import { requireMember } from '../../http/auth';
import { claimKey, commit, multipartContent } from '../../http/idempotency';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { putAsset } from '../../rules/assets';
import { tRecharge } from '../../i18n/recharge';
import { answer, text } from '../answers';

const MAX_BYTES = 3 * 1024 * 1024;

/** Raster formats only, recognised by their bytes: an SVG or HTML "image" could carry script. */
function sniff(buf: Buffer): { ext: string; type: string } | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { ext: 'png', type: 'image/png' };
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { ext: 'jpg', type: 'image/jpeg' };
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1')))
    return { ext: 'gif', type: 'image/gif' };
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { ext: 'webp', type: 'image/webp' };
  return null;
}

export function registerRechargeUpload(api: FastifyInstance, ctx: Ctx): void {
  api.post(
    '/recharge/picture/upload',
    { schema: { response: { 200: answer({ file_url: text }) } } },
    async (req, reply) => {
      requireMember(ctx, req, { allowDemo: true });
      const lang = req.lang;
      if (!req.isMultipart()) fail(400, tRecharge(lang, 'uploadMissing'));
      const file = await req.file();
      if (!file || file.fieldname !== 'file') fail(400, tRecharge(lang, 'uploadMissing'));
      let buf: Buffer;
      try {
        buf = await file.toBuffer();
      } catch {
        fail(400, tRecharge(lang, 'uploadTooLarge'));
      }
      // The key is claimed once the form is read: its fingerprint is the fields and the file's bytes.
      if (claimKey(ctx, req, reply, multipartContent(file.fields, file, buf))) return reply;
      if (file.file.truncated || buf.length > MAX_BYTES) fail(400, tRecharge(lang, 'uploadTooLarge'));
      if (!/\.(jpe?g|png|gif|webp)$/i.test(file.filename ?? '')) fail(400, tRecharge(lang, 'uploadNotImage'));
      const kind = sniff(buf);
      if (!kind) fail(400, tRecharge(lang, 'uploadNotImage'));
      return commit(ctx, req, () => {
        const url = putAsset(ctx.db, `proof-${randomBytes(12).toString('hex')}.${kind.ext}`, buf, kind.type);
        return ok({ file_url: url }, tRecharge(lang, 'uploadOk'));
      });
    },
  );
}
