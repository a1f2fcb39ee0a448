import type { Db } from '../db/types';
import type { Lang } from '../i18n/lang';
import { dayOf } from '../lib/platformDay';

/** A local lottery: drawn every `interval_s` seconds from midnight (UTC+8). */
export type LotteryRow = { id: number; game_code: string; name: string; icon: string; interval_s: number };

/** The current issue of a lottery drawn every `intervalS` seconds from midnight (UTC+8): "20261122-0042". */
export function currentIssue(nowMs: number, intervalS: number): { issue: string; nextDrawAt: number } {
  const { day, start } = dayOf(nowMs);
  const seq = Math.floor((nowMs - start) / (intervalS * 1000)) + 1;
  const nextDrawAt = start + seq * intervalS * 1000;
  return { issue: `${day.replace(/-/g, '')}-${String(seq).padStart(4, '0')}`, nextDrawAt };
}

/** The lotteries of a language, heaviest first; only the hot ones, at most `count`, when `hot` is given. */
export function lotteriesIn(db: Db, lang: Lang, hot?: { count: number }): LotteryRow[] {
  if (hot)
    return db
      .prepare(
        'SELECT id, game_code, name, icon, interval_s FROM lotteries WHERE lang = ? AND is_hot = 1 ORDER BY weight DESC, id LIMIT ?',
      )
      .all(lang, hot.count) as LotteryRow[];
  return db
    .prepare('SELECT id, game_code, name, icon, interval_s FROM lotteries WHERE lang = ? ORDER BY weight DESC, id')
    .all(lang) as LotteryRow[];
}
