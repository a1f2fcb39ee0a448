import type { DbCtx } from '../db/types';
import { fmt } from '../lib/money';
import { ymdHis } from '../lib/time';
import { playIn } from './playFigures';
import { recordChange } from './playLimits';

export const REALITY_MINUTES = [0, 15, 30, 45, 60] as const;

type SessionRow = { login_sec: number; last_login_at: number | null };
type SettingsRow = { reality_minutes: number; reality_login_sec: number | null; reality_ack_at: number | null };

function sessionOf(ctx: DbCtx, memberId: number): SessionRow {
  return ctx.db.prepare('SELECT login_sec, last_login_at FROM members WHERE id = ?').get(memberId) as SessionRow;
}

function settingsOf(ctx: DbCtx, memberId: number): SettingsRow {
  return (
    (ctx.db
      .prepare('SELECT reality_minutes, reality_login_sec, reality_ack_at FROM play_settings WHERE member_id = ?')
      .get(memberId) as SettingsRow | undefined) ?? {
      reality_minutes: 0,
      reality_login_sec: null,
      reality_ack_at: null,
    }
  );
}

/**
 * The reality check (RTS 13): the interval, when this session began and when the next check is due (counted from
 * the session's start, the last check answered in it, or the interval's choice, whichever is latest).
 */
export function realityView(ctx: DbCtx, memberId: number) {
  const now = ctx.clock.now().getTime();
  const s = sessionOf(ctx, memberId);
  const set = settingsOf(ctx, memberId);
  const started = s.last_login_at ?? now;
  const acked = set.reality_login_sec === s.login_sec ? (set.reality_ack_at ?? 0) : 0;
  const due = set.reality_minutes ? Math.max(started, acked) + set.reality_minutes * 60_000 : null;
  return {
    minutes: set.reality_minutes,
    session_started_at: ymdHis(new Date(started)),
    now: ymdHis(new Date(now)),
    next_due_at: due === null ? null : ymdHis(new Date(due)),
    due_in_s: due === null ? null : Math.max(0, Math.ceil((due - now) / 1000)),
  };
}

/** The session's figures for the check's dialog: time since login, stakes, returns and net since then. */
export function sessionView(ctx: DbCtx, memberId: number) {
  const now = ctx.clock.now().getTime();
  const started = sessionOf(ctx, memberId).last_login_at ?? now;
  const f = playIn(ctx.db, memberId, started, now + 1);
  return {
    session_started_at: ymdHis(new Date(started)),
    minutes: Math.floor((now - started) / 60_000),
    stakes: fmt(f.stakes),
    returns: fmt(f.returns),
    net: fmt(f.net),
  };
}

function touch(ctx: DbCtx, memberId: number, minutes: number | null): void {
  const s = sessionOf(ctx, memberId);
  const now = ctx.clock.now().getTime();
  ctx.db
    .prepare(
      `INSERT INTO play_settings (member_id, reality_minutes, reality_login_sec, reality_ack_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(member_id) DO UPDATE SET reality_minutes = coalesce(?, reality_minutes),
         reality_login_sec = excluded.reality_login_sec, reality_ack_at = excluded.reality_ack_at`,
    )
    .run(memberId, minutes ?? 0, s.login_sec, now, minutes);
}

export function setRealityMinutes(ctx: DbCtx, memberId: number, minutes: number): void {
  ctx.db.transaction(() => {
    touch(ctx, memberId, minutes);
    recordChange(ctx, memberId, {
      what: 'realityCheck',
      period: String(minutes),
      effectiveAt: ctx.clock.now().getTime(),
    });
  })();
}

/** The member answered a check with 'continue': the next one is an interval from now. */
export function answerRealityCheck(ctx: DbCtx, memberId: number): void {
  touch(ctx, memberId, null);
}
