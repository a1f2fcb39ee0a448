import type { Db } from '../db/types';
import type { Lang } from '../i18n/lang';
import { GAME_TYPE_KEYS, gameTypeText as labelOf } from '../i18n/game';

/** The platform's game types (config platform.game_type); their labels are the money area's, one table for every screen. */
export const GAME_TYPES = GAME_TYPE_KEYS;
export type GameType = (typeof GAME_TYPES)[number];

export function isGameType(v: unknown): v is GameType {
  return (GAME_TYPES as readonly number[]).includes(Number(v));
}

export function gameTypeMap(lang: Lang): Record<number, string> {
  return Object.fromEntries(GAME_TYPES.map((t) => [t, labelOf(t, lang)]));
}

/**
 * Game interfaces a member can name on an activity application (`api_game_type`): the open lobby
 * entries (api_games) with their titles in the request language.
 */
export function apiGameTypes(db: Db, lang: Lang): Record<number, string> {
  const rows = db
    .prepare('SELECT id, api_name, title_json FROM api_games WHERE is_open = 1 ORDER BY weight DESC, id')
    .all() as Array<{ id: number; api_name: string; title_json: string }>;
  const out: Record<number, string> = {};
  for (const r of rows) {
    let title = r.api_name;
    try {
      const t = JSON.parse(r.title_json) as Record<string, string>;
      title = t[lang] ?? t.zh_cn ?? r.api_name;
    } catch {
      // a malformed title falls back to the supplier code
    }
    out[r.id] = title;
  }
  return out;
}
