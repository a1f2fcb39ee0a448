import type { DbCtx } from '../db/types';
import type { Lang } from '../i18n/lang';
import { tResponsible } from '../i18n/responsible';
import { fail } from '../lib/errors';
import { fmt, type Cents } from '../lib/money';
import { ymdHis } from '../lib/time';
import { depositsIn, lossIn } from './playFigures';
import { PERIODS, windowOf, type Period } from './playWindows';

/** What the responsible-play rules work on: the platform may run without these calls (then nothing is enforced). */
export type PlayCtx = DbCtx & { responsiblePlay: boolean };

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** A raise or a removal waits this long, then needs the member's confirmation. */
export const COOLING_OFF_MS = 24 * 3600_000;

type LimitRow = { kind: LimitKind; period: Period; amount: Cents };
type PendingRow = { kind: LimitKind; period: Period; amount: Cents | null; requested_at: number; applies_at: number };

const usedIn = (ctx: DbCtx, memberId: number, kind: LimitKind, start: number, end: number): Cents =>
  kind === 'deposit' ? depositsIn(ctx.db, memberId, start, end) : Math.max(0, lossIn(ctx.db, memberId, start, end));

function limitsOf(ctx: DbCtx, memberId: number): LimitRow[] {
  return ctx.db.prepare('SELECT kind, period, amount FROM play_limits WHERE member_id = ?').all(memberId) as LimitRow[];
}

function pendingOf(ctx: DbCtx, memberId: number, kind: LimitKind, period: Period): PendingRow | undefined {
  return ctx.db
    .prepare(
      'SELECT kind, period, amount, requested_at, applies_at FROM play_limit_pending WHERE member_id = ? AND kind = ? AND period = ?',
    )
    .get(memberId, kind, period) as PendingRow | undefined;
}

export function recordChange(
  ctx: DbCtx,
  memberId: number,
  c: { what: string; kind?: string; period?: string; amount?: Cents | null; effectiveAt?: number | null },
): void {
  ctx.db
    .prepare(
      'INSERT INTO play_changes (member_id, what, kind, period, amount, effective_at, created_at) VALUES (?,?,?,?,?,?,?)',
    )
    .run(
      memberId,
      c.what,
      c.kind ?? '',
      c.period ?? '',
      c.amount ?? null,
      c.effectiveAt ?? null,
      ctx.clock.now().getTime(),
    );
}

/** A change the member made to their own play settings, as the change log keeps it (amount in cents). */
export type ChangeRow = {
  what: string;
  kind: string;
  period: string;
  amount: number | null;
  effective_at: number | null;
  created_at: number;
};

/** The member's last 100 changes, newest first: what they set and when it applies (recordChange writes them). */
export function changesOf(ctx: DbCtx, memberId: number): ChangeRow[] {
  return ctx.db
    .prepare(
      'SELECT what, kind, period, amount, effective_at, created_at FROM play_changes WHERE member_id = ? ORDER BY id DESC LIMIT 100',
    )
    .all(memberId) as ChangeRow[];
}

/** Each of the six limits: its amount (null: none), what is used and left in the current window, when it turns. */
export function limitsView(ctx: DbCtx, memberId: number) {
  const now = ctx.clock.now().getTime();
  const set = limitsOf(ctx, memberId);
  return LIMIT_KINDS.flatMap((kind) =>
    PERIODS.map((period) => {
      const w = windowOf(period, now);
      const amount = set.find((l) => l.kind === kind && l.period === period)?.amount ?? null;
      const used = usedIn(ctx, memberId, kind, w.start, w.end);
      const p = pendingOf(ctx, memberId, kind, period);
      return {
        kind,
        period,
        amount: amount === null ? null : fmt(amount),
        used: fmt(used),
        left: amount === null ? null : fmt(Math.max(0, amount - used)),
        resets_at: ymdHis(new Date(w.end)),
        pending: p
          ? {
              amount: p.amount === null ? null : fmt(p.amount),
              requested_at: ymdHis(new Date(p.requested_at)),
              applies_at: ymdHis(new Date(p.applies_at)),
              confirmable: now >= p.applies_at,
            }
          : null,
      };
    }),
  );
}

function apply(ctx: DbCtx, memberId: number, kind: LimitKind, period: Period, amount: Cents | null): void {
  const now = ctx.clock.now().getTime();
  if (amount === null)
    ctx.db
      .prepare('DELETE FROM play_limits WHERE member_id = ? AND kind = ? AND period = ?')
      .run(memberId, kind, period);
  else
    ctx.db
      .prepare('INSERT OR REPLACE INTO play_limits (member_id, kind, period, amount, updated_at) VALUES (?,?,?,?,?)')
      .run(memberId, kind, period, amount, now);
  ctx.db
    .prepare('DELETE FROM play_limit_pending WHERE member_id = ? AND kind = ? AND period = ?')
    .run(memberId, kind, period);
  recordChange(ctx, memberId, {
    what: amount === null ? 'limitRemoved' : 'limitSet',
    kind,
    period,
    amount,
    effectiveAt: now,
  });
}

/**
 * A new limit or a lower one applies at once (and drops a waiting change); a higher one, or a removal, waits
 * COOLING_OFF_MS and then the member's confirmation. Returns when it applies (null: now).
 */
export function changeLimit(
  ctx: DbCtx,
  memberId: number,
  kind: LimitKind,
  period: Period,
  amount: Cents | null,
): { appliesAt: number | null } {
  return ctx.db.transaction(() => {
    const current = limitsOf(ctx, memberId).find((l) => l.kind === kind && l.period === period)?.amount ?? null;
    const tighter = amount !== null && (current === null || amount <= current);
    if (tighter || current === null) {
      apply(ctx, memberId, kind, period, amount);
      return { appliesAt: null };
    }
    const now = ctx.clock.now().getTime();
    const appliesAt = now + COOLING_OFF_MS;
    ctx.db
      .prepare(
        'INSERT OR REPLACE INTO play_limit_pending (member_id, kind, period, amount, requested_at, applies_at) VALUES (?,?,?,?,?,?)',
      )
      .run(memberId, kind, period, amount, now, appliesAt);
    recordChange(ctx, memberId, {
      what: amount === null ? 'removalAsked' : 'raiseAsked',
      kind,
      period,
      amount,
      effectiveAt: appliesAt,
    });
    return { appliesAt };
  })();
}

/** The member confirms a waiting change once its 24 hours are over. */
export function confirmLimit(ctx: DbCtx, lang: Lang, memberId: number, kind: LimitKind, period: Period): void {
  ctx.db.transaction(() => {
    const p = pendingOf(ctx, memberId, kind, period);
    if (!p) fail(400, tResponsible(lang, 'nothingWaiting'));
    if (ctx.clock.now().getTime() < p.applies_at)
      fail(400, tResponsible(lang, 'tooEarly', { at: ymdHis(new Date(p.applies_at)) }));
    apply(ctx, memberId, kind, period, p.amount);
  })();
}

function refuseOver(ctx: PlayCtx, lang: Lang, memberId: number, kind: LimitKind, adding: Cents): void {
  if (!ctx.responsiblePlay) return;
  const now = ctx.clock.now().getTime();
  for (const l of limitsOf(ctx, memberId)) {
    if (l.kind !== kind) continue;
    const w = windowOf(l.period, now);
    const used = usedIn(ctx, memberId, kind, w.start, w.end);
    const over = kind === 'deposit' ? used + adding > l.amount : used >= l.amount;
    if (!over) continue;
    const left = fmt(Math.max(0, l.amount - used));
    const reset = ymdHis(new Date(w.end));
    const key = kind === 'deposit' ? 'depositOver' : 'lossReached';
    fail(400, tResponsible(lang, key, { period: tResponsible(lang, l.period), left, reset }), {
      limit: { kind, period: l.period, left, resets_at: reset },
    });
  }
}

/** A recharge that would take the deposits of any window past its limit is refused with what is left and when. */
export function refuseOverDepositLimit(ctx: PlayCtx, lang: Lang, memberId: number, cents: Cents): void {
  refuseOver(ctx, lang, memberId, 'deposit', cents);
}

/** Once a window's net loss reaches its limit, money into a game (transfer, game entry) is refused until it turns. */
export function refuseAtLossLimit(ctx: PlayCtx, lang: Lang, memberId: number): void {
  refuseOver(ctx, lang, memberId, 'loss', 0);
}
