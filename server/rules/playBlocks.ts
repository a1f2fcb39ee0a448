import type { DbCtx } from '../db/types';
import type { Lang } from '../i18n/lang';
import { tResponsible } from '../i18n/responsible';
import { fail } from '../lib/errors';
import { ymdHis } from '../lib/time';
import { recordChange, type PlayCtx } from './playLimits';
import { addMonths } from './playWindows';

/** Time-outs (RTS 13) and self-exclusions (RTS 14): how long each choice lasts. */
export const BLOCK_PERIODS = {
  timeout: { '24h': { hours: 24 }, '7d': { hours: 7 * 24 }, '30d': { hours: 30 * 24 }, '6w': { hours: 42 * 24 } },
  exclusion: { '6m': { months: 6 }, '1y': { months: 12 }, '2y': { months: 24 }, '5y': { months: 60 } },
} as const;
export type BlockKind = keyof typeof BLOCK_PERIODS;

export function isBlockChoice(kind: unknown, period: unknown): kind is BlockKind {
  return (
    (kind === 'timeout' || kind === 'exclusion') &&
    typeof period === 'string' &&
    Object.prototype.hasOwnProperty.call(BLOCK_PERIODS[kind], period)
  );
}

/** When a choice taken at `now` ends: hours count on the clock, months on the platform's calendar (UTC+8). */
export function blockEnd(kind: BlockKind, period: string, now: number): number {
  const p = (BLOCK_PERIODS[kind] as Record<string, { hours?: number; months?: number }>)[period];
  return p.months ? addMonths(now, p.months) : now + (p.hours ?? 0) * 3600_000;
}

type BlockRow = { kind: BlockKind; ends_at: number };

/** The member's time-out or exclusion in force now (the one ending last), else undefined. */
export function activeBlock(ctx: DbCtx, memberId: number): BlockRow | undefined {
  return ctx.db
    .prepare('SELECT kind, ends_at FROM play_blocks WHERE member_id = ? AND ends_at > ? ORDER BY ends_at DESC LIMIT 1')
    .get(memberId, ctx.clock.now().getTime()) as BlockRow | undefined;
}

export function blockMessage(lang: Lang, b: BlockRow): string {
  return tResponsible(lang, b.kind === 'timeout' ? 'timeoutUntil' : 'exclusionUntil', {
    until: ymdHis(new Date(b.ends_at)),
  });
}

/** How far the end the member was shown (the quote) may lie from the one worked out now and still be the one kept. */
export const QUOTE_SLACK_MS = 5 * 60_000;

/**
 * Starts a time-out or an exclusion at once and ends every session of the member (their tokens answer 401 from
 * the next call). The end is the one the confirmation stated (`agreedEnd`, when it is that choice's end give or
 * take the moments between quote and confirmation). It cannot be shortened: a shorter choice while a longer one
 * runs keeps the longer end.
 */
export function takeBlock(
  ctx: DbCtx,
  memberId: number,
  kind: BlockKind,
  period: string,
  agreedEnd: number | null = null,
): number {
  return ctx.db.transaction(() => {
    const now = ctx.clock.now().getTime();
    const computed = blockEnd(kind, period, now);
    const end = agreedEnd !== null && Math.abs(agreedEnd - computed) <= QUOTE_SLACK_MS ? agreedEnd : computed;
    const ends = Math.max(end, activeBlock(ctx, memberId)?.ends_at ?? 0);
    ctx.db
      .prepare('INSERT INTO play_blocks (member_id, kind, period, starts_at, ends_at) VALUES (?,?,?,?,?)')
      .run(memberId, kind, period, now, ends);
    ctx.db.prepare('UPDATE members SET login_sec = login_sec + 1, updated_at = ? WHERE id = ?').run(now, memberId);
    ctx.db.prepare('DELETE FROM game_sessions WHERE member_id = ?').run(memberId);
    recordChange(ctx, memberId, { what: kind, period, effectiveAt: ends });
    return ends;
  })();
}

/** A login while a time-out or exclusion runs is refused with its end date. */
export function refuseBlockedLogin(ctx: PlayCtx, lang: Lang, memberId: number): void {
  if (!ctx.responsiblePlay) return;
  const b = activeBlock(ctx, memberId);
  if (b) fail(400, blockMessage(lang, b), { until: ymdHis(new Date(b.ends_at)) });
}

/** Why a member's session ended, when a time-out or exclusion ended it (the 401 then says so), else null. */
export function blockedSessionMessage(ctx: PlayCtx, lang: Lang, memberId: number): string | null {
  if (!ctx.responsiblePlay) return null;
  const b = activeBlock(ctx, memberId);
  return b ? blockMessage(lang, b) : null;
}
