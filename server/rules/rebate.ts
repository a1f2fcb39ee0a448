import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { fmt, percentOf, type Cents } from '../lib/money';
import { GAME_TYPE_KEYS, gameTypeText } from '../i18n/game';
import { tRebate } from '../i18n/rebate';
import { everyLang, type Lang } from '../i18n/lang';
import { move, type WalletColumn } from './ledger';
import { getConfig } from './configs';

/** Wallet that receives claimed rebates (config member_fs_money_type): the rebate wallet unless set to the main one. */
export function rebateWallet(db: Db): WalletColumn {
  return getConfig(db, 'member_fs_money_type') === 'money' ? 'money' : 'fs_money';
}

export type FsLine = { gameType: number; totalValid: Cents; apiNames: string; rate: string; fs: Cents };

/** Every game type needs a system level 1 in the member's language, else the platform refuses to compute. */
export function fsLevelsConfigured(db: Db, lang: string): boolean {
  const rows = db
    .prepare('SELECT DISTINCT game_type FROM fs_levels WHERE type = 1 AND level = 1 AND member_id = 0 AND lang = ?')
    .all(lang) as { game_type: number }[];
  const have = new Set(rows.map((r) => r.game_type));
  return GAME_TYPE_KEYS.every((k) => have.has(k));
}

/**
 * The instant rebate (docs/platform-api.md#rebate): unclaimed valid bets before the deadline, grouped by game type; each group takes the
 * level with the largest quota strictly below its total; groups with no such level are dropped.
 */
export function computeFs(db: Db, memberId: number, lang: string, deadlineMs: number): FsLine[] {
  const groups = db
    .prepare(
      `SELECT game_type, SUM(valid_bet_amount) AS total, GROUP_CONCAT(DISTINCT api_name) AS apis FROM game_records
    WHERE member_id = ? AND is_fs = 0 AND valid_bet_amount > 0 AND created_at < ? GROUP BY game_type ORDER BY game_type`,
    )
    .all(memberId, deadlineMs) as { game_type: number; total: number; apis: string }[];
  const level =
    db.prepare(`SELECT rate FROM fs_levels WHERE game_type = ? AND lang = ? AND member_id IN (0, ?) AND quota < ?
    ORDER BY quota DESC, member_id DESC LIMIT 1`);
  const out: FsLine[] = [];
  for (const g of groups) {
    const row = level.get(g.game_type, lang, memberId, g.total) as { rate: string } | undefined;
    if (!row) continue;
    out.push({
      gameType: g.game_type,
      totalValid: g.total,
      apiNames: g.apis.split(',').sort().join(','),
      rate: row.rate,
      fs: percentOf(g.total, row.rate),
    });
  }
  return out;
}

/**
 * Claims the rebate up to the deadline in one transaction: marks every unclaimed record before it
 * (`is_fs=1`), credits each game type's rebate to `wallet` with a type-4 money log. Returns the total;
 * 0 means nothing was claimable and nothing changed.
 */
export function claimFs(
  db: Db,
  clock: Clock,
  o: { memberId: number; lang: Lang; deadlineMs: number; wallet: WalletColumn },
): Cents {
  return db.transaction(() => {
    const lines = computeFs(db, o.memberId, o.lang, o.deadlineMs);
    const total = lines.reduce((s, l) => s + l.fs, 0);
    if (total <= 0) return 0;
    const now = clock.now().getTime();
    const claim = db
      .prepare('INSERT INTO fs_claims (member_id, deadtime, money, created_at) VALUES (?,?,?,?)')
      .run(o.memberId, Math.floor(o.deadlineMs / 1000), total, now);
    db.prepare('UPDATE game_records SET is_fs = 1 WHERE member_id = ? AND is_fs = 0 AND created_at < ?').run(
      o.memberId,
      o.deadlineMs,
    );
    for (const l of lines) {
      if (l.fs <= 0) continue;
      move(db, clock, {
        memberId: o.memberId,
        wallet: o.wallet,
        delta: l.fs,
        operateType: 4,
        modelName: 'FsClaim',
        modelId: Number(claim.lastInsertRowid),
        description: everyLang((lang) =>
          tRebate(lang, 'log', { type: gameTypeText(l.gameType, lang), valid: fmt(l.totalValid), rate: l.rate }),
        ),
      });
    }
    return total;
  })();
}

/** A claim of the same deadline within this long after the last is the same tap twice: refused. */
export const CLAIM_REPEAT_MS = 2 * 60_000;

/** Whether the member claimed up to this deadline (seconds) within the last CLAIM_REPEAT_MS. */
export function claimedJustNow(db: Db, memberId: number, deadtime: number, nowMs: number): boolean {
  return Boolean(
    db
      .prepare('SELECT id FROM fs_claims WHERE member_id = ? AND deadtime = ? AND created_at > ?')
      .get(memberId, deadtime, nowMs - CLAIM_REPEAT_MS),
  );
}

/**
 * The rebates the member was paid (money-log kind 4, credits) in [fromMs, toMs), as the platform shows a sum: a
 * decimal string, or the number 0 when there was none.
 */
export function rebatePaid(db: Db, memberId: number, fromMs: number, toMs: number): string | 0 {
  const r = db
    .prepare(
      'SELECT COUNT(*) AS n, SUM(money) AS s FROM money_logs WHERE member_id = ? AND operate_type = 4 AND number_type = 1 AND created_at >= ? AND created_at < ?',
    )
    .get(memberId, fromMs, toMs) as { n: number; s: number | null };
  return r.n ? fmt(r.s ?? 0) : 0;
}
