import { randomBytes } from 'node:crypto';
import { create } from 'svg-captcha';
import type { DbCtx } from '../db/types';
import type { Lang } from '../i18n/lang';
import { fail } from '../lib/errors';
import { tAuth } from '../i18n/auth';
import { tCore } from '../i18n/core';

export const CAPTCHA_TTL_MS = 5 * 60_000;

/** A new captcha image: the text stays on the server under a random key for five minutes. */
export function createCaptcha(ctx: DbCtx): { key: string; img: string } {
  const now = ctx.clock.now().getTime();
  // look-alike characters removed: members type what they see on a small phone screen
  const c = create({ size: 4, noise: 2, color: true, ignoreChars: '0oO1iIlL', width: 120, height: 44, fontSize: 44 });
  const key = randomBytes(16).toString('hex');
  ctx.db.prepare('DELETE FROM captchas WHERE expires_at < ?').run(now);
  ctx.db.prepare('INSERT INTO captchas (key, text, expires_at) VALUES (?,?,?)').run(key, c.text, now + CAPTCHA_TTL_MS);
  return { key, img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

/**
 * Checks a captcha answer, case-insensitively. Each key answers once, right or wrong, so a captcha
 * cannot be guessed at repeatedly; an unknown key reads as expired, as the platform's cache does.
 */
export function checkCaptcha(ctx: DbCtx, lang: Lang, key: unknown, text: unknown): void {
  const k = typeof key === 'string' ? key.trim() : '';
  const t = typeof text === 'string' ? text.trim() : '';
  if (!t) fail(422, tAuth(lang, 'captchaMissing'));
  if (!k) fail(400, tCore(lang, 'invalid'));
  const row = ctx.db.prepare('SELECT text, expires_at FROM captchas WHERE key = ?').get(k) as
    { text: string; expires_at: number } | undefined;
  if (row) ctx.db.prepare('DELETE FROM captchas WHERE key = ?').run(k);
  if (!row || row.expires_at < ctx.clock.now().getTime()) fail(400, tAuth(lang, 'captchaExpired'));
  if (row.text.toLowerCase() !== t.toLowerCase()) fail(400, tAuth(lang, 'captchaWrong'));
}
