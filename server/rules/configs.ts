import type { Db } from '../db/types';
import type { Lang } from '../i18n/lang';

/** Reads a system config: the request language's row first, then the 'common' row; '' when missing. */
export function getConfig(db: Db, name: string, lang: Lang = 'zh_cn'): string {
  const row = db
    .prepare(
      "SELECT value FROM system_configs WHERE name = ? AND lang IN (?, 'common') ORDER BY lang = 'common' LIMIT 1",
    )
    .get(name, lang) as { value: string } | undefined;
  return row?.value ?? '';
}

export function setConfig(db: Db, grp: string, name: string, value: string, lang: string = 'common'): void {
  db.prepare('INSERT OR REPLACE INTO system_configs (name, grp, lang, value) VALUES (?,?,?,?)').run(
    name,
    grp,
    lang,
    value,
  );
}

export function configsOfGroup(db: Db, grp: string, lang: Lang): Record<string, string> {
  const rows = db
    .prepare(
      "SELECT name, value, lang FROM system_configs WHERE grp = ? AND lang IN (?, 'common') ORDER BY lang = 'common' DESC",
    )
    .all(grp, lang) as { name: string; value: string }[];
  const out: Record<string, string> = {};
  for (const r of rows) out[r.name] = r.value; // language rows come last and win
  return out;
}

/** Reads a JSON config, falling back when it is missing or malformed. */
export function jsonConfig<T>(raw: string, fallback: T): T {
  try {
    const v = JSON.parse(raw) as T;
    return v && typeof v === 'object' ? v : fallback;
  } catch {
    return fallback;
  }
}
